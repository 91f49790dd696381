/// A minimal JSON writer that appends UTF-8 bytes to one buffer.
///
/// Frames are encoded up to a thousand times a second per viewer, so this avoids Foundation's
/// encoders (allocation-heavy, and their float formatting differs across platforms).
/// Numbers are written with at most six decimals, trailing zeros dropped: the same Double
/// always gives the same bytes, which is what golden files and determinism tests compare.
///
/// Bytes go into a buffer this writer owns (copied on write, like an array) through a
/// `JSONCursor`; each call reserves room for its largest output once instead of checking
/// per byte, and which levels need a comma is a bit stack rather than an array.
public struct JSONWriter {
    private var storage: Storage
    private var count = 0
    private var commas = CommaStack()

    public init(capacity: Int = 4096) {
        storage = Storage(capacity: Swift.max(capacity, 16))
    }

    /// The bytes written so far (a copy).
    public var bytes: [UInt8] { Array(UnsafeBufferPointer(start: storage.base, count: count)) }

    public var string: String { String(decoding: UnsafeBufferPointer(start: storage.base, count: count), as: UTF8.self) }

    /// One number as the wire writes it (six decimals at most): for labels and messages that
    /// quote times and values, so they read the same as the frames.
    public static func text(_ value: Double) -> String {
        var json = JSONWriter(capacity: 16)
        json.value(value)
        return json.string
    }

    // MARK: Structure

    public mutating func beginObject() {
        write(maxCount: 1) { $0.byte(UInt8(ascii: "{")) }
        commas.push()
    }
    public mutating func endObject() {
        commas.pop()
        writeUnseparated(maxCount: 1) { $0.byte(UInt8(ascii: "}")) }
    }
    public mutating func beginArray() {
        write(maxCount: 1) { $0.byte(UInt8(ascii: "[")) }
        commas.push()
    }
    public mutating func endArray() {
        commas.pop()
        writeUnseparated(maxCount: 1) { $0.byte(UInt8(ascii: "]")) }
    }

    /// Writes `"name":`; the value that follows must not add a comma of its own.
    public mutating func key(_ name: StaticString) {
        write(maxCount: name.utf8CodeUnitCount + 3) {
            $0.byte(UInt8(ascii: "\""))
            $0.literal(name)
            $0.literal("\":")
        }
        commas.clear()
    }

    public mutating func key(_ name: String) {
        write(maxCount: JSONCursor.maxStringCount(name) + 1) {
            $0.string(name)
            $0.byte(UInt8(ascii: ":"))
        }
        commas.clear()
    }

    // MARK: Values

    public mutating func value(_ string: String) { write(maxCount: JSONCursor.maxStringCount(string)) { $0.string(string) } }
    public mutating func value(_ flag: Bool) { write(maxCount: 5) { $0.bool(flag) } }
    public mutating func null() { write(maxCount: 4) { $0.literal("null") } }
    public mutating func value(_ int: Int) { write(maxCount: JSONCursor.maxIntegerCount) { $0.integer(int) } }
    public mutating func value(_ number: Double) { write(maxCount: JSONCursor.maxNumberCount) { $0.number(number) } }

    /// A pre-encoded JSON fragment (e.g. a cached static part).
    public mutating func raw(_ json: [UInt8]) {
        write(maxCount: json.count) { cursor in
            json.withUnsafeBufferPointer { cursor.bytes($0) }
        }
    }

    public mutating func field(_ name: StaticString, _ number: Double) {
        key(name)
        value(number)
    }
    public mutating func field(_ name: StaticString, _ int: Int) {
        key(name)
        value(int)
    }
    public mutating func field(_ name: StaticString, _ string: String) {
        key(name)
        value(string)
    }
    public mutating func field(_ name: StaticString, _ flag: Bool) {
        key(name)
        value(flag)
    }

    public mutating func numbers(_ values: [Double]) {
        write(maxCount: 2 + values.count * (JSONCursor.maxNumberCount + 1)) { cursor in
            cursor.byte(UInt8(ascii: "["))
            for (i, v) in values.enumerated() {
                if i > 0 { cursor.byte(UInt8(ascii: ",")) }
                cursor.number(v)
            }
            cursor.byte(UInt8(ascii: "]"))
        }
    }

