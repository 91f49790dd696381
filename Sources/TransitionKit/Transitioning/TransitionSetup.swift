/// Everything a run needs before it starts: the window with both view controllers laid out,
/// the container the transition happens in, and the objects UIKit's delegates would return.
public struct TransitionSetup {
    public var window: View
    public var containerView: View
    public var fromViewController: ViewController
    public var toViewController: ViewController
    public var operation: TransitionOperation
    public var animator: any ViewControllerAnimatedTransitioning
    public var interactionController: (any ViewControllerInteractiveTransitioning)?

    public init(window: View, containerView: View, fromViewController: ViewController,
                toViewController: ViewController, operation: TransitionOperation,
                animator: any ViewControllerAnimatedTransitioning,
                interactionController: (any ViewControllerInteractiveTransitioning)? = nil) {
        self.window = window
        self.containerView = containerView
        self.fromViewController = fromViewController
        self.toViewController = toViewController
        self.operation = operation
        self.animator = animator
        self.interactionController = interactionController
    }
}
