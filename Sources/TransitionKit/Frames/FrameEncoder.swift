import Foundation

/// Turns frame states into the JSON the CLI prints and the preview streams.
///
/// Two levels of detail: `full` (every field, for `transitions render --json`, exports and
/// golden files) and `wire` (what a renderer and an inspector need each frame: id, quad,
/// opacity, size and the non-default extras, such as a transform other than the identity;
/// roles and content are in the scene message, sent once).
///
/// A layer always has the same shape, so it is written as a template — literal runs such as
/// `,"opacity":` with the values between them — straight into reserved room through a
/// `JSONCursor`, rather than key by key through `JSONWriter`'s comma bookkeeping. The bytes
/// are the same either way (EncodingTests compares them with a plain reference encoder).
public struct FrameEncoder {
    public enum Detail: Sendable { case full, wire }

    public var detail: Detail

    public init(detail: Detail = .full) {
        self.detail = detail
    }

    /// Writes the frame's fields into an object the caller has begun (so a protocol message
    /// can put `type`, `seq` and `id` beside them).
    public func writeFields(of frame: FrameState, into json: inout JSONWriter) {
        json.write(maxCount: maxFieldsCount(of: frame)) { writeFields(of: frame, into: &$0) }
    }

    public func encode(_ frame: FrameState) -> [UInt8] {
        // One allocation, sized for the longest possible output, written in place.
        let capacity = maxFieldsCount(of: frame) + 2
        return [UInt8](unsafeUninitializedCapacity: capacity) { buffer, initializedCount in
            let start = buffer.baseAddress!
            var cursor = JSONCursor(start)
            cursor.byte(UInt8(ascii: "{"))
            writeFields(of: frame, into: &cursor)
            cursor.byte(UInt8(ascii: "}"))
            initializedCount = cursor.position - start
            precondition(initializedCount <= capacity, "FrameEncoder: the frame overran its reserved room")
        }
    }

    public func write(_ layer: LayerFrame, into json: inout JSONWriter) {
        withUnsafePointer(to: layer) { layer in
            var previous = WrittenLayer()
            json.write(maxCount: maxCount(of: layer.pointee)) { write(layer, after: &previous, into: &$0) }
        }
    }

    /// `[r, g, b, a]`, each 0…1.
    func writeColor(_ color: Color, into json: inout JSONWriter) {
        json.write(maxCount: Self.maxColorCount) { $0.color(color) }
    }

    // MARK: Templates

