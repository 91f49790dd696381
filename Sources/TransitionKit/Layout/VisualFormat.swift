import Foundation

/// Auto Layout's visual format language (`constraints(withVisualFormat:options:metrics:views:)`),
/// as apps written before layout anchors build their screens: `H:|-[photo]-|`,
/// `V:|-20-[title]-[body(>=44@750)]|`, `[a(==b)]`. The grammar and meanings are Apple's
/// ("Visual Format Language", Auto Layout Guide); what it leaves open is decided as UIKit
/// does it since iOS 8: a standard space to the superview (`|-[v]`) is to its layout margin (the
/// superview's `layoutMarginsGuide` here, which the solver places), a
/// standard space between siblings is 8 points, and `H:` runs leading to trailing unless the
/// options say left to right or right to left. A string UIKit would refuse with an exception is
/// a problem (`visual-format`) naming the string, and gives no constraints.
extension LayoutConstraint {
    /// `NSLayoutConstraint.FormatOptions`, with UIKit's raw values (an alignment is
    /// `1 << attribute`; the direction and spacing fields above them).
    public struct FormatOptions: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let alignAllLeft = FormatOptions(rawValue: 1 << 1)
        public static let alignAllRight = FormatOptions(rawValue: 1 << 2)
        public static let alignAllTop = FormatOptions(rawValue: 1 << 3)
        public static let alignAllBottom = FormatOptions(rawValue: 1 << 4)
        public static let alignAllLeading = FormatOptions(rawValue: 1 << 5)
        public static let alignAllTrailing = FormatOptions(rawValue: 1 << 6)
        public static let alignAllCenterX = FormatOptions(rawValue: 1 << 9)
        public static let alignAllCenterY = FormatOptions(rawValue: 1 << 10)
        public static let alignAllLastBaseline = FormatOptions(rawValue: 1 << 11)
        public static let alignAllFirstBaseline = FormatOptions(rawValue: 1 << 12)
        public static let alignmentMask = FormatOptions(rawValue: 0xFFFF)
        public static let directionLeadingToTrailing = FormatOptions([])
        public static let directionLeftToRight = FormatOptions(rawValue: 1 << 16)
        public static let directionRightToLeft = FormatOptions(rawValue: 2 << 16)
        public static let directionMask = FormatOptions(rawValue: 0x3 << 16)
        public static let spacingEdgeToEdge = FormatOptions([])
        public static let spacingBaselineToBaseline = FormatOptions(rawValue: 1 << 19)
        public static let spacingMask = FormatOptions(rawValue: 0x1 << 19)
    }

    /// UIKit's standard space between sibling views in the visual format language.
    static let standardSiblingSpace: CGFloat = 8

    open class func constraints(
        withVisualFormat format: String, options opts: FormatOptions = [], metrics: [String: Any]?,
        views: [String: Any]
    ) -> [LayoutConstraint] {
        do {
            var parser = VisualFormatParser(format: format, metrics: metrics ?? [:], views: views)
            return try parser.constraints(options: opts)
        } catch {
            TransitionProblem.report(
                "visual-format", "constraints(withVisualFormat: \"\(format)\"): \(error); UIKit raises an exception")
            return []
        }
    }
}

/// One pass over a visual format string, making constraints as it goes.
struct VisualFormatParser {
    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    /// One predicate: a relation to a constant or to another view, at a priority.
    private struct Predicate {
        var relation: LayoutConstraint.Relation = .equal
        var constant: CGFloat = 0
        var view: View?
        var priority: LayoutPriority = .required
    }

    /// What joins two items: nothing (flush), a standard space, or predicates.
    private enum Connection {
        case flush
        case standard
        case predicates([Predicate])
    }

    private let characters: [Character]
    private var index = 0
    private let metrics: [String: Any]
    private let views: [String: Any]

    init(format: String, metrics: [String: Any], views: [String: Any]) {
        characters = Array(format.filter { !$0.isWhitespace })
        self.metrics = metrics
        self.views = views
    }

