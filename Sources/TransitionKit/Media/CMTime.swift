import Foundation

/// Core Media's `CMTimeValue`, `CMTimeScale` and `CMTimeEpoch`, as declared.
public typealias CMTimeValue = Int64
public typealias CMTimeScale = Int32
public typealias CMTimeEpoch = Int64

/// Core Media's `CMTimeFlags`.
public struct CMTimeFlags: OptionSet, Sendable, Hashable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    public static let valid = CMTimeFlags(rawValue: 1 << 0)
    public static let hasBeenRounded = CMTimeFlags(rawValue: 1 << 1)
    public static let positiveInfinity = CMTimeFlags(rawValue: 1 << 2)
    public static let negativeInfinity = CMTimeFlags(rawValue: 1 << 3)
    public static let indefinite = CMTimeFlags(rawValue: 1 << 4)
    public static let impliedValueFlagsMask: CMTimeFlags = [.positiveInfinity, .negativeInfinity, .indefinite]
}

/// Core Media's `CMTime`: a rational time, `value / timescale` seconds. Video transitions
/// compute seek targets and observer intervals with it; it is exact arithmetic, so it is
/// modelled whole (the player that reads it is not: AVPlayer.swift).
public struct CMTime: Sendable, Hashable, Comparable, CustomStringConvertible {
    public var value: CMTimeValue
    public var timescale: CMTimeScale
    public var flags: CMTimeFlags
    public var epoch: CMTimeEpoch

    public init(value: CMTimeValue, timescale: CMTimeScale, flags: CMTimeFlags, epoch: CMTimeEpoch) {
        self.value = value
        self.timescale = timescale
        self.flags = flags
        self.epoch = epoch
    }

    /// Invalid when `timescale` is not positive, as Core Media's.
    public init(value: CMTimeValue, timescale: CMTimeScale) {
        self.init(value: value, timescale: timescale, flags: timescale > 0 ? .valid : [], epoch: 0)
    }

    /// `seconds` rounded to the nearest tick of `preferredTimescale` (flagged
    /// `hasBeenRounded` when the tick is not exact); invalid for a timescale that is not
    /// positive; ±infinity and NaN give the matching special times.
    public init(seconds: Double, preferredTimescale: CMTimeScale) {
        guard preferredTimescale > 0, !seconds.isNaN else {
            self = seconds.isNaN && preferredTimescale > 0 ? .indefinite : .invalid
            return
        }
        if seconds.isInfinite {
            self = seconds > 0 ? .positiveInfinity : .negativeInfinity
            return
        }
        let ticks = (seconds * Double(preferredTimescale)).rounded()
        self.init(value: CMTimeValue(ticks), timescale: preferredTimescale)
        if ticks != seconds * Double(preferredTimescale) { flags.insert(.hasBeenRounded) }
    }

    public static let zero = CMTime(value: 0, timescale: 1)
    public static let invalid = CMTime(value: 0, timescale: 0, flags: [], epoch: 0)
    public static let indefinite = CMTime(value: 0, timescale: 0, flags: [.valid, .indefinite], epoch: 0)
    public static let positiveInfinity = CMTime(value: 0, timescale: 0, flags: [.valid, .positiveInfinity], epoch: 0)
    public static let negativeInfinity = CMTime(value: 0, timescale: 0, flags: [.valid, .negativeInfinity], epoch: 0)

    public var isValid: Bool { flags.contains(.valid) }
    public var isIndefinite: Bool { isValid && flags.contains(.indefinite) }
    public var isPositiveInfinity: Bool { isValid && flags.contains(.positiveInfinity) }
    public var isNegativeInfinity: Bool { isValid && flags.contains(.negativeInfinity) }
    /// Valid and neither indefinite nor infinite.
    public var isNumeric: Bool { isValid && flags.isDisjoint(with: .impliedValueFlagsMask) }

    /// The time in seconds: NaN when invalid or indefinite, ±infinity for the infinities.
    public var seconds: Double {
        if isPositiveInfinity { return .infinity }
        if isNegativeInfinity { return -.infinity }
        guard isNumeric else { return .nan }
        return Double(value) / Double(timescale)
    }

