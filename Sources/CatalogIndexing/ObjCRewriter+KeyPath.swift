/// `#keyPath(…)` needs the Objective-C runtime, which Linux has not; apps write it for Core
/// Animation key paths (`CABasicAnimation(keyPath: #keyPath(CALayer.opacity))`) and key-value
/// observing. On Apple's platforms it is the key path's string, checked by the compiler; the
/// rewritten copy writes that string: `#keyPath(CALayer.opacity)` → `"opacity"`,
/// `#keyPath(scrollView.contentOffset)` → `"scrollView.contentOffset"`. A first component that
/// starts with a capital is the type the path starts from and is dropped, as Swift drops it (a
/// rule of ours for telling a type from a property, since the rewrite sees tokens, not types).
/// Anything else between the parentheses is left alone, so the compiler's error stays.
extension ObjCRewriter {
    /// The string a `#keyPath` names, from the tokens between its parentheses (on one line),
    /// or nil when they are not `name(.name)*`.
    static func keyPathString(_ tokens: ArraySlice<(token: SwiftToken, range: Range<Int>)>) -> String? {
        var components: [String] = []
        for (offset, span) in tokens.enumerated() {
            if offset % 2 == 0 {
                guard span.token.kind == .word, let first = span.token.text.first, first.isLetter || first == "_" else { return nil }
                components.append(span.token.text)
            } else {
                guard span.token.isSymbol(".") else { return nil }
            }
        }
        guard !components.isEmpty, tokens.count % 2 == 1 else { return nil }
        if components.count > 1, let first = components[0].first, first.isUppercase { components.removeFirst() }
        return components.joined(separator: ".")
    }
}
