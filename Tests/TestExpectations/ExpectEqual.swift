import TestExpectations
import Testing

/// `expectEqual(actual, expected)` as a function: the same check, and the same failure (both
/// values, at the caller's line, with the caller's comment), for a tenth of the compiler's
/// time. The macro expands each `==` into a generic closure the type checker solves afresh,
/// about 15 ms a use, and the test targets hold two thousand of them (docs/performance.md,
/// "Cheaper checks"). Other conditions keep `#expect`, whose expansion shows their parts.
public func expectEqual<T: Equatable>(
    _ actual: T, _ expected: T, _ comment: Comment? = nil, sourceLocation: SourceLocation = #_sourceLocation
) {
    #expect(actual == expected, comment, sourceLocation: sourceLocation)
}
