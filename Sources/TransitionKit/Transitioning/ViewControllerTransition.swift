import Foundation

/// iOS 18's `UIViewController.Transition` (Objective-C `UIViewControllerTransition`): what
/// `preferredTransition` holds. The fluid zoom from a source view (`zoom(options:
/// sourceViewProvider:)`) and the four modal styles as values. Final here (Apple's is not, but
/// it has no public initializer, so apps cannot subclass it either), so `-> Self` factories
/// need no `required` initializer.
extension ViewController {
    public final class Transition: NSObject {
        enum Kind {
            case zoom(options: ZoomOptions?, sourceViewProvider: (ZoomSourceViewProviderContext) -> View?)
            case modal(ModalTransitionStyle)
        }

        let kind: Kind
        /// The drag-to-dismiss recognizer this zoom put on its zoomed view controller's view
        /// (ZoomDismissGesture.swift).
        var dismissGesture: ZoomDismissGesture?
        /// Set by that gesture only while it calls `dismiss` or `popViewController`: the
        /// interaction controller UIKit's machinery then uses with the zoom's animator.
        var pendingDismissal: ZoomInteractiveDismissal?

        init(kind: Kind) {
            self.kind = kind
            super.init()
        }

        /// The fluid zoom from the view `sourceViewProvider` returns — asked when presenting
        /// or pushing and again when dismissing or popping, as Apple documents.
        public static func zoom(
            options: ZoomOptions? = nil, sourceViewProvider: @escaping (ZoomSourceViewProviderContext) -> View?
        ) -> Self {
            Self(kind: .zoom(options: options, sourceViewProvider: sourceViewProvider))
        }

        public static var coverVertical: Self { Self(kind: .modal(.coverVertical)) }
        public static var crossDissolve: Self { Self(kind: .modal(.crossDissolve)) }
        public static var flipHorizontal: Self { Self(kind: .modal(.flipHorizontal)) }
        public static var partialCurl: Self { Self(kind: .modal(.partialCurl)) }

        /// `UIViewController.Transition.ZoomOptions` (`UIZoomTransitionOptions`).
        public final class ZoomOptions: NSObject {
            /// Asked when the zoom's drag to dismiss would begin (ZoomDismissGesture.swift),
            /// with the touch's location and velocity in the zoomed view controller's view and
            /// `willBegin`, what the system would do without it; its answer decides.
            public var interactiveDismissShouldBegin: ((InteractionContext) -> Bool)?
            /// A rectangle in the zoomed view controller's view that the source view lines up
            /// with; `nil` (or a `nil` answer) lines it up with the whole view.
            public var alignmentRectProvider: ((AlignmentRectContext) -> CGRect?)?
            /// The colour behind the zoomed view while it zooms; `nil`: no dimming.
            public var dimmingColor: UIColor?

            public override init() { super.init() }

            /// `ZoomOptions.InteractionContext`: what an interactive dismissal would start with.
            public final class InteractionContext: NSObject {
                public let location: CGPoint
                public let velocity: CGVector
                public let willBegin: Bool
                init(location: CGPoint, velocity: CGVector, willBegin: Bool) {
                    self.location = location
                    self.velocity = velocity
                    self.willBegin = willBegin
                    super.init()
                }
            }

            /// `ZoomOptions.AlignmentRectContext`: the source view and the zoomed view controller.
            public final class AlignmentRectContext: NSObject {
                public let sourceView: View
                public let zoomedViewController: ViewController
                init(sourceView: View, zoomedViewController: ViewController) {
                    self.sourceView = sourceView
                    self.zoomedViewController = zoomedViewController
                    super.init()
                }
            }
        }

        /// `ZoomSourceViewProviderContext`: the two view controllers of the zoom.
        public final class ZoomSourceViewProviderContext: NSObject {
            public let sourceViewController: ViewController
            public let zoomedViewController: ViewController
            init(sourceViewController: ViewController, zoomedViewController: ViewController) {
                self.sourceViewController = sourceViewController
                self.zoomedViewController = zoomedViewController
                super.init()
            }
        }

        /// The animator UIKit plays for this transition in `operation`, `zoomed` being the view
        /// controller that has it: the zoom, or for a modal style UIKit's modal animator
        /// (presenting and dismissing; a push or pop with a modal style plays the navigation
        /// controller's own, reported).
        func animator(for operation: TransitionOperation) -> (any ViewControllerAnimatedTransitioning)? {
            switch kind {
            case .zoom(let options, let provider):
                return ZoomTransitionAnimator(operation: operation, options: options, sourceViewProvider: provider)
            case .modal(let style):
                if operation == .present || operation == .dismiss { return ModalTransitionAnimator(style: style, operation: operation) }
                Timeline.current?.noteUnmodelled(
                    "preferredTransition .\(style) on a push or pop (the navigation controller's own slide plays)")
                return nil
            }
        }

        /// The zoom's options (`nil` for a modal style or a zoom without options).
        var zoomOptions: ZoomOptions? {
            if case .zoom(let options, _) = kind { return options }
            return nil
        }

        var isZoom: Bool {
            if case .zoom = kind { return true }
            return false
        }
    }
}
