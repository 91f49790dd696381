import TransitionKit

@_exported import func TransitionKit.AVMakeRect
// Key-value observing as Foundation has it on Apple's platforms (TransitionKit's Observing/).
@_exported import enum TransitionKit.NSKeyValueChange
@_exported import class TransitionKit.NSKeyValueObservation
@_exported import struct TransitionKit.NSKeyValueObservedChange
@_exported import struct TransitionKit.NSKeyValueObservingOptions
@_exported import enum TransitionKit.NSTextAlignment
/// `Selector`: the engine's, which `#selector` becomes in a rewritten copy (docs/bring-your-own.md, "@objc and #selector").
@_exported import struct TransitionKit.Selector
// Storyboards, segues and nibs, from the scenario's factories (TransitionKit's Storyboards/).
@_exported import enum TransitionKit.StoryboardFactories
@_exported import enum TransitionKit.UIAccessibility
@_exported import class TransitionKit.UIActivityIndicatorView
@_exported import protocol TransitionKit.UIAdaptivePresentationControllerDelegate
// Appearance proxies (TransitionKit's Views/View+Appearance.swift).
@_exported import protocol TransitionKit.UIAppearance
@_exported import protocol TransitionKit.UIAppearanceContainer
// The application, its scene and the status bar (TransitionKit's Application/).
@_exported import class TransitionKit.UIApplication
@_exported import protocol TransitionKit.UIApplicationDelegate
// UIKit Dynamics: compiled and reported (TransitionKit's Dynamics/).
@_exported import class TransitionKit.UIAttachmentBehavior
@_exported import class TransitionKit.UIBarAppearance
@_exported import class TransitionKit.UIBarButtonItem
@_exported import class TransitionKit.UIBarItem
@_exported import class TransitionKit.UIBezierPath
@_exported import class TransitionKit.UIBlurEffect
@_exported import class TransitionKit.UIButton
@_exported import class TransitionKit.UICollisionBehavior
@_exported import protocol TransitionKit.UICollisionBehaviorDelegate
/// `UIColor`: a class of the engine's, declared under UIKit's name (Views/UIColor.swift).
@_exported import class TransitionKit.UIColor
@_exported import protocol TransitionKit.UIContentContainer
@_exported import class TransitionKit.UIControl
@_exported import protocol TransitionKit.UICoordinateSpace
@_exported import class TransitionKit.UIDevice
@_exported import enum TransitionKit.UIDeviceOrientation
@_exported import class TransitionKit.UIDynamicAnimator
@_exported import protocol TransitionKit.UIDynamicAnimatorDelegate
@_exported import class TransitionKit.UIDynamicBehavior
@_exported import protocol TransitionKit.UIDynamicItem
@_exported import class TransitionKit.UIDynamicItemBehavior
@_exported import enum TransitionKit.UIDynamicItemCollisionBoundsType
@_exported import class TransitionKit.UIFeedbackGenerator
// Controls and text (TransitionKit's Controls/).
@_exported import class TransitionKit.UIFont
// Image contexts and renderers: snapshots as images (TransitionKit's Views/UIGraphicsImageRenderer.swift).
@_exported import func TransitionKit.UIGraphicsBeginImageContext
@_exported import func TransitionKit.UIGraphicsBeginImageContextWithOptions
@_exported import func TransitionKit.UIGraphicsEndImageContext
@_exported import func TransitionKit.UIGraphicsGetCurrentContext
@_exported import func TransitionKit.UIGraphicsGetImageFromCurrentImageContext
@_exported import class TransitionKit.UIGraphicsImageRenderer
@_exported import class TransitionKit.UIGraphicsImageRendererContext
@_exported import class TransitionKit.UIGraphicsImageRendererFormat
@_exported import func TransitionKit.UIGraphicsPopContext
@_exported import func TransitionKit.UIGraphicsPushContext
@_exported import class TransitionKit.UIGravityBehavior
/// `UIImage`: a class of the engine's, declared under UIKit's name (Views/UIImage.swift).
@_exported import class TransitionKit.UIImage
@_exported import class TransitionKit.UIImpactFeedbackGenerator
@_exported import enum TransitionKit.UIInterfaceOrientation
@_exported import struct TransitionKit.UIInterfaceOrientationMask
@_exported import class TransitionKit.UINavigationBarAppearance
@_exported import class TransitionKit.UINib
@_exported import class TransitionKit.UINotificationFeedbackGenerator
@_exported import struct TransitionKit.UIOffset
@_exported import struct TransitionKit.UIPopoverArrowDirection
@_exported import class TransitionKit.UIPopoverPresentationController
@_exported import protocol TransitionKit.UIPopoverPresentationControllerDelegate
@_exported import class TransitionKit.UIPushBehavior
@_exported import struct TransitionKit.UIRectCorner
@_exported import func TransitionKit.UIRectFill
@_exported import class TransitionKit.UIResponder
@_exported import class TransitionKit.UIScene
/// `UIScreen`: the screen of the run in progress (Views/UIScreen.swift).
@_exported import class TransitionKit.UIScreen
@_exported import class TransitionKit.UISearchBar
@_exported import protocol TransitionKit.UISearchBarDelegate
@_exported import class TransitionKit.UISelectionFeedbackGenerator
@_exported import enum TransitionKit.UISemanticContentAttribute
@_exported import class TransitionKit.UISheetPresentationController
@_exported import protocol TransitionKit.UISheetPresentationControllerDelegate
@_exported import protocol TransitionKit.UISheetPresentationControllerDetentResolutionContext
@_exported import class TransitionKit.UISnapBehavior
@_exported import enum TransitionKit.UIStatusBarAnimation
@_exported import class TransitionKit.UIStatusBarManager
@_exported import enum TransitionKit.UIStatusBarStyle
@_exported import class TransitionKit.UIStoryboard
@_exported import class TransitionKit.UIStoryboardSegue
@_exported import class TransitionKit.UITabBar
@_exported import class TransitionKit.UITabBarItem
@_exported import class TransitionKit.UITextField
@_exported import protocol TransitionKit.UITextFieldDelegate
@_exported import class TransitionKit.UITextView
@_exported import protocol TransitionKit.UITextViewDelegate
@_exported import class TransitionKit.UIToolbar
// Traits, content containers and adaptivity (TransitionKit's Traits/), declared under UIKit's names.
@_exported import class TransitionKit.UITraitCollection
@_exported import protocol TransitionKit.UITraitEnvironment
@_exported import enum TransitionKit.UITraitEnvironmentLayoutDirection
@_exported import enum TransitionKit.UIUserInterfaceIdiom
@_exported import enum TransitionKit.UIUserInterfaceLayoutDirection
@_exported import enum TransitionKit.UIUserInterfaceSizeClass
@_exported import enum TransitionKit.UIUserInterfaceStyle
@_exported import class TransitionKit.UIVibrancyEffect
@_exported import enum TransitionKit.UIVibrancyEffectStyle
@_exported import class TransitionKit.UIVisualEffect
@_exported import class TransitionKit.UIVisualEffectView
@_exported import class TransitionKit.UIWindowScene
@_exported import protocol TransitionKit._KeyValueCodingAndObserving