    mutating func constraints(options: LayoutConstraint.FormatOptions) throws -> [LayoutConstraint] {
        var vertical = false
        if characters.starts(with: ["V", ":"]) {
            vertical = true
            index = 2
        } else if characters.starts(with: ["H", ":"]) {
            index = 2
        }
        let direction = options.intersection(.directionMask)
        let (start, end): (LayoutConstraint.Attribute, LayoutConstraint.Attribute) =
            vertical
            ? (.top, .bottom)
            : direction == .directionLeftToRight
                ? (.left, .right) : direction == .directionRightToLeft ? (.right, .left) : (.leading, .trailing)
        // Right to left, a space goes from the later view's right edge back to the earlier one's.
        let sign: CGFloat = direction == .directionRightToLeft && !vertical ? -1 : 1
        let size: LayoutConstraint.Attribute = vertical ? .height : .width

        var made: [LayoutConstraint] = []
        var leadingSuperview = false
        var pending: Connection?
        if peek("|") {
            index += 1
            leadingSuperview = true
            pending = try connection()
        }
        var previous: View?
        var placed: [View] = []
        while peek("[") {
            let view = try viewItem(size: size, into: &made)
            if let previous {
                made += join(previous, end, to: view, start, pending ?? .flush, toSuperview: false, sign: sign)
            } else if leadingSuperview {
                let superview = try superview(of: view)
                made += join(superview, start, to: view, start, pending ?? .flush, toSuperview: true, sign: sign)
            }
            placed.append(view)
            previous = view
            pending = try connection()
        }
        guard let last = previous else { throw Failure(description: "expected a view, as [name]") }
        if peek("|") {
            index += 1
            let superview = try superview(of: last)
            made += join(last, end, to: superview, end, pending ?? .flush, toSuperview: true, sign: sign)
        } else if case .some(let dangling) = pending, !isFlush(dangling) {
            throw Failure(description: "a connection with nothing after it")
        }
        guard index == characters.count else {
            throw Failure(description: "unexpected \"\(String(characters[index...]))\"")
        }
        made += alignments(of: placed, options: options, vertical: vertical)
        return made
    }

    private func isFlush(_ connection: Connection) -> Bool {
        if case .flush = connection { return true }
        return false
    }

    private func peek(_ character: Character) -> Bool { index < characters.count && characters[index] == character }

    private func superview(of view: View) throws -> View {
        guard let superview = view.superview else {
            throw Failure(description: "| names the superview, but the view has none")
        }
        return superview
    }

    /// `[name]` or `[name(predicates)]`: the view, and its size constraints added to `made`.
    private mutating func viewItem(size: LayoutConstraint.Attribute, into made: inout [LayoutConstraint]) throws -> View {
        index += 1
        let name = identifier()
        guard let view = views[name] as? View else {
            throw Failure(description: name.isEmpty ? "a view without a name" : "no view named \(name) in views")
        }
        if peek("(") {
            for predicate in try predicateList() {
                let constraint = LayoutConstraint(
                    first: view, size, predicate.relation, second: predicate.view, size, multiplier: 1,
                    constant: predicate.view == nil ? predicate.constant : 0)
                constraint.priority = predicate.priority
                made.append(constraint)
            }
        }
        guard peek("]") else { throw Failure(description: "expected ] after \(name)") }
        index += 1
        return view
    }

    /// What follows an item: `-`, `-predicates-`, or nothing.
    private mutating func connection() throws -> Connection {
        guard peek("-") else { return .flush }
        index += 1
        if peek("[") || peek("|") { return .standard }
        let predicates: [Predicate]
        if peek("(") {
            predicates = try predicateList()
        } else {
            predicates = [Predicate(constant: try constant())]
        }
        guard peek("-") else { throw Failure(description: "expected - after a spacing") }
        index += 1
        return .predicates(predicates)
    }

    private mutating func predicateList() throws -> [Predicate] {
        index += 1
        var list: [Predicate] = []
        repeat {
            if peek(",") { index += 1 }
            var predicate = Predicate()
            predicate.relation = relation()
            if let character = characters[safe: index], character.isLetter || character == "_" {
                let name = identifier()
                if let view = views[name] as? View {
                    predicate.view = view
                } else if let value = metric(name) {
                    predicate.constant = value
                } else {
                    throw Failure(description: "\(name) is neither a view nor a metric")
                }
            } else {
                predicate.constant = try number()
            }
            if peek("@") {
                index += 1
                predicate.priority = LayoutPriority(Float(try constant()))
            }
            list.append(predicate)
        } while peek(",")
        guard peek(")") else { throw Failure(description: "expected ) after a predicate") }
        index += 1
        return list
    }

