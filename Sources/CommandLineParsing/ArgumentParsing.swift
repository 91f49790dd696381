/// Reads a command's words into a fresh value of the command, by its parameter list.
///
/// `--name value` and `--name=value`; `-o value` for a short name; `--` ends the options.
/// An option takes the next word as its value unless that word is one of the command's own
/// option names, so `--port -1` and `--at -0.5,1` reach the command (which says what is wrong
/// with them) while `--operation --device x` is a missing value. A repeated option keeps its
/// last value, unless it is repeatable.
enum ArgumentParsing {
    static func parse<C: Command>(_ type: C.Type, _ words: ArraySlice<String>) throws(CommandLineError) -> C {
        let parameters = C.parameters
        var command = C()
        var given = Set<String>()
        let positionals = parameters.filter { $0.kind == .positional }
        var positionalIndex = 0
        var optionsEnded = false
        var index = words.startIndex

        func named(_ word: Substring) -> Parameter<C>? {
            if word.hasPrefix("--") { return parameters.first { $0.kind != .positional && $0.name == word.dropFirst(2) } }
            guard word.count == 2, let short = word.last else { return nil }
            return parameters.first { $0.kind != .positional && $0.short == short }
        }
        func isOptionName(_ word: String) -> Bool {
            named(word.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)[0]) != nil
        }

        while index < words.endIndex {
            let word = words[index]
            index += 1
            if !optionsEnded && word == "--" {
                optionsEnded = true
                continue
            }
            if !optionsEnded && word.hasPrefix("-") && word != "-" {
                let parts = word.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
                let inline = parts.count == 2 && word.hasPrefix("--") ? String(parts[1]) : nil
                guard let parameter = named(inline == nil ? word[...] : parts[0]) else {
                    throw .unknownOption(inline == nil ? word : String(parts[0]))
                }
                given.insert(parameter.usageForm)
                if parameter.kind == .flag {
                    if let inline { throw .flagWithValue(parameter, value: inline) }
                    _ = parameter.store(&command, "")
                    continue
                }
                let value: String
                if let inline {
                    value = inline
                } else if index < words.endIndex, !isOptionName(words[index]) {
                    value = words[index]
                    index += 1
                } else {
                    throw .missingValue(parameter)
                }
                guard parameter.store(&command, value) else {
                    throw .invalidValue(value, for: parameter)
                }
                continue
            }
            guard positionalIndex < positionals.count else { throw .unexpectedArgument(word) }
            let parameter = positionals[positionalIndex]
            given.insert(parameter.usageForm)
            guard parameter.store(&command, word) else {
                throw .invalidValue(word, for: parameter)
            }
            if !parameter.isRepeating { positionalIndex += 1 }
        }
        if let missing = parameters.first(where: { $0.isRequired && !given.contains($0.usageForm) }) {
            throw .missingArgument(missing)
        }
        return command
    }
}