// The UIKit names of the engine's types. The engine's own names are the short ones on the
// right; catalog files use these so an animator reads like — and is — UIKit code.

public typealias UIView = View
public typealias UIWindow = Window
public typealias UIImageView = ImageView
public typealias UILabel = Label
public typealias UIEdgeInsets = EdgeInsets
public typealias UIViewController = ViewController
public typealias UINavigationController = NavigationController
public typealias UINavigationBar = NavigationBar
public typealias UINavigationItem = NavigationItem
public typealias UITabBarController = TabBarController
public typealias UIPanGestureRecognizer = PanGestureRecognizer
public typealias UIPercentDrivenInteractiveTransition = PercentDrivenInteractiveTransition
public typealias UIViewControllerAnimatedTransitioning = ViewControllerAnimatedTransitioning
public typealias UIViewControllerInteractiveTransitioning = ViewControllerInteractiveTransitioning
public typealias UIViewControllerContextTransitioning = ViewControllerContextTransitioning
public typealias UIViewControllerTransitioningDelegate = ViewControllerTransitioningDelegate
public typealias UINavigationControllerDelegate = NavigationControllerDelegate
public typealias UITabBarControllerDelegate = TabBarControllerDelegate
public typealias UITransitionContextViewControllerKey = TransitionContextViewControllerKey
public typealias UITransitionContextViewKey = TransitionContextViewKey
public typealias UIPresentationController = PresentationController
public typealias UIModalPresentationStyle = ModalPresentationStyle
public typealias UIModalTransitionStyle = ModalTransitionStyle
public typealias UIViewControllerTransitionCoordinator = ViewControllerTransitionCoordinator
public typealias UIViewControllerTransitionCoordinatorContext = ViewControllerTransitionCoordinatorContext

/// `UIView.AnimationOptions`, `UIView.KeyframeAnimationOptions` and `UIView.AnimationCurve`,
/// as UIKit spells them.
extension View {
    public typealias AnimationOptions = TransitionKit.AnimationOptions
    public typealias KeyframeAnimationOptions = TransitionKit.KeyframeAnimationOptions
    public typealias AnimationCurve = ViewAnimationCurve
    /// `UIView.ContentMode` (`.redraw` included).
    public typealias ContentMode = TransitionKit.ContentMode
}

/// `UINavigationController.Operation`.
extension NavigationController {
    public typealias Operation = NavigationOperation
}

public typealias UIGestureRecognizer = GestureRecognizer
public typealias UIGestureRecognizerDelegate = GestureRecognizerDelegate
public typealias UIScreenEdgePanGestureRecognizer = ScreenEdgePanGestureRecognizer
public typealias UITapGestureRecognizer = TapGestureRecognizer
public typealias UITouch = Touch
public typealias UIEvent = Event
public typealias UIRectEdge = RectEdgeSet

public typealias UIViewPropertyAnimator = ViewPropertyAnimator
public typealias UIViewAnimating = ViewAnimating
public typealias UIViewImplicitlyAnimating = ViewImplicitlyAnimating
public typealias UIViewAnimatingState = ViewAnimatingState
public typealias UIViewAnimatingPosition = ViewAnimatingPosition
public typealias UITimingCurveProvider = TimingCurveProvider
public typealias UITimingCurveType = TimingCurveType
public typealias UICubicTimingParameters = CubicTimingParameters
public typealias UISpringTimingParameters = SpringTimingParameters

// The names of the iOS 11 SDK and earlier (Swift 4): apps written then still spell them so.
public typealias UIViewAnimationOptions = AnimationOptions
public typealias UIViewKeyframeAnimationOptions = KeyframeAnimationOptions
public typealias UIViewAnimationCurve = ViewAnimationCurve
public typealias UIViewContentMode = ContentMode
public typealias UINavigationControllerOperation = NavigationOperation
public typealias UIGestureRecognizerState = GestureRecognizer.State

// More gesture recognizers (Transitioning/MoreGestureRecognizers.swift).
public typealias UILongPressGestureRecognizer = LongPressGestureRecognizer
public typealias UISwipeGestureRecognizer = SwipeGestureRecognizer
public typealias UIPinchGestureRecognizer = PinchGestureRecognizer
public typealias UIRotationGestureRecognizer = RotationGestureRecognizer
