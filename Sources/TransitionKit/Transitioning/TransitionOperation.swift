/// Which way a transition goes. Modal transitions present and dismiss; navigation ones push
/// and pop; a tab bar controller selects a tab (`selectTab`, "selectTab" on the CLI and in
/// the protocol). The operation decides which view UIKit removes when the transition completes.
public enum TransitionOperation: String, Sendable, Codable, CaseIterable, Hashable {
    case present, dismiss, push, pop, selectTab

    /// Presenting and pushing bring a new view controller on screen. Selecting a tab goes
    /// neither forward nor back: the tabs are siblings.
    public var isForward: Bool { self == .present || self == .push }

    /// The operation that undoes this one (present ↔ dismiss, push ↔ pop; selecting the
    /// previous tab undoes selecting a tab).
    public var reversed: TransitionOperation {
        switch self {
        case .present: return .dismiss
        case .dismiss: return .present
        case .push: return .pop
        case .pop: return .push
        case .selectTab: return .selectTab
        }
    }

    public var navigationOperation: NavigationOperation {
        switch self {
        case .push: return .push
        case .pop: return .pop
        case .present, .dismiss, .selectTab: return .none
        }
    }
}

/// Where a run is in UIKit's transition life cycle.
public enum TransitionState: String, Sendable, Codable, Hashable {
    case ready, animating, interactive, finishing, cancelling, completed, cancelled

    public var isEnded: Bool { self == .completed || self == .cancelled }
}