    /// Numbers in their shortest form that reads back as the same Double, not rounded to six
    /// decimals: for times a client sends back and expects to mean exactly these (1/60 s is
    /// 0.016666666666666666, where the six-decimal 0.016667 would be another moment).
    public mutating func exactNumbers(_ values: [Double]) {
        let texts = values.map { $0.isFinite ? $0.description : "null" }
        write(maxCount: 2 + texts.reduce(0) { $0 + $1.utf8.count + 1 }) { cursor in
            cursor.byte(UInt8(ascii: "["))
            for (i, text) in texts.enumerated() {
                if i > 0 { cursor.byte(UInt8(ascii: ",")) }
                var text = text
                text.withUTF8 { cursor.bytes($0) }
            }
            cursor.byte(UInt8(ascii: "]"))
        }
    }

    // MARK: Writing

    /// Writes one value (or a run of object members) at the current level: the comma it
    /// needs, then whatever `body` writes, which must be at most `maxCount` bytes.
    @inline(__always)
    mutating func write(maxCount: Int, _ body: (inout JSONCursor) -> Void) {
        let comma = commas.separate()
        writeUnseparated(maxCount: maxCount + 1) { cursor in
            if comma { cursor.byte(UInt8(ascii: ",")) }
            body(&cursor)
        }
    }

    /// Writes bytes with no comma before them, at most `maxCount` (text inside a string that
    /// is being built piecewise, such as a path's SVG data).
    @inline(__always)
    mutating func unseparated(maxCount: Int, _ body: (inout JSONCursor) -> Void) {
        writeUnseparated(maxCount: maxCount, body)
    }

    @inline(__always)
    private mutating func writeUnseparated(maxCount: Int, _ body: (inout JSONCursor) -> Void) {
        if count + maxCount > storage.capacity || !isKnownUniquelyReferenced(&storage) {
            grow(toAtLeast: count + maxCount)
        }
        let start = storage.base + count
        var cursor = JSONCursor(start)
        body(&cursor)
        let written = cursor.position - start
        precondition(written <= maxCount, "JSONWriter: a write overran the room it reserved")
        count += written
    }

    /// A new buffer (doubling, so appends stay amortised O(1)) with the bytes so far; also
    /// how a copied writer stops sharing its buffer.
    @inline(never)
    private mutating func grow(toAtLeast needed: Int) {
        let grown = Storage(capacity: Swift.max(needed, storage.capacity * 2))
        grown.base.initialize(from: storage.base, count: count)
        storage = grown
    }

    /// Owns the bytes; `let` properties, so reading them needs no exclusivity checks.
    private final class Storage {
        let base: UnsafeMutablePointer<UInt8>
        let capacity: Int

        init(capacity: Int) {
            self.capacity = capacity
            base = .allocate(capacity: capacity)
        }

        deinit { base.deallocate() }
    }
}

/// Whether each open object or array already has a member (so the next one needs a comma):
/// one bit per level, innermost in bit 0, in an integer. Levels deeper than 64 spill their
/// outermost bits to an array, which frames (4 levels) never reach.
struct CommaStack {
    private var bits: UInt64 = 0
    private var depth = 0
    private var spilled: [Bool] = []

    /// Marks the current level as having a member; true when one was already there.
    @inline(__always)
    mutating func separate() -> Bool {
        defer { bits |= 1 }
        return bits & 1 != 0
    }

    /// After a key: its value is part of the same member, so no comma before it.
    @inline(__always)
    mutating func clear() { bits &= ~1 }

    @inline(__always)
    mutating func push() {
        if depth >= 63 { spilled.append(bits >> 63 != 0) }
        bits <<= 1
        depth += 1
    }

    @inline(__always)
    mutating func pop() {
        bits >>= 1
        depth -= 1
        if depth >= 63, spilled.removeLast() { bits |= 1 << 63 }
    }
}
