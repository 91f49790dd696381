import Foundation

// The `os` module's unified logging, as transition files use it after `import os`, `import
// os.log` or `import OSLog` (the rewritten copy imports UIKit instead: docs/bring-your-own.md,
// "Apple-only imports"). A log message changes nothing on screen, and a run has no Console to
// show it in: messages are accepted and dropped, and their interpolated values are never
// evaluated, as the system does for a level it does not record. Declarations follow Apple's
// documentation of the `os` module (Logger, OSLog, OSLogType, os_log, OSLogInterpolation).

/// A log: a subsystem and a category (`OSLog` in the `os` module).
public final class OSLog: NSObject, @unchecked Sendable {
    public let subsystem: String
    public let category: String

    public init(subsystem: String, category: String) {
        self.subsystem = subsystem
        self.category = category
        super.init()
    }

    public convenience init(subsystem: String, category: OSLog.Category) {
        self.init(subsystem: subsystem, category: category.rawValue)
    }

    /// The shared default log.
    public static let `default` = OSLog(subsystem: "", category: "")
    /// A log that records nothing.
    public static let disabled = OSLog(subsystem: "", category: "disabled")

    /// The system-defined categories.
    public struct Category: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let pointsOfInterest = Category(rawValue: "PointsOfInterest")
        public static let dynamicTracing = Category(rawValue: "DynamicTracing")
        public static let dynamicStackTracing = Category(rawValue: "DynamicStackTracing")
    }

    /// Whether messages of `type` are recorded: none are here.
    public func isEnabled(type: OSLogType) -> Bool { false }
}

/// A message's level, with the `os_log_type_t` raw values.
public struct OSLogType: RawRepresentable, Hashable, Sendable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }
    public init(_ rawValue: UInt8) { self.rawValue = rawValue }
    public static let `default` = OSLogType(rawValue: 0x00)
    public static let info = OSLogType(rawValue: 0x01)
    public static let debug = OSLogType(rawValue: 0x02)
    public static let error = OSLogType(rawValue: 0x10)
    public static let fault = OSLogType(rawValue: 0x11)
}

/// `os_log("Zoom began %{public}@", log: log, type: .debug, name)`: dropped (see the top).
public func os_log(
    _ message: StaticString, dso: UnsafeRawPointer? = #dsohandle, log: OSLog = .default, type: OSLogType = .default,
    _ args: any CVarArg...
) {}

/// The iOS 12 form, the level first.
public func os_log(
    _ type: OSLogType, dso: UnsafeRawPointer = #dsohandle, log: OSLog = .default, _ message: StaticString, _ args: any CVarArg...
) {}

/// iOS 14's `Logger`: a value apps keep in a static and call with interpolated messages.
public struct Logger: @unchecked Sendable {
    public init() {}
    public init(subsystem: String, category: String) {}
    public init(_ log: OSLog) {}

    public func log(_ message: OSLogMessage) {}
    public func log(level: OSLogType, _ message: OSLogMessage) {}
    public func trace(_ message: OSLogMessage) {}
    public func debug(_ message: OSLogMessage) {}
    public func info(_ message: OSLogMessage) {}
    public func notice(_ message: OSLogMessage) {}
    public func warning(_ message: OSLogMessage) {}
    public func error(_ message: OSLogMessage) {}
    public func critical(_ message: OSLogMessage) {}
    public func fault(_ message: OSLogMessage) {}
}

/// A message written as a string literal with interpolations (`"\(x, privacy: .public)"`).
public struct OSLogMessage: ExpressibleByStringInterpolation, ExpressibleByStringLiteral {
    public let interpolation: OSLogInterpolation

    public init(stringInterpolation: OSLogInterpolation) { interpolation = stringInterpolation }
    public init(stringLiteral value: String) {
        var interpolation = OSLogInterpolation(literalCapacity: 0, interpolationCount: 0)
        interpolation.appendLiteral(value)
        self.interpolation = interpolation
    }
}

/// The interpolations `Logger` messages take, with their labels and defaults. The values stay
/// in their closures, never called (see the top).
public struct OSLogInterpolation: StringInterpolationProtocol {
    public init(literalCapacity: Int, interpolationCount: Int) {}
    public mutating func appendLiteral(_ literal: String) {}