    private mutating func relation() -> LayoutConstraint.Relation {
        for (text, relation) in [("==", LayoutConstraint.Relation.equal), ("<=", .lessThanOrEqual), (">=", .greaterThanOrEqual)]
        where characters[index...].starts(with: Array(text)) {
            index += 2
            return relation
        }
        return .equal
    }

    /// A number or a metric's name.
    private mutating func constant() throws -> CGFloat {
        if let character = characters[safe: index], character.isLetter || character == "_" {
            let name = identifier()
            guard let value = metric(name) else { throw Failure(description: "no metric named \(name)") }
            return value
        }
        return try number()
    }

    private mutating func number() throws -> CGFloat {
        let begin = index
        if peek("-") || peek("+") { index += 1 }
        while let character = characters[safe: index], character.isNumber || character == "." { index += 1 }
        guard let value = Double(String(characters[begin..<index])) else {
            throw Failure(description: "expected a number at \"\(String(characters[begin...]))\"")
        }
        return CGFloat(value)
    }

    private mutating func identifier() -> String {
        let begin = index
        while let character = characters[safe: index], character.isLetter || character.isNumber || character == "_" {
            index += 1
        }
        return String(characters[begin..<index])
    }

    private func metric(_ name: String) -> CGFloat? {
        switch metrics[name] {
        case let value as CGFloat: value
        case let value as Double: CGFloat(value)
        case let value as Int: CGFloat(value)
        case let value as Float: CGFloat(value)
        case let value as NSNumber: CGFloat(value.doubleValue)
        default: nil
        }
    }

    /// The constraints a connection makes: `second.secondEdge relation first.firstEdge + space`
    /// (`space` negated right to left). A standard space to the superview (`toSuperview`) puts
    /// the superview's side on its margin, with no space; between siblings it is 8 points.
    private func join(
        _ first: View, _ firstEdge: LayoutConstraint.Attribute, to second: View, _ secondEdge: LayoutConstraint.Attribute,
        _ connection: Connection, toSuperview: Bool, sign: CGFloat
    ) -> [LayoutConstraint] {
        let superviewIsFirst = toSuperview && second.superview === first
        // The margin as the superview's margins guide: the engine's solver places the guide,
        // where a margin attribute on the view itself would be its edge (LayoutItem.swift).
        func make(_ relation: LayoutConstraint.Relation, _ space: CGFloat, onMargin: Bool = false) -> LayoutConstraint {
            let firstItem: AnyObject = onMargin && superviewIsFirst ? first.layoutMarginsGuide : first
            let secondItem: AnyObject = onMargin && !superviewIsFirst ? second.layoutMarginsGuide : second
            return LayoutConstraint(
                first: secondItem, secondEdge, relation, second: firstItem, firstEdge, multiplier: 1, constant: sign * space)
        }
        switch connection {
        case .flush: return [make(.equal, 0)]
        case .standard:
            return toSuperview ? [make(.equal, 0, onMargin: true)] : [make(.equal, LayoutConstraint.standardSiblingSpace)]
        case .predicates(let predicates):
            return predicates.map { predicate in
                let constraint = make(predicate.relation, predicate.constant)
                constraint.priority = predicate.priority
                return constraint
            }
        }
    }

    /// `alignAll…`: every view after the first shares the first's attribute.
    private func alignments(of placed: [View], options: LayoutConstraint.FormatOptions, vertical: Bool) -> [LayoutConstraint] {
        guard let first = placed.first, placed.count > 1 else { return [] }
        let pairs: [(LayoutConstraint.FormatOptions, LayoutConstraint.Attribute)] = [
            (.alignAllLeft, .left), (.alignAllRight, .right), (.alignAllTop, .top), (.alignAllBottom, .bottom),
            (.alignAllLeading, .leading), (.alignAllTrailing, .trailing), (.alignAllCenterX, .centerX),
            (.alignAllCenterY, .centerY), (.alignAllLastBaseline, .lastBaseline), (.alignAllFirstBaseline, .firstBaseline),
        ]
        return pairs.filter { options.contains($0.0) }.flatMap { _, attribute in
            placed.dropFirst().map {
                LayoutConstraint(first: $0, attribute, .equal, second: first, attribute, multiplier: 1, constant: 0)
            }
        }
    }
}

extension Array {
    fileprivate subscript(safe index: Int) -> Element? { indices.contains(index) ? self[index] : nil }
}
