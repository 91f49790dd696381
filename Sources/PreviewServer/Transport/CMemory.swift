/// Zeroed C allocations and C strings that must outlive the lws context; freed together.
final class CMemory {
    private var blocks: [UnsafeMutableRawPointer] = []

    func array<T>(of type: T.Type, count: Int) -> UnsafeMutablePointer<T> {
        let size = MemoryLayout<T>.stride * count
        let raw = UnsafeMutableRawPointer.allocate(byteCount: size, alignment: MemoryLayout<T>.alignment)
        raw.initializeMemory(as: UInt8.self, repeating: 0, count: size)
        blocks.append(raw)
        return raw.bindMemory(to: T.self, capacity: count)
    }

    func string(_ text: String) -> UnsafePointer<CChar> {
        let bytes = Array(text.utf8CString)
        let pointer = array(of: CChar.self, count: bytes.count)
        pointer.update(from: bytes, count: bytes.count)
        return UnsafePointer(pointer)
    }

    /// A zeroed value the caller frees with `release` (not with the rest), for allocations that
    /// come and go with connections, so a long-running server does not accumulate them.
    static func zeroed<T>(_ type: T.Type) -> UnsafeMutablePointer<T> {
        let raw = UnsafeMutableRawPointer.allocate(byteCount: MemoryLayout<T>.stride, alignment: MemoryLayout<T>.alignment)
        raw.initializeMemory(as: UInt8.self, repeating: 0, count: MemoryLayout<T>.stride)
        return raw.bindMemory(to: T.self, capacity: 1)
    }

    static func release<T>(_ pointer: UnsafeMutablePointer<T>) {
        UnsafeMutableRawPointer(pointer).deallocate()
    }

    deinit {
        for block in blocks { block.deallocate() }
    }
}