    public var description: String {
        isNumeric ? "CMTime(\(value)/\(timescale) = \(seconds))" : "CMTime(\(isValid ? "indefinite or infinite" : "invalid"))"
    }

    /// Core Media compares times by what they mean: 1/2 equals 2/4.
    public static func == (a: CMTime, b: CMTime) -> Bool { CMTimeCompare(a, b) == 0 }
    public static func < (a: CMTime, b: CMTime) -> Bool { CMTimeCompare(a, b) < 0 }
    public func hash(into hasher: inout Hasher) { hasher.combine(seconds) }

    public static func + (a: CMTime, b: CMTime) -> CMTime { CMTimeAdd(a, b) }
    public static func - (a: CMTime, b: CMTime) -> CMTime { CMTimeSubtract(a, b) }
}

public func CMTimeMake(value: Int64, timescale: Int32) -> CMTime { CMTime(value: value, timescale: timescale) }

public func CMTimeMakeWithSeconds(_ seconds: Float64, preferredTimescale: Int32) -> CMTime {
    CMTime(seconds: seconds, preferredTimescale: preferredTimescale)
}

public func CMTimeGetSeconds(_ time: CMTime) -> Float64 { time.seconds }

/// −1, 0 or 1. Invalid times are equal to each other and less than any other; infinities and
/// the indefinite time order as Core Media documents (−∞ < numeric < +∞ < indefinite).
public func CMTimeCompare(_ time1: CMTime, _ time2: CMTime) -> Int32 {
    func rank(_ t: CMTime) -> Int {
        if !t.isValid { return 0 }
        if t.isNegativeInfinity { return 1 }
        if t.isPositiveInfinity { return 3 }
        if t.isIndefinite { return 4 }
        return 2
    }
    let (r1, r2) = (rank(time1), rank(time2))
    if r1 != r2 { return r1 < r2 ? -1 : 1 }
    guard r1 == 2 else { return 0 }
    // Cross-multiplied exactly; in seconds when that would overflow.
    let left = time1.value.multipliedReportingOverflow(by: CMTimeValue(time2.timescale))
    let right = time2.value.multipliedReportingOverflow(by: CMTimeValue(time1.timescale))
    if !left.overflow, !right.overflow {
        return left.partialValue == right.partialValue ? 0 : (left.partialValue < right.partialValue ? -1 : 1)
    }
    return time1.seconds == time2.seconds ? 0 : (time1.seconds < time2.seconds ? -1 : 1)
}

/// The sum in the larger of the two timescales (exact when one divides the other).
public func CMTimeAdd(_ lhs: CMTime, _ rhs: CMTime) -> CMTime { combine(lhs, rhs, +) }

public func CMTimeSubtract(_ lhs: CMTime, _ rhs: CMTime) -> CMTime { combine(lhs, rhs, -) }

private func combine(_ a: CMTime, _ b: CMTime, _ op: (CMTimeValue, CMTimeValue) -> CMTimeValue) -> CMTime {
    guard a.isNumeric, b.isNumeric else {
        // Core Media's rules for the special times: invalid or indefinite spread; an infinity
        // wins over a number; opposite infinities make an invalid time.
        if !a.isValid || !b.isValid { return .invalid }
        if a.isIndefinite || b.isIndefinite { return .indefinite }
        let signA = a.isPositiveInfinity ? 1 : (a.isNegativeInfinity ? -1 : 0)
        var signB = b.isPositiveInfinity ? 1 : (b.isNegativeInfinity ? -1 : 0)
        if op(0, 1) < 0 { signB = -signB }
        if signA != 0, signB != 0, signA != signB { return .invalid }
        return (signA != 0 ? signA : signB) > 0 ? .positiveInfinity : .negativeInfinity
    }
    if a.timescale == b.timescale { return CMTime(value: op(a.value, b.value), timescale: a.timescale) }
    let scale = max(a.timescale, b.timescale)
    func at(_ t: CMTime) -> CMTimeValue { t.value * CMTimeValue(scale) / CMTimeValue(t.timescale) }
    var result = CMTime(value: op(at(a), at(b)), timescale: scale)
    if scale % a.timescale != 0 || scale % b.timescale != 0 { result.flags.insert(.hasBeenRounded) }
    return result
}
