import UIKit

/// The checkerboard: both screens are snapshotted into images, cut into a grid of tiles, and
/// each tile turns over in 3-D — the old screen on its front, the new one on its back — in a
/// wave from one corner to the other. Written below UIView as Apple's transitions sample
/// writes it: `UIGraphicsImageRenderer` and `UIGraphicsBeginImageContextWithOptions`
/// snapshots, `CALayer` tiles whose `contents` is a snapshot's `cgImage` and whose
/// `contentsRect` picks their square, `isDoubleSided = false`, a shared perspective in the
/// board's `sublayerTransform`, staggered `CABasicAnimation`s, and a `CATransaction`
/// completion block that calls `completeTransition`.
struct CheckerboardEntry: CatalogEntry {
    let id = "checkerboard"
    let title = "Checkerboard"
    let summary = "Both screens are cut into tiles that turn over one after another, old screen in front, new behind."
    let origin = "Apple's checkerboard transition: snapshot layers in a grid, flipped under a perspective sublayerTransform"
    let operations: [TransitionOperation] = [.push, .pop]

    static let flipDuration = NumberParameter("flipDuration", "Tile flip", default: 0.5, range: 0.1...3, step: 0.05, unit: "s",
                                              help: "CABasicAnimation.duration of each tile's turn")
    static let stagger = NumberParameter("stagger", "Stagger", default: 0.04, range: 0...0.3, step: 0.01, unit: "s",
                                         help: "How much later each diagonal of tiles starts turning")
    static let columns = NumberParameter("columns", "Columns", default: 4, range: 1...10, step: 1, unit: "",
                                         help: "Tiles across; rows follow from the screen's shape")
    var parameters: [ParameterSpec] { [Self.flipDuration.spec, Self.stagger.spec, Self.columns.spec] }

    func start(_ operation: TransitionOperation, in window: UIWindow, parameters: ParameterValues) {
        let first = CheckerboardFirstViewController(
            flipDuration: parameters[Self.flipDuration], stagger: parameters[Self.stagger],
            columns: Int(parameters[Self.columns]))
        let navigation = UINavigationController(rootViewController: first)
        navigation.delegate = first.transitions
        navigation.isNavigationBarHidden = true
        window.rootViewController = navigation
        window.makeKeyAndVisible()

        let second = CheckerboardSecondViewController()
        if operation == .push {
            navigation.pushViewController(second, animated: true)
        } else {
            navigation.pushViewController(second, animated: false)
            navigation.popViewController(animated: true)
        }
    }
}

/// The first screen: white, with a row of coloured cards. It keeps the navigation
/// controller's delegate, which UIKit holds weakly.
final class CheckerboardFirstViewController: UIViewController {
    let transitions: CheckerboardTransitions

    init(flipDuration: TimeInterval, stagger: TimeInterval, columns: Int) {
        transitions = CheckerboardTransitions(flipDuration: flipDuration, stagger: stagger, columns: columns)
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        let colors: [UIColor] = [.systemRed, .systemOrange, .systemGreen, .systemBlue]
        for (index, color) in colors.enumerated() {
            let card = UIView(frame: CGRect(x: 20, y: 80 + CGFloat(index) * 150, width: 335, height: 120))
            card.backgroundColor = color
            card.layer.cornerRadius = 14
            card.accessibilityIdentifier = "card\(index)"
            view.addSubview(card)
        }
    }
}

/// The second screen: dark blue, with a large white panel.
final class CheckerboardSecondViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = UIColor(red: 0.1, green: 0.2, blue: 0.45, alpha: 1)
        let panel = UIView(frame: CGRect(x: 30, y: 140, width: 315, height: 420))
        panel.backgroundColor = .white
        panel.layer.cornerRadius = 24
        panel.accessibilityIdentifier = "panel"
        view.addSubview(panel)
    }
}

/// The navigation controller's delegate: the checkerboard both ways.
final class CheckerboardTransitions: NSObject, UINavigationControllerDelegate {
    let flipDuration: TimeInterval
    let stagger: TimeInterval
    let columns: Int

    init(flipDuration: TimeInterval, stagger: TimeInterval, columns: Int) {
        self.flipDuration = flipDuration
        self.stagger = stagger
        self.columns = columns
    }

    func navigationController(_ navigationController: UINavigationController,
                              animationControllerFor operation: UINavigationController.Operation,
                              from fromVC: UIViewController, to toVC: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
        CheckerboardAnimator(flipDuration: flipDuration, stagger: stagger, columns: columns, forward: operation != .pop)
    }
}

