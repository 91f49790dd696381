/// A minimal JSON writer that appends UTF-8 bytes to one buffer.
///
/// Frames are encoded up to a thousand times a second per viewer, so this avoids Foundation's
/// encoders (allocation-heavy, and their float formatting differs across platforms).
/// Numbers are written with at most six decimals, trailing zeros dropped: the same Double
/// always gives the same bytes, which is what golden files and determinism tests compare.
public struct JSONWriter {
    public private(set) var bytes: [UInt8] = []
    private var needsComma: [Bool] = [false]

    public init(capacity: Int = 4096) {
        bytes.reserveCapacity(capacity)
    }

    public var string: String { String(decoding: bytes, as: UTF8.self) }

    // MARK: Structure

    public mutating func beginObject() { separate(); bytes.append(UInt8(ascii: "{")); needsComma.append(false) }
    public mutating func endObject() { needsComma.removeLast(); bytes.append(UInt8(ascii: "}")) }
    public mutating func beginArray() { separate(); bytes.append(UInt8(ascii: "[")); needsComma.append(false) }
    public mutating func endArray() { needsComma.removeLast(); bytes.append(UInt8(ascii: "]")) }

    /// Writes `"name":`; the value that follows must not add a comma of its own.
    public mutating func key(_ name: StaticString) {
        separate()
        bytes.append(UInt8(ascii: "\""))
        name.withUTF8Buffer { bytes.append(contentsOf: $0) }
        bytes.append(UInt8(ascii: "\""))
        bytes.append(UInt8(ascii: ":"))
        needsComma[needsComma.count - 1] = false
    }

    public mutating func key(_ name: String) {
        separate()
        writeQuoted(name)
        bytes.append(UInt8(ascii: ":"))
        needsComma[needsComma.count - 1] = false
    }

    @inline(__always)
    private mutating func separate() {
        if needsComma[needsComma.count - 1] { bytes.append(UInt8(ascii: ",")) }
        needsComma[needsComma.count - 1] = true
    }

    // MARK: Values

    public mutating func value(_ string: String) { separate(); writeQuoted(string) }
    public mutating func value(_ flag: Bool) { separate(); append(flag ? "true" : "false") }
    public mutating func null() { separate(); append("null") }
    public mutating func value(_ int: Int) { separate(); writeInteger(UInt64(int.magnitude), negative: int < 0) }
    public mutating func value(_ number: Double) { separate(); writeNumber(number) }

    /// A pre-encoded JSON fragment (e.g. a cached static part).
    public mutating func raw(_ json: [UInt8]) { separate(); bytes.append(contentsOf: json) }

    public mutating func field(_ name: StaticString, _ number: Double) { key(name); value(number) }
    public mutating func field(_ name: StaticString, _ int: Int) { key(name); value(int) }
    public mutating func field(_ name: StaticString, _ string: String) { key(name); value(string) }
    public mutating func field(_ name: StaticString, _ flag: Bool) { key(name); value(flag) }

    public mutating func numbers(_ values: [Double]) {
        beginArray()
        for v in values { value(v) }
        endArray()
    }

    // MARK: Encoding

    private mutating func append(_ s: StaticString) {
        s.withUTF8Buffer { bytes.append(contentsOf: $0) }
    }

    private mutating func writeQuoted(_ s: String) {
        bytes.append(UInt8(ascii: "\""))
        for byte in s.utf8 {
            switch byte {
            case UInt8(ascii: "\""): bytes.append(UInt8(ascii: "\\")); bytes.append(byte)
            case UInt8(ascii: "\\"): bytes.append(UInt8(ascii: "\\")); bytes.append(byte)
            case 0x0A: bytes.append(UInt8(ascii: "\\")); bytes.append(UInt8(ascii: "n"))
            case 0x0D: bytes.append(UInt8(ascii: "\\")); bytes.append(UInt8(ascii: "r"))
            case 0x09: bytes.append(UInt8(ascii: "\\")); bytes.append(UInt8(ascii: "t"))
            case 0..<0x20:
                let hex: [UInt8] = Array("0123456789abcdef".utf8)
                bytes.append(contentsOf: Array("\\u00".utf8))
                bytes.append(hex[Int(byte >> 4)])
                bytes.append(hex[Int(byte & 0xF)])
            default: bytes.append(byte)
            }
        }
        bytes.append(UInt8(ascii: "\""))
    }

    /// Six decimals at most. Non-finite numbers have no JSON form: they are written as `null`
    /// (the contract checker reports them before they ever reach a client).
    @inline(__always)
    private mutating func writeNumber(_ v: Double) {
        guard v.isFinite else { append("null"); return }
        let scaled = (v * 1_000_000).rounded()
        guard abs(scaled) < 9.0e18 else {
            // Beyond Int64 at this precision: the shortest round-trip form is still deterministic.
            bytes.append(contentsOf: Array(v.description.utf8))
            return
        }
        let n = Int64(scaled)
        if n == 0 { bytes.append(UInt8(ascii: "0")); return }
        let magnitude = UInt64(n.magnitude)
        let whole = magnitude / 1_000_000
        var fraction = magnitude % 1_000_000
        writeInteger(whole, negative: n < 0)
        guard fraction != 0 else { return }
        var digits = 6
        while fraction % 10 == 0 { fraction /= 10; digits -= 1 }
        bytes.append(UInt8(ascii: "."))
        var buffer: (UInt8, UInt8, UInt8, UInt8, UInt8, UInt8) = (48, 48, 48, 48, 48, 48)
        withUnsafeMutableBytes(of: &buffer) { raw in
            var f = fraction
            var i = digits - 1
            while i >= 0 {
                raw[i] = UInt8(48 + f % 10)
                f /= 10
                i -= 1
            }
            bytes.append(contentsOf: raw.prefix(digits))
        }
    }

    @inline(__always)
    private mutating func writeInteger(_ magnitude: UInt64, negative: Bool) {
        if negative { bytes.append(UInt8(ascii: "-")) }
        if magnitude < 10 { bytes.append(UInt8(48 + magnitude)); return }
        var buffer: (UInt64, UInt64, UInt64) = (0, 0, 0)
        withUnsafeMutableBytes(of: &buffer) { raw in
            var m = magnitude
            var i = 24
            while m > 0 {
                i -= 1
                raw[i] = UInt8(48 + m % 10)
                m /= 10
            }
            bytes.append(contentsOf: raw[i..<24])
        }
    }
}
