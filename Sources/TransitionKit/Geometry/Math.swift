#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The few libm functions the engine needs, in one place, so every other engine file stays
/// free of platform imports and of Foundation.
public enum Math {
    @inline(__always) public static func sin(_ x: Double) -> Double { libmSin(x) }
    @inline(__always) public static func cos(_ x: Double) -> Double { libmCos(x) }
    @inline(__always) public static func tan(_ x: Double) -> Double { libmTan(x) }
    @inline(__always) public static func exp(_ x: Double) -> Double { libmExp(x) }
    @inline(__always) public static func log(_ x: Double) -> Double { libmLog(x) }
    @inline(__always) public static func atan2(_ y: Double, _ x: Double) -> Double { libmAtan2(y, x) }
    @inline(__always) public static func acos(_ x: Double) -> Double { libmAcos(Swift.min(1, Swift.max(-1, x))) }
    @inline(__always) public static func asin(_ x: Double) -> Double { libmAsin(Swift.min(1, Swift.max(-1, x))) }
    @inline(__always) public static func pow(_ x: Double, _ y: Double) -> Double { libmPow(x, y) }
}

@inline(__always) private func libmSin(_ x: Double) -> Double { sin(x) }
@inline(__always) private func libmCos(_ x: Double) -> Double { cos(x) }
@inline(__always) private func libmTan(_ x: Double) -> Double { tan(x) }
@inline(__always) private func libmExp(_ x: Double) -> Double { exp(x) }
@inline(__always) private func libmLog(_ x: Double) -> Double { log(x) }
@inline(__always) private func libmAtan2(_ y: Double, _ x: Double) -> Double { atan2(y, x) }
@inline(__always) private func libmAcos(_ x: Double) -> Double { acos(x) }
@inline(__always) private func libmAsin(_ x: Double) -> Double { asin(x) }
@inline(__always) private func libmPow(_ x: Double, _ y: Double) -> Double { pow(x, y) }