/// Cuts both screens into tiles and turns each over, front (old screen) to back (new screen).
final class CheckerboardAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let flipDuration: TimeInterval
    let stagger: TimeInterval
    let columns: Int
    /// Push turns the tiles right to left, pop left to right.
    let forward: Bool

    init(flipDuration: TimeInterval, stagger: TimeInterval, columns: Int, forward: Bool) {
        self.flipDuration = flipDuration
        self.stagger = stagger
        self.columns = max(1, columns)
        self.forward = forward
    }

    /// Square-ish tiles: as many rows as fit the screen's height at the column width.
    func grid(for bounds: CGRect) -> (columns: Int, rows: Int) {
        let side = bounds.width / CGFloat(columns)
        return (columns, max(1, Int((bounds.height / side).rounded())))
    }

    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
        let bounds = transitionContext?.containerView.bounds ?? UIScreen.main.bounds
        let (columns, rows) = grid(for: bounds)
        return flipDuration + Double(columns + rows - 2) * stagger
    }

    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        guard let fromView = transitionContext.view(forKey: .from), let toView = transitionContext.view(forKey: .to),
              let toVC = transitionContext.viewController(forKey: .to) else {
            transitionContext.completeTransition(false)
            return
        }
        let container = transitionContext.containerView
        let bounds = container.bounds
        toView.frame = transitionContext.finalFrame(for: toVC)
        container.addSubview(toView)
        toView.layoutIfNeeded()

        // The old screen as it is now, through an image renderer…
        let fromImage = UIGraphicsImageRenderer(bounds: bounds).image { _ in
            fromView.drawHierarchy(in: fromView.bounds, afterScreenUpdates: false)
        }
        // …and the new one through the older image-context calls.
        UIGraphicsBeginImageContextWithOptions(bounds.size, true, 0)
        if let context = UIGraphicsGetCurrentContext() { toView.layer.render(in: context) }
        let toImage = UIGraphicsGetImageFromCurrentImageContext()
        UIGraphicsEndImageContext()

        let board = UIView(frame: bounds)
        board.backgroundColor = .black
        board.accessibilityIdentifier = "checkerboard"
        var perspective = CATransform3DIdentity
        perspective.m34 = -1.0 / 900
        board.layer.sublayerTransform = perspective
        container.addSubview(board)

        let (columns, rows) = grid(for: bounds)
        let width = bounds.width / CGFloat(columns), height = bounds.height / CGFloat(rows)
        let turn: CGFloat = forward ? .pi : -.pi
        let start = CACurrentMediaTime()

        CATransaction.begin()
        CATransaction.setCompletionBlock {
            board.removeFromSuperview()
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        }
        for row in 0..<rows {
            for column in 0..<columns {
                let frame = CGRect(x: CGFloat(column) * width, y: CGFloat(row) * height, width: width, height: height)
                let unit = CGRect(x: frame.minX / bounds.width, y: frame.minY / bounds.height,
                                  width: width / bounds.width, height: height / bounds.height)
                // The wave runs from the leading edge's top corner.
                let step = (forward ? columns - 1 - column : column) + row
                let front = tile(frame, unit, fromImage.cgImage, name: "fromTile")
                let back = tile(frame, unit, toImage?.cgImage, name: "toTile")
                board.layer.addSublayer(front)
                board.layer.addSublayer(back)
                let begin = start + Double(step) * stagger
                front.add(flip(from: 0, to: turn, begin: begin), forKey: "flip")
                back.add(flip(from: -turn, to: 0, begin: begin), forKey: "flip")
            }
        }
        CATransaction.commit()
    }

    /// A tile showing its square of `image`, culled while its back faces the viewer.
    private func tile(_ frame: CGRect, _ unit: CGRect, _ image: CGImage?, name: String) -> CALayer {
        let layer = CALayer()
        layer.frame = frame
        layer.contents = image
        layer.contentsRect = unit
        layer.isDoubleSided = false
        layer.name = name
        return layer
    }

    /// A half turn about the tile's vertical axis, held at its start until it begins and at
    /// its end afterwards (the board is removed at the end).
    private func flip(from: CGFloat, to: CGFloat, begin: CFTimeInterval) -> CABasicAnimation {
        let animation = CABasicAnimation(keyPath: "transform.rotation.y")
        animation.fromValue = from
        animation.toValue = to
        animation.duration = flipDuration
        animation.beginTime = begin
        animation.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
        animation.fillMode = .both
        animation.isRemovedOnCompletion = false
        return animation
    }
}
