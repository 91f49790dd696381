/// A fixed run of plain values (no references inside) that an `EvaluationPlan` owns.
///
/// A frame reads a plan's tables dozens of times; through an `Array` each read of a nested
/// array (a track's keyframes, its model changes) costs a retain and a release, which were
/// half of a frame's evaluation. A plan copies its tables into these buffers once, reads them
/// through the pointer, and frees them when it goes away (`EvaluationPlan.deinit`).
struct PlanBuffer<Element> {
    let base: UnsafeMutablePointer<Element>
    let count: Int

    init(_ elements: [Element]) {
        count = elements.count
        base = .allocate(capacity: Swift.max(count, 1))
        elements.withUnsafeBufferPointer { source in
            if let start = source.baseAddress { base.initialize(from: start, count: count) }
        }
    }

    /// No bounds check: indices come from the plan that built the buffer.
    @inline(__always)
    subscript(i: Int) -> Element { base[i] }

    @inline(__always)
    subscript(i: Int32) -> Element { base[Int(i)] }

    /// `count` elements from `start`, as a buffer.
    @inline(__always)
    func slice(_ start: Int32, _ count: Int32) -> UnsafeBufferPointer<Element> {
        UnsafeBufferPointer(start: base + Int(start), count: Int(count))
    }

    func deallocate() {
        base.deinitialize(count: count)
        base.deallocate()
    }
}
