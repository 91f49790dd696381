/// Writes JSON tokens at a raw pointer, with no bounds or capacity checks.
///
/// Frame encoding is a few thousand small writes per frame; doing each through `Array.append`
/// (a uniqueness check, a capacity check and often a `memmove` call per token) cost more than
/// everything else in the encoder. So callers reserve room for a whole value up front —
/// each token below documents its largest size — and the cursor then only stores bytes.
///
/// It writes exactly the bytes `JSONWriter` always has: see `number(_:)` for the number form.
struct JSONCursor {
    /// Where the next byte goes.
    private(set) var position: UnsafeMutablePointer<UInt8>

    init(_ position: UnsafeMutablePointer<UInt8>) {
        self.position = position
    }

    // MARK: Sizes, for reserving room

    /// The longest `number(_:)`: `Double.description` of the fallback, e.g.
    /// `-1.2345678901234567e+308`. The fixed-point form is at most 21, `-8999999999999.999999`,
    /// and touches one more: its decimals are stored 8 bytes at once (the next write
    /// overwrites the spare byte).
    static let maxNumberCount = 24
    /// The longest `integer(_:)`: `-9223372036854775808`.
    static let maxIntegerCount = 20

    /// The longest `string(_:)` of `s`: every byte escaped as `\u00XX`, plus the quotes.
    @inline(__always)
    static func maxStringCount(_ s: String) -> Int { 6 * s.utf8.count + 2 }

    // MARK: Tokens

    @inline(__always)
    mutating func byte(_ b: UInt8) {
        position.pointee = b
        position += 1
    }

    /// Copies bytes as they are (pre-encoded JSON).
    @inline(__always)
    mutating func bytes(_ buffer: UnsafeBufferPointer<UInt8>) {
        guard let source = buffer.baseAddress else { return }
        position.initialize(from: source, count: buffer.count)
        position += buffer.count
    }

    /// Moves past `count` bytes the caller has just stored at `position`.
    @inline(__always)
    mutating func skip(_ count: Int) { position += count }

    /// Copies a literal such as `,"opacity":`; its length is the literal's.
    @inline(__always)
    mutating func literal(_ s: StaticString) {
        let count = s.utf8CodeUnitCount
        UnsafeMutableRawPointer(position).copyMemory(from: s.utf8Start, byteCount: count)
        position += count
    }

    /// `true` or `false`: at most 5 bytes.
    @inline(__always)
    mutating func bool(_ flag: Bool) {
        if flag { literal("true") } else { literal("false") }
    }

    /// At most `maxIntegerCount` bytes.
    @inline(__always)
    mutating func integer(_ value: Int) {
        if value < 0 { byte(UInt8(ascii: "-")) }
        unsigned(UInt64(value.magnitude))
    }

    /// Decimal digits, most significant first. Coordinates, sizes and ids are mostly below
    /// 10 000, so those lengths are written directly, two digits per table load; longer ones
    /// go through a loop. (A branch-free SIMD-within-a-register form was measured slower.)
    @inline(__always)
    mutating func unsigned(_ value: UInt64) {
        if value < 100 {
            if value < 10 {
                byte(UInt8(truncatingIfNeeded: value) &+ 48)
            } else {
                Self.writePair(Int(truncatingIfNeeded: value), at: position)
                position += 2
            }
        } else if value < 10_000 {
            let v = Int(truncatingIfNeeded: value)
            if v < 1000 {
                position.pointee = UInt8(truncatingIfNeeded: v / 100) &+ 48
                Self.writePair(v % 100, at: position + 1)
                position += 3
            } else {
                Self.writePair(v / 100, at: position)
                Self.writePair(v % 100, at: position + 2)
                position += 4
            }
        } else {
            longUnsigned(value)
        }
    }

    @inline(never)
    private mutating func longUnsigned(_ value: UInt64) {
        let count = Self.decimalDigitCount(value)
        var v = value
        var end = position + count
        while v >= 100 {
            end -= 2
            Self.writePair(Int(truncatingIfNeeded: v % 100), at: end)
            v /= 100
        }
        if v >= 10 {
            Self.writePair(Int(truncatingIfNeeded: v), at: end - 2)
        } else {
            (end - 1).pointee = UInt8(truncatingIfNeeded: v) &+ 48
        }
        position += count
    }

