/// `UIView.AnimationOptions`, with UIKit's bit layout so option sets read the same.
/// The curve, `.repeat` and `.autoreverse` change what the engine computes;
/// `.beginFromCurrentState` is what the engine always does; `allowUserInteraction` concerns
/// touches only; the `override…` options describe what the engine always does with a nested
/// block (see `View.record`); the `transition…`, `allowAnimatedContent` and
/// `showHideTransitionViews` options apply to `UIView.transition(with:)` only, and UIKit ignores
/// them in `animate`. `.layoutSubviews` (`unmodelled`) would change frames in UIKit and is not
/// modelled: a run records its use and the contract checker reports it.
public struct AnimationOptions: OptionSet, Sendable, Hashable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    public static let layoutSubviews = AnimationOptions(rawValue: 1 << 0)
    public static let allowUserInteraction = AnimationOptions(rawValue: 1 << 1)
    public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
    public static let `repeat` = AnimationOptions(rawValue: 1 << 3)
    public static let autoreverse = AnimationOptions(rawValue: 1 << 4)
    public static let overrideInheritedDuration = AnimationOptions(rawValue: 1 << 5)
    public static let overrideInheritedCurve = AnimationOptions(rawValue: 1 << 6)
    public static let allowAnimatedContent = AnimationOptions(rawValue: 1 << 7)
    public static let showHideTransitionViews = AnimationOptions(rawValue: 1 << 8)
    public static let overrideInheritedOptions = AnimationOptions(rawValue: 1 << 9)

    public static let curveEaseInOut = AnimationOptions(rawValue: 0 << 16)
    public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
    public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
    public static let curveLinear = AnimationOptions(rawValue: 3 << 16)

    public static let transitionFlipFromLeft = AnimationOptions(rawValue: 1 << 20)
    public static let transitionFlipFromRight = AnimationOptions(rawValue: 2 << 20)
    public static let transitionCurlUp = AnimationOptions(rawValue: 3 << 20)
    public static let transitionCurlDown = AnimationOptions(rawValue: 4 << 20)
    public static let transitionCrossDissolve = AnimationOptions(rawValue: 5 << 20)
    public static let transitionFlipFromTop = AnimationOptions(rawValue: 6 << 20)
    public static let transitionFlipFromBottom = AnimationOptions(rawValue: 7 << 20)

    /// The media timing function the curve bits select (easeInOut when none is given).
    public var curve: ViewAnimationCurve {
        ViewAnimationCurve(rawValue: Int((rawValue >> 16) & 0xF)) ?? .easeInOut
    }

    /// The options set here that would change an `animate` block's frames in UIKit and that
    /// the engine does not model, by UIKit's names.
    public var unmodelled: [String] {
        contains(.layoutSubviews) ? ["layoutSubviews"] : []
    }
}

/// `UIView.KeyframeAnimationOptions`: the animation options plus a calculation mode.
public struct KeyframeAnimationOptions: OptionSet, Sendable, Hashable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    public static let layoutSubviews = KeyframeAnimationOptions(rawValue: 1 << 0)
    public static let allowUserInteraction = KeyframeAnimationOptions(rawValue: 1 << 1)
    public static let beginFromCurrentState = KeyframeAnimationOptions(rawValue: 1 << 2)
    public static let `repeat` = KeyframeAnimationOptions(rawValue: 1 << 3)
    public static let autoreverse = KeyframeAnimationOptions(rawValue: 1 << 4)
    public static let overrideInheritedDuration = KeyframeAnimationOptions(rawValue: 1 << 5)
    public static let overrideInheritedOptions = KeyframeAnimationOptions(rawValue: 1 << 9)

    public static let calculationModeLinear = KeyframeAnimationOptions(rawValue: 0 << 10)
    public static let calculationModeDiscrete = KeyframeAnimationOptions(rawValue: 1 << 10)
    public static let calculationModePaced = KeyframeAnimationOptions(rawValue: 2 << 10)
    public static let calculationModeCubic = KeyframeAnimationOptions(rawValue: 3 << 10)
    public static let calculationModeCubicPaced = KeyframeAnimationOptions(rawValue: 4 << 10)

    /// The overall curve: UIKit accepts `AnimationOptions` curve bits here too, and applies
    /// the curve to the whole keyframe animation, not to each keyframe.
    public static let curveEaseInOut = KeyframeAnimationOptions(rawValue: 0 << 16)
    public static let curveEaseIn = KeyframeAnimationOptions(rawValue: 1 << 16)
    public static let curveEaseOut = KeyframeAnimationOptions(rawValue: 2 << 16)
    public static let curveLinear = KeyframeAnimationOptions(rawValue: 3 << 16)

    public var calculationMode: KeyframeCalculationMode {
        switch (rawValue >> 10) & 0x7 {
        case 1: return .discrete
        case 2: return .paced
        case 3: return .cubic
        case 4: return .cubicPaced
        default: return .linear
        }
    }

    public var curve: ViewAnimationCurve {
        ViewAnimationCurve(rawValue: Int((rawValue >> 16) & 0xF)) ?? .easeInOut
    }

    /// The options set here that the engine does not model (see `AnimationOptions.unmodelled`).
    public var unmodelled: [String] {
        contains(.layoutSubviews) ? ["layoutSubviews"] : []
    }
}

/// `UIView.AnimationCurve`.
public enum ViewAnimationCurve: Int, Sendable, Hashable, CaseIterable {
    case easeInOut = 0
    case easeIn = 1
    case easeOut = 2
    case linear = 3

    public var bezier: CubicBezier {
        switch self {
        case .easeInOut: return .easeInEaseOut
        case .easeIn: return .easeIn
        case .easeOut: return .easeOut
        case .linear: return .linear
        }
    }
}
