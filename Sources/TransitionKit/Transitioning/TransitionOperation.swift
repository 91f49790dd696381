/// Which way a transition goes. Modal transitions present and dismiss; navigation ones push
/// and pop. The operation decides which view UIKit removes when the transition completes.
public enum TransitionOperation: String, Sendable, Codable, CaseIterable, Hashable {
    case present, dismiss, push, pop

    /// Presenting and pushing bring a new view controller on screen.
    public var isForward: Bool { self == .present || self == .push }

    /// The operation that undoes this one (present ↔ dismiss, push ↔ pop).
    public var reversed: TransitionOperation {
        switch self {
        case .present: return .dismiss
        case .dismiss: return .present
        case .push: return .pop
        case .pop: return .push
        }
    }

    public var navigationOperation: NavigationOperation {
        switch self {
        case .push: return .push
        case .pop: return .pop
        case .present, .dismiss: return .none
        }
    }
}

/// Where a run is in UIKit's transition life cycle.
public enum TransitionState: String, Sendable, Codable, Hashable {
    case ready, animating, interactive, finishing, cancelling, completed, cancelled

    public var isEnded: Bool { self == .completed || self == .cancelled }
}