    /// `"time":…,"progress":…[,"viewport":[w,h]],"layers":[…]`
    func writeFields(of frame: FrameState, into cursor: inout JSONCursor) {
        cursor.literal(#""time":"#)
        cursor.number(frame.time)
        cursor.literal(#","progress":"#)
        cursor.number(frame.progress)
        if detail == .full {
            cursor.literal(#","viewport":["#)
            cursor.number(frame.viewport.width)
            cursor.byte(UInt8(ascii: ","))
            cursor.number(frame.viewport.height)
            cursor.byte(UInt8(ascii: "]"))
        }
        cursor.literal(#","layers":["#)
        frame.layers.withUnsafeBufferPointer { layers in
            guard let first = layers.baseAddress else { return }
            var previous = WrittenLayer()
            for i in layers.indices {
                if i > 0 { cursor.byte(UInt8(ascii: ",")) }
                write(first + i, after: &previous, into: &cursor)
            }
        }
        cursor.byte(UInt8(ascii: "]"))
    }

    /// One layer object. The wire form leaves out what the scene message already said (role,
    /// parent, depth) and fields at their defaults (an identity transform among them: the
    /// quad is what is drawn; the transform is there for the page's inspector).
    ///
    /// The layer is read through a pointer, field by field: passed by value, it would be
    /// copied whole first (a 350-byte copy that retains its role and clip), since the
    /// compiler cannot tell that the cursor's raw writes leave the frame's array alone.
    ///
    /// Sibling layers often share a size, a corner radius, colours, the identity transform:
    /// a value equal to the previous layer's is copied from its bytes (`previous`, which
    /// must describe bytes earlier in the same buffer) instead of being formatted again.
    @inline(always)
    func write(
        _ layer: UnsafePointer<LayerFrame>, after previous: inout WrittenLayer,
        into cursor: inout JSONCursor
    ) {
        let full = detail == .full
        cursor.literal(#"{"id":"#)
        cursor.integer(layer.pointee.id)
        if full {
            cursor.literal(#","role":"#)
            cursor.string(layer.pointee.role)
            cursor.literal(#","parent":"#)
            if let parent = layer.pointee.parent { cursor.integer(parent) } else { cursor.literal("null") }
            cursor.literal(#","depth":"#)
            cursor.integer(layer.pointee.depth)
        }
        cursor.literal(#","quad":["#)
        cursor.quad(layer.pointee.quad)
        cursor.literal(#"],"opacity":"#)
        cursor.number(layer.pointee.opacity)
        cursor.literal(#","size":"#)
        cursor.write(layer.pointee.size, reusing: &previous.size) { cursor, size in
            cursor.byte(UInt8(ascii: "["))
            cursor.number(size.width)
            cursor.byte(UInt8(ascii: ","))
            cursor.number(size.height)
            cursor.byte(UInt8(ascii: "]"))
        }
        if full || !layer.pointee.transform.isIdentity {
            cursor.literal(#","transform":"#)
            cursor.write(layer.pointee.transform, reusing: &previous.transform) { cursor, t in
                cursor.byte(UInt8(ascii: "["))
                cursor.numbers(t.m11, t.m12, t.m13, t.m14)
                cursor.byte(UInt8(ascii: ","))
                cursor.numbers(t.m21, t.m22, t.m23, t.m24)
                cursor.byte(UInt8(ascii: ","))
                cursor.numbers(t.m31, t.m32, t.m33, t.m34)
                cursor.byte(UInt8(ascii: ","))
                cursor.numbers(t.m41, t.m42, t.m43, t.m44)
                cursor.byte(UInt8(ascii: "]"))
            }
        }
        let cornerRadius = layer.pointee.cornerRadius
        if full || cornerRadius != 0 {
            cursor.literal(#","cornerRadius":"#)
            cursor.write(cornerRadius, reusing: &previous.cornerRadius) { $0.number($1) }
        }
        let background = layer.pointee.backgroundColor
        if full || background.alpha != 0 {
            cursor.literal(#","background":"#)
            cursor.write(background, reusing: &previous.background) { $0.color($1) }
        }
        let borderWidth = layer.pointee.borderWidth
        if full || borderWidth != 0 {
            cursor.literal(#","borderWidth":"#)
            cursor.write(borderWidth, reusing: &previous.borderWidth) { $0.number($1) }
            cursor.literal(#","borderColor":"#)
            cursor.write(layer.pointee.borderColor, reusing: &previous.borderColor) { $0.color($1) }
        }
        if full || !layer.pointee.clip.isEmpty {
            cursor.literal(#","clip":["#)
            layer.pointee.clip.withUnsafeBufferPointer { clip in
                for i in clip.indices {
                    if i > 0 { cursor.byte(UInt8(ascii: ",")) }
                    cursor.integer(clip[i])
                }
            }
            cursor.byte(UInt8(ascii: "]"))
        }
        let masksToBounds = layer.pointee.masksToBounds
        if full || masksToBounds {
            cursor.literal(#","masksToBounds":"#)
            cursor.bool(masksToBounds)
        }
        let hasContent = layer.pointee.hasContent
        if full || hasContent {
            cursor.literal(#","content":"#)
            cursor.bool(hasContent)
        }
        // Written only when set, in both forms: frames of scenes that draw none are unchanged.
        if !layer.pointee.drawing.isEmpty {
            layer.pointee.drawing.withUnsafeBufferPointer { cursor.bytes($0) }
        }
        cursor.byte(UInt8(ascii: "}"))
    }

    // MARK: Room to reserve

    /// The literal bytes of a layer's template (keys, brackets, commas, `true`/`false`/`null`),
    /// clip commas aside: the full form's come to 221 at most, so this leaves a margin.
    static let maxLayerLiteralCount = 320
    /// `[r,g,b,a]`
    static let maxColorCount = 5 + 4 * JSONCursor.maxNumberCount

    /// An upper bound on `write(layer)`'s output: every number and integer at its longest.
    func maxCount(of layer: LayerFrame) -> Int {
        // quad 8, opacity, size 2, transform 16, cornerRadius, 2 colours of 4, borderWidth.
        let numbers = 37
        let integers = (detail == .full ? 3 : 1) + layer.clip.count
        let role = detail == .full ? JSONCursor.maxStringCount(layer.role) : 0
        return Self.maxLayerLiteralCount + layer.clip.count + numbers * JSONCursor.maxNumberCount
            + integers * JSONCursor.maxIntegerCount + role + layer.drawing.count
    }

    /// An upper bound on `writeFields(of: frame)`'s output.
    func maxFieldsCount(of frame: FrameState) -> Int {
        var count = 64 + 4 * JSONCursor.maxNumberCount
        frame.layers.withUnsafeBufferPointer { layers in
            for i in layers.indices { count += maxCount(of: layers[i]) + 1 }
        }
        return count
    }
}

/// Where the previous layer's values went, for `FrameEncoder.write(_:after:into:)`.
struct WrittenLayer {
    var size = Written<CGSize>()
    var transform = Written<Transform3D>()
    var cornerRadius = Written<Double>()
    var background = Written<Color>()
    var borderWidth = Written<Double>()
    var borderColor = Written<Color>()
}

/// A value and the bytes it was written as.
struct Written<Value: Equatable> {
    var value: Value?
    var bytes = UnsafeBufferPointer<UInt8>(start: nil, count: 0)
}

extension JSONCursor {
    /// Writes `value` with `body`, or copies the bytes in `memo` when it holds an equal
    /// value (equal numbers always have equal bytes), and remembers where this one went.
    @inline(__always)
    mutating func write<Value: Equatable>(
        _ value: Value, reusing memo: inout Written<Value>,
        _ body: (inout JSONCursor, Value) -> Void
    ) {
        if let previous = memo.value, previous == value {
            memo.bytes = copy(memo.bytes)
            return
        }
        let start = position
        body(&self, value)
        memo = Written(value: value, bytes: UnsafeBufferPointer(start: start, count: position - start))
    }

    /// Four numbers separated by commas (a quad's half, a transform's row).
    @inline(__always)
    mutating func numbers(_ a: Double, _ b: Double, _ c: Double, _ d: Double) {
        number(a)
        byte(UInt8(ascii: ","))
        number(b)
        byte(UInt8(ascii: ","))
        number(c)
        byte(UInt8(ascii: ","))
        number(d)
    }

    /// A quad's eight numbers, separated by commas. Corners often share coordinates — an
    /// unrotated layer's top corners have the same y, its left corners the same x; an
    /// edge-on one's all have the same x — so a coordinate equal to the previous corner's
    /// (or, for the last corner, the first's) is copied from there rather than formatted
    /// again: equal Doubles always have equal bytes.
    @inline(__always)
    mutating func quad(_ q: Quad) {
        let tlx = numberSpan(q.topLeft.x)
        byte(UInt8(ascii: ","))
        let tly = numberSpan(q.topLeft.y)
        byte(UInt8(ascii: ","))
        let trx = q.topRight.x == q.topLeft.x ? copy(tlx) : numberSpan(q.topRight.x)
        byte(UInt8(ascii: ","))
        let trY = q.topRight.y == q.topLeft.y ? copy(tly) : numberSpan(q.topRight.y)
        byte(UInt8(ascii: ","))
        let brx = q.bottomRight.x == q.topRight.x ? copy(trx) : numberSpan(q.bottomRight.x)
        byte(UInt8(ascii: ","))
        let bry = q.bottomRight.y == q.topRight.y ? copy(trY) : numberSpan(q.bottomRight.y)
        byte(UInt8(ascii: ","))
        if q.bottomLeft.x == q.topLeft.x {
            _ = copy(tlx)
        } else if q.bottomLeft.x == q.bottomRight.x {
            _ = copy(brx)
        } else {
            number(q.bottomLeft.x)
        }
        byte(UInt8(ascii: ","))
        if q.bottomLeft.y == q.bottomRight.y {
            _ = copy(bry)
        } else if q.bottomLeft.y == q.topLeft.y {
            _ = copy(tly)
        } else {
            number(q.bottomLeft.y)
        }
    }

    /// Writes `v` and returns where its bytes are, for `copy(_:)`.
    @inline(__always)
    mutating func numberSpan(_ v: Double) -> UnsafeBufferPointer<UInt8> {
        let start = position
        number(v)
        return UnsafeBufferPointer(start: start, count: position - start)
    }

    /// Writes again bytes written earlier (which end before the current position), and
    /// returns where the copy is. Numbers are 1 to 24 bytes: the usual lengths are copied
    /// with a few loads and stores rather than a call to memcpy.
    @inline(__always)
    mutating func copy(_ span: UnsafeBufferPointer<UInt8>) -> UnsafeBufferPointer<UInt8> {
        let start = position
        let count = span.count
        let source = UnsafeRawPointer(span.baseAddress!)
        let target = UnsafeMutableRawPointer(start)
        if count >= 8 && count <= 16 {
            // Two overlapping words cover 8…16 bytes without a call to memcpy.
            let head = source.loadUnaligned(as: UInt64.self)
            let tail = source.loadUnaligned(fromByteOffset: count - 8, as: UInt64.self)
            target.storeBytes(of: head, as: UInt64.self)
            target.storeBytes(of: tail, toByteOffset: count - 8, as: UInt64.self)
        } else if count >= 4 && count < 8 {
            let head = source.loadUnaligned(as: UInt32.self)
            let tail = source.loadUnaligned(fromByteOffset: count - 4, as: UInt32.self)
            target.storeBytes(of: head, as: UInt32.self)
            target.storeBytes(of: tail, toByteOffset: count - 4, as: UInt32.self)
        } else if count >= 1 && count < 4 {
            // "0", "1", "375": first, middle and last byte (the same one for a single digit).
            let first = source.load(as: UInt8.self)
            let middle = source.load(fromByteOffset: count >> 1, as: UInt8.self)
            let last = source.load(fromByteOffset: count - 1, as: UInt8.self)
            target.storeBytes(of: first, as: UInt8.self)
            target.storeBytes(of: middle, toByteOffset: count >> 1, as: UInt8.self)
            target.storeBytes(of: last, toByteOffset: count - 1, as: UInt8.self)
        } else {
            target.copyMemory(from: source, byteCount: count)
        }
        skip(count)
        return UnsafeBufferPointer(start: start, count: count)
    }

    /// `[r,g,b,a]`, each 0…1.
    @inline(__always)
    mutating func color(_ color: Color) {
        byte(UInt8(ascii: "["))
        numbers(color.red, color.green, color.blue, color.alpha)
        byte(UInt8(ascii: "]"))
    }
}
