// The names a UIKit developer types. Catalog files use these so an animator reads like the
// UIKit code it reproduces; the engine's own names are the short ones on the right.
// (`CGRect`, `CGPoint` and `CGSize` are left out: Foundation on Linux defines them.)

public typealias UIView = View
public typealias UIWindow = Window
public typealias UIImageView = ImageView
public typealias UILabel = Label
public typealias UIImage = Image
public typealias UIColor = Color
public typealias UIEdgeInsets = EdgeInsets
public typealias UIViewController = ViewController
public typealias UINavigationController = NavigationController
public typealias UITabBarController = TabBarController
public typealias UIPanGestureRecognizer = PanGestureRecognizer
public typealias UIPercentDrivenInteractiveTransition = PercentDrivenInteractiveTransition
public typealias UIViewControllerAnimatedTransitioning = ViewControllerAnimatedTransitioning
public typealias UIViewControllerInteractiveTransitioning = ViewControllerInteractiveTransitioning
public typealias UIViewControllerContextTransitioning = ViewControllerContextTransitioning
public typealias UIViewControllerTransitioningDelegate = ViewControllerTransitioningDelegate
public typealias UINavigationControllerDelegate = NavigationControllerDelegate
public typealias UITransitionContextViewControllerKey = TransitionContextViewControllerKey
public typealias UITransitionContextViewKey = TransitionContextViewKey
public typealias CGAffineTransform = AffineTransform
public typealias CATransform3D = Transform3D
public typealias CALayer = Layer
public typealias TimeInterval = Double

public let CATransform3DIdentity = Transform3D.identity

/// `UIView.AnimationOptions` and `UIView.KeyframeAnimationOptions`, as UIKit spells them.
extension View {
    public typealias AnimationOptions = TransitionKit.AnimationOptions
    public typealias KeyframeAnimationOptions = TransitionKit.KeyframeAnimationOptions
}

public func CATransform3DMakeRotation(_ angle: Double, _ x: Double, _ y: Double, _ z: Double) -> Transform3D {
    Transform3D(rotationAngle: angle, x: x, y: y, z: z)
}

public func CATransform3DMakeScale(_ sx: Double, _ sy: Double, _ sz: Double) -> Transform3D {
    Transform3D(scaleX: sx, y: sy, z: sz)
}

public func CATransform3DMakeTranslation(_ tx: Double, _ ty: Double, _ tz: Double) -> Transform3D {
    Transform3D(translationX: tx, y: ty, z: tz)
}

public func CATransform3DRotate(_ t: Transform3D, _ angle: Double, _ x: Double, _ y: Double, _ z: Double) -> Transform3D {
    t.rotated(by: angle, x: x, y: y, z: z)
}

public func CATransform3DScale(_ t: Transform3D, _ sx: Double, _ sy: Double, _ sz: Double) -> Transform3D {
    t.scaledBy(x: sx, y: sy, z: sz)
}

public func CATransform3DTranslate(_ t: Transform3D, _ tx: Double, _ ty: Double, _ tz: Double) -> Transform3D {
    t.translatedBy(x: tx, y: ty, z: tz)
}

public func CATransform3DConcat(_ a: Transform3D, _ b: Transform3D) -> Transform3D {
    a.concatenating(b)
}

public func CATransform3DIsIdentity(_ t: Transform3D) -> Bool { t.isIdentity }