    /// A number with at most six decimals, trailing zeros dropped; `-0` and anything that
    /// rounds to zero is `0`; NaN and ±∞ have no JSON form and are `null`. At most
    /// `maxNumberCount` bytes.
    ///
    /// The decimals are those of `v · 10⁶` rounded half away from zero, computed in Double,
    /// exactly as `(v * 1_000_000).rounded()` does; past ±9·10¹⁸ (beyond Int64 at this precision)
    /// the shortest round-trip form is written instead, which is just as deterministic.
    @inline(__always)
    mutating func number(_ v: Double) {
        let scaled = v * 1_000_000
        // False for NaN and ±∞ too. From 2⁵² on every Double is an integer, so comparing
        // before rounding is the same test as after.
        guard abs(scaled) < 9.0e18 else {
            notFixedPoint(v)
            return
        }
        let n = Self.roundedHalfAwayFromZero(scaled)
        if n == 0 {
            byte(UInt8(ascii: "0"))
            return
        }
        if n < 0 { byte(UInt8(ascii: "-")) }
        let magnitude = n.magnitude
        unsigned(magnitude / 1_000_000)
        let fraction = Int(truncatingIfNeeded: magnitude % 1_000_000)
        if fraction != 0 { decimals(fraction) }
    }

    /// `.` and the six digits of `fraction` (1…999 999) without its trailing zeros, built in
    /// one integer and stored at once.
    @inline(__always)
    private mutating func decimals(_ fraction: Int) {
        let hundreds = fraction / 100
        let first = hundreds / 100
        let digits =
            UInt64(Self.pair(first))
            | UInt64(Self.pair(hundreds &- first &* 100)) << 16
            | UInt64(Self.pair(fraction &- hundreds &* 100)) << 32
        UnsafeMutableRawPointer(position).storeBytes(
            of: (UInt64(UInt8(ascii: ".")) | digits << 8).littleEndian,
            as: UInt64.self)
        // Digits are bytes 0…5, first digit lowest; trailing '0's become high zero bytes.
        let trailingZeros = ((digits ^ 0x3030_3030_3030) << 16).leadingZeroBitCount / 8
        position += 7 - trailingZeros
    }

    /// A string in quotes, with `"`, `\` and control characters escaped; every other byte
    /// (UTF-8 included) as it is. At most `maxStringCount(s)` bytes.
    mutating func string(_ s: String) {
        byte(UInt8(ascii: "\""))
        var s = s
        s.withUTF8 { utf8 in
            for b in utf8 {
                if b >= 0x20 && b != UInt8(ascii: "\"") && b != UInt8(ascii: "\\") {
                    byte(b)
                } else {
                    escape(b)
                }
            }
        }
        byte(UInt8(ascii: "\""))
    }

    // MARK: Helpers

    @inline(never)
    private mutating func escape(_ b: UInt8) {
        byte(UInt8(ascii: "\\"))
        switch b {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"): byte(b)
        case 0x0A: byte(UInt8(ascii: "n"))
        case 0x0D: byte(UInt8(ascii: "r"))
        case 0x09: byte(UInt8(ascii: "t"))
        default:
            literal("u00")
            byte(Self.hexDigit(b >> 4))
            byte(Self.hexDigit(b & 0xF))
        }
    }

    /// `null` for NaN and ±∞, else the shortest round-trip form (past ±9·10¹²).
    @inline(never)
    private mutating func notFixedPoint(_ v: Double) {
        guard v.isFinite else {
            literal("null")
            return
        }
        var text = v.description
        text.withUTF8 { bytes($0) }
    }

    @inline(__always)
    private static func hexDigit(_ nibble: UInt8) -> UInt8 {
        nibble < 10 ? 48 + nibble : UInt8(ascii: "a") + nibble - 10
    }

    /// `Double.rounded()` (to nearest, ties away from zero) then `Int64(_:)`, without the libm
    /// call: truncating is exact, and so is the fraction it leaves, for |x| < 2⁵³; beyond 2⁵²
    /// every Double is an integer and the fraction is 0.
    @inline(__always)
    static func roundedHalfAwayFromZero(_ x: Double) -> Int64 {
        let truncated = Int64(x)
        let fraction = x - Double(truncated)
        if fraction >= 0.5 { return truncated &+ 1 }
        if fraction <= -0.5 { return truncated &- 1 }
        return truncated
    }

    /// "00" … "99" back to back: two digits with one load.
    private static var digitPairs: StaticString {
        "00010203040506070809101112131415161718192021222324252627282930313233343536373839404142434445464748495051525354555657585960616263646566676869707172737475767778798081828384858687888990919293949596979899"
    }

    /// The two ASCII digits of `value` (0…99), the first in the low byte.
    @inline(__always)
    private static func pair(_ value: Int) -> UInt16 {
        UInt16(littleEndian: UnsafeRawPointer(digitPairs.utf8Start).loadUnaligned(fromByteOffset: 2 * value, as: UInt16.self))
    }

    /// Two ASCII digits of `value` (0…99) at `p`.
    @inline(__always)
    private static func writePair(_ value: Int, at p: UnsafeMutablePointer<UInt8>) {
        UnsafeMutableRawPointer(p).storeBytes(of: pair(value).littleEndian, as: UInt16.self)
    }

    @inline(__always)
    static func decimalDigitCount(_ value: UInt64) -> Int {
        var count = 1
        var threshold: UInt64 = 10
        while count < 20 && value >= threshold {
            count += 1
            threshold &*= 10
        }
        return count
    }
}