    public mutating func appendInterpolation(
        _ argumentString: @autoclosure @escaping () -> String, align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto
    ) {}
    public mutating func appendInterpolation<T: CustomStringConvertible>(
        _ value: @autoclosure @escaping () -> T, align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto
    ) {}
    public mutating func appendInterpolation(_ argumentObject: @autoclosure @escaping () -> NSObject, privacy: OSLogPrivacy = .auto) {}
    public mutating func appendInterpolation(
        _ value: @autoclosure @escaping () -> any Any.Type, align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto
    ) {}
    public mutating func appendInterpolation(
        _ error: @autoclosure @escaping () -> any Error, privacy: OSLogPrivacy = .auto, attributes: String = ""
    ) {}
    public mutating func appendInterpolation(
        _ number: @autoclosure @escaping () -> Int, format: OSLogIntegerFormatting = .decimal,
        align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto
    ) {}
    public mutating func appendInterpolation<T: FixedWidthInteger>(
        _ number: @autoclosure @escaping () -> T, format: OSLogIntegerFormatting = .decimal,
        align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto
    ) {}
    public mutating func appendInterpolation(
        _ number: @autoclosure @escaping () -> Double, format: OSLogFloatFormatting = .fixed,
        align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto
    ) {}
    public mutating func appendInterpolation(
        _ number: @autoclosure @escaping () -> Float, format: OSLogFloatFormatting = .fixed,
        align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto
    ) {}
    public mutating func appendInterpolation(
        _ number: @autoclosure @escaping () -> CGFloat, format: OSLogFloatFormatting = .fixed,
        align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto
    ) {}
    public mutating func appendInterpolation(
        _ boolean: @autoclosure @escaping () -> Bool, format: OSLogBoolFormat = .truth, privacy: OSLogPrivacy = .auto
    ) {}
    /// Wider than `os`: any other value (a `CGRect`, an optional), by `String(describing:)` on
    /// Apple's platforms, rather than a compile error here.
    public mutating func appendInterpolation<T>(_ value: @autoclosure @escaping () -> T, privacy: OSLogPrivacy = .auto) {}
}

/// Whether an interpolated value shows in the log.
public struct OSLogPrivacy: Equatable, Sendable {
    private let level: Int
    private init(_ level: Int) { self.level = level }
    public static let auto = OSLogPrivacy(0)
    public static let `public` = OSLogPrivacy(1)
    public static let `private` = OSLogPrivacy(2)
    public static let sensitive = OSLogPrivacy(3)
    public static func auto(mask: Mask) -> OSLogPrivacy { .auto }
    public static func `private`(mask: Mask) -> OSLogPrivacy { .private }
    public static func sensitive(mask: Mask) -> OSLogPrivacy { .sensitive }

    public struct Mask: Equatable, Sendable {
        private init() {}
        public static let hash = Mask()
        public static let none = Mask()
    }
}

/// A column an interpolated value is aligned in.
public struct OSLogStringAlignment: Sendable {
    private init() {}
    public static let none = OSLogStringAlignment()
    public static func left(columns: @autoclosure @escaping () -> Int) -> OSLogStringAlignment { .none }
    public static func right(columns: @autoclosure @escaping () -> Int) -> OSLogStringAlignment { .none }
}

/// How an interpolated integer is written.
public struct OSLogIntegerFormatting: Sendable {
    private init() {}
    public static let decimal = OSLogIntegerFormatting()
    public static let hex = OSLogIntegerFormatting()
    public static let octal = OSLogIntegerFormatting()
    public static func decimal(explicitPositiveSign: Bool = false, minDigits: @autoclosure @escaping () -> Int) -> Self { .decimal }
    public static func decimal(explicitPositiveSign: Bool = false) -> Self { .decimal }
    public static func hex(explicitPositiveSign: Bool = false, includePrefix: Bool = false, uppercase: Bool = false) -> Self { .hex }
    public static func octal(explicitPositiveSign: Bool = false, includePrefix: Bool = false, uppercase: Bool = false) -> Self { .octal }
}

/// How an interpolated floating-point number is written.
public struct OSLogFloatFormatting: Sendable {
    private init() {}
    public static let fixed = OSLogFloatFormatting()
    public static let hex = OSLogFloatFormatting()
    public static let exponential = OSLogFloatFormatting()
    public static let hybrid = OSLogFloatFormatting()
    public static func fixed(
        precision: @autoclosure @escaping () -> Int, explicitPositiveSign: Bool = false, uppercase: Bool = false
    ) -> Self {
        .fixed
    }
    public static func fixed(explicitPositiveSign: Bool = false, uppercase: Bool = false) -> Self { .fixed }
    public static func exponential(
        precision: @autoclosure @escaping () -> Int, explicitPositiveSign: Bool = false, uppercase: Bool = false
    ) -> Self {
        .exponential
    }
    public static func hybrid(
        precision: @autoclosure @escaping () -> Int, explicitPositiveSign: Bool = false, uppercase: Bool = false
    ) -> Self {
        .hybrid
    }
}

/// How an interpolated `Bool` is written.
public enum OSLogBoolFormat: Sendable {
    case truth
    case answer
}
