/// The Swift a rewritten copy adds for optional requirements, after the file's own last line
/// (so every line of the file keeps its number), behind a `#sourceLocation()` that names the
/// copy. For a protocol `P` with `optional func card(_:shouldOpenAt:) -> Bool`:
///
/// - the requirement becomes `func card(…) throws -> Bool`, whose default throws "not
///   implemented": a class's own non-throwing method is its witness, as before;
/// - `__P_Optionals`, a protocol `P` now refines, carries a value `card` whose
///   `callAsFunction(_:shouldOpenAt:)` calls the method and gives nil when it is not
///   implemented, so `delegate?.card?(c, shouldOpenAt: p)` compiles and means what it does on
///   iOS (the name cannot sit beside the method in `P` itself: a method with no arguments and a
///   property of the same name clash);
/// - `__P_implemented`, which a class conforming to `P` in a rewritten file overrides with the
///   optional methods it has (`_implementsOptionalRequirement` tells its own method from the
///   throwing default), is what `responds(to: #selector(P.card(_:shouldOpenAt:)))` reads.
extension OptionalProtocol {
    var generatedSource: String {
        let open = isPublic ? "public " : ""
        let optionals = "__\(name)_Optionals"
        let implemented = "__\(name)_implemented"
        let failure = "__\(name)_NotImplemented"
        var lines = [
            "// `\(name)`'s optional requirements, as the catalog's rewrite for Linux gives them (docs/bring-your-own.md, \"Optional requirements\").",
            "\(open)protocol \(optionals): AnyObject {",
            "    var \(implemented): Set<String>? { get }",
            "}",
            "",
            "private struct \(failure): Error {}",
            "",
            "extension \(name) {",
        ]
        for method in methods {
            lines.append(
                "    \(open)func \(method.name)(\(method.parameterList))\(method.isAsync ? " async" : "") throws"
                    + (method.result.map { " -> \($0)" } ?? "") + " { throw \(failure)() }")
        }
        lines += ["}", "", "extension \(optionals) {", "    \(open)var \(implemented): Set<String>? { nil }"]
        let baseNames = methods.map(\.name).reduce(into: [String]()) { if !$0.contains($1) { $0.append($1) } }
        for base in baseNames {
            lines.append("    \(open)var \(base): __\(name)_\(base)? { __\(name)_\(base)(base: self as! any \(name)) }")
        }
        lines.append("}")
        for base in baseNames {
            lines += ["", "\(open)struct __\(name)_\(base) {", "    let base: any \(name)"]
            for method in methods where method.name == base {
                let call = "base.\(method.name)(\(method.arguments))"
                lines.append(
                    "    @discardableResult \(open)func callAsFunction(\(method.parameterList))\(method.isAsync ? " async" : "")"
                        + " -> \(method.optionalResult) { try? \(method.isAsync ? "await " : "")\(call) }")
            }
            lines.append("}")
        }
        lines += [
            "",
            "\(open)func __\(name)_selector(_ name: String) -> Selector {",
            "    Selector(name: name, responds: { object in",
            "        (object as? any \(optionals))?.\(implemented).map { $0.contains(name) } ?? (object is any \(name))",
            "    }, invoker: { _, _ in })",
            "}",
        ]
        return lines.joined(separator: "\n") + "\n"
    }

    /// What a class conforming to the protocol says about itself: which optional methods it has.
    func conformanceSource(typeName: String) -> String {
        let open = isPublic ? "public " : ""
        var lines = ["extension \(typeName) {", "    \(open)var __\(name)_implemented: Set<String>? {", "        Set(["]
        for method in methods {
            let reference = method.parameters.isEmpty ? "\(typeName).\(method.name)" : "\(typeName).\(method.fullName)"
            lines.append("            _implementsOptionalRequirement(\(reference)) ? \"\(method.fullName)\" : nil,")
        }
        lines += ["        ].compactMap { $0 })", "    }", "}"]
        return lines.joined(separator: "\n") + "\n"
    }
}

extension OptionalProtocol.Method {
    /// `_ card: CardView, shouldOpenAt point: CGPoint`.
    var parameterList: String {
        parameters.map { ($0.label ?? "_") + ($0.label == $0.name ? "" : " " + $0.name) + ": " + $0.type }
            .joined(separator: ", ")
    }

    /// `card, shouldOpenAt: point`.
    var arguments: String {
        parameters.map { parameter in
            let value = (parameter.type.hasPrefix("inout ") ? "&" : "") + parameter.name
            return parameter.label.map { "\($0): \(value)" } ?? value
        }.joined(separator: ", ")
    }

    /// What `delegate?.method?(…)` gives: the result made optional (nil: not implemented),
    /// once — `Bool?` for `Bool`, `UIView?` for `UIView?` or `UIView!`, `Void?` for nothing.
    var optionalResult: String {
        guard let result else { return "Void?" }
        if result.hasSuffix("?") { return result }
        if result.hasSuffix("!") { return String(result.dropLast()) + "?" }
        return "(\(result))?"
    }
}
