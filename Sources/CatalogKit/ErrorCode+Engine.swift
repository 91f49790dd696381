import TransitionKit
import WireVocabulary

/// The wire's names for the engine's refusals. The engine throws typed reasons and knows no
/// codes; every run a user drives reaches the engine through this layer (`CatalogRun`, and the
/// session's live gestures), which names them here, once.
extension ErrorCode {
    public init(_ reason: GestureError.Reason) {
        self =
            switch reason {
            case .notFinite: .gestureNotFinite
            case .outOfOrder: .gestureOutOfOrder
            case .timeWentBack: .gestureTimeWentBack
            case .notInteractive: .notInteractive
            case .alreadyStarted: .alreadyStarted
            case .tapOnTouchRun: .interactive
            case .tapAfterEnd: .tapAfterEnd
            case .severalTransitions: .severalTransitions
            case .noTransition: .noTransition
            }
    }

    public init(_ reason: TransitionStartError.Reason) {
        self =
            switch reason {
            case .noTransition: .noTransition
            case .severalTransitions: .severalTransitions
            case .startedWithoutTouch: .startedWithoutTouch
            }
    }
}
