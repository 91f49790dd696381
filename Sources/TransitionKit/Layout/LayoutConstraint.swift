import Foundation

/// `NSLayoutConstraint`: `firstItem.firstAttribute relation multiplier × secondItem.secondAttribute
/// + constant`, at `priority`. Active constraints live in the `constraints` of the nearest
/// common ancestor of their items, as UIKit installs them; a layout pass solves every active
/// constraint of a tree together (LayoutPass.swift).
open class LayoutConstraint: NSObject {
    /// `NSLayoutConstraint.Attribute`, with UIKit's raw values.
    public enum Attribute: Int, Sendable {
        case left = 1
        case right, top, bottom, leading, trailing, width, height, centerX, centerY
        case lastBaseline, firstBaseline, leftMargin, rightMargin, topMargin, bottomMargin
        case leadingMargin, trailingMargin, centerXWithinMargins, centerYWithinMargins
        case notAnAttribute = 0
    }

    /// `NSLayoutConstraint.Relation`, with UIKit's raw values.
    public enum Relation: Int, Sendable {
        case lessThanOrEqual = -1
        case equal = 0
        case greaterThanOrEqual = 1
    }

    open private(set) var firstItem: AnyObject?
    open private(set) var secondItem: AnyObject?
    open private(set) var firstAttribute: Attribute
    open private(set) var secondAttribute: Attribute
    open private(set) var relation: Relation
    open private(set) var multiplier: CGFloat
    open var identifier: String?

    open var constant: CGFloat {
        didSet { if isActive { constraintsDidChange() } }
    }

    open var priority: LayoutPriority = .required {
        didSet { if isActive { constraintsDidChange() } }
    }

    /// The view whose `constraints` hold this one while it is active.
    weak var installedOn: View?
    /// Where the app activated it (`activate(_:)`, `addConstraint(s)`), for the finding that
    /// names a constraint broken.
    var activationSite: CallSite?

    /// `convenience init(item view1: Any, attribute attr1: NSLayoutConstraint.Attribute,
    /// relatedBy relation: NSLayoutConstraint.Relation, toItem view2: Any?, attribute attr2:
    /// NSLayoutConstraint.Attribute, multiplier: CGFloat, constant c: CGFloat)`.
    public convenience init(
        item view1: Any, attribute attr1: Attribute, relatedBy relation: Relation,
        toItem view2: Any?, attribute attr2: Attribute, multiplier: CGFloat, constant c: CGFloat
    ) {
        self.init(
            first: view1 as AnyObject, attr1, relation, second: view2.map { $0 as AnyObject }, attr2,
            multiplier: multiplier, constant: c)
    }

    init(
        first: AnyObject, _ attr1: Attribute, _ relation: Relation, second: AnyObject?, _ attr2: Attribute,
        multiplier: CGFloat, constant: CGFloat
    ) {
        firstItem = first
        firstAttribute = attr1
        self.relation = relation
        secondItem = second
        secondAttribute = second == nil ? .notAnAttribute : attr2
        self.multiplier = multiplier
        self.constant = constant
        super.init()
    }

    /// Active: installed on the nearest common ancestor of its items. Activating items in
    /// different trees is refused, as UIKit raises for it: a problem, and it stays inactive.
    open var isActive: Bool {
        get { installedOn != nil }
        set {
            guard newValue != isActive else { return }
            if newValue {
                guard let host = commonAncestor() else {
                    TransitionProblem.report(
                        "constraint-without-common-ancestor",
                        "activating \(self) whose items have no common ancestor; UIKit raises an exception",
                        isUIKitRefusal: true)
                    return
                }
                host.addConstraint(self)
            } else {
                installedOn?.removeConstraint(self)
            }
        }
    }

    open class func activate(_ constraints: [LayoutConstraint], file: String = #filePath, line: Int = #line) {
        let site = CallSite(filePath: file, line: line)
        for constraint in constraints {
            constraint.activationSite = site
            constraint.isActive = true
        }
    }

    open class func deactivate(_ constraints: [LayoutConstraint]) {
        for constraint in constraints { constraint.isActive = false }
    }

    static func view(of item: AnyObject?) -> View? {
        (item as? View) ?? (item as? LayoutGuide)?.owningView
    }

    private func commonAncestor() -> View? {
        guard let first = LayoutConstraint.view(of: firstItem) else { return nil }
        guard secondItem != nil else { return first }
        guard let second = LayoutConstraint.view(of: secondItem) else { return nil }
        var node: View? = first
        while let candidate = node {
            if second.isDescendant(of: candidate) { return candidate }
            node = candidate.superview
        }
        return nil
    }

    /// A change to an active constraint: its items' superviews need layout, as UIKit marks them.
    func constraintsDidChange() {
        for item in [firstItem, secondItem] {
            guard let view = LayoutConstraint.view(of: item) else { continue }
            (view.superview ?? view).setNeedsLayout()
        }
    }

    /// The solver's form: `first − multiplier × second − constant (relation) 0`. Leading and
    /// trailing are read in the direction of the view the constraint is installed on (ours:
    /// one direction for both items, so a subview's leading edge meets its superview's). Right
    /// to left, a constraint between leading and trailing edges runs along the flipped axis, as
    /// in UIKit: `leading == superview.leading + 20` is 20 points in from the right edge.
    var linearConstraint: LinearConstraint? {
        guard let first = firstItem as? any LayoutItem else { return nil }
        let flipped =
            (installedOn?.isRightToLeft ?? false) && (firstAttribute.isDirectional || secondAttribute.isDirectional)
        var expression = Self.expression(of: first, firstAttribute, flipped: flipped)
        if let second = secondItem as? any LayoutItem {
            let rhs = Self.expression(of: second, secondAttribute, flipped: flipped)
            for term in rhs.terms { expression.add(term.variable, times: -Double(multiplier) * term.coefficient) }
            expression.constant -= Double(multiplier) * rhs.constant
        }
        expression.constant -= Double(constant)
        let relation: LinearConstraint.Relation =
            switch self.relation {
            case .lessThanOrEqual: .lessThanOrEqual
            case .equal: .equal
            case .greaterThanOrEqual: .greaterThanOrEqual
            }
        return LinearConstraint(expression, relation, priority: Double(priority.rawValue))
    }

    open override var description: String {
        func name(_ item: AnyObject?) -> String {
            (item as? View).map { $0.role } ?? (item as? LayoutGuide).map { "guide(\($0.owningView?.role ?? "?"))" } ?? "nil"
        }
        let relation = [Relation.lessThanOrEqual: "<=", .equal: "==", .greaterThanOrEqual: ">="][self.relation]!
        let rhs = secondItem == nil ? "" : "\(name(secondItem)).\(secondAttribute) × \(multiplier) + "
        return (identifier.map { "'\($0)' " } ?? "")
            + "\(name(firstItem)).\(firstAttribute) \(relation) \(rhs)\(constant) @\(priority.rawValue)"
    }
}

extension LayoutConstraint {
    /// `attribute` of `item`, on the x axis mirrored (x ↦ −x) when `flipped`: leading is then
    /// the right edge and trailing the left.
    static func expression(of item: any LayoutItem, _ attribute: Attribute, flipped: Bool) -> LinearExpression {
        guard flipped, attribute.isHorizontalPosition else { return expression(of: item, attribute) }
        let mirrored: Attribute =
            switch attribute {
            case .leading: .right
            case .trailing: .left
            case .leadingMargin: .rightMargin
            case .trailingMargin: .leftMargin
            default: attribute
            }
        let plain = expression(of: item, mirrored)
        var negated = LinearExpression(constant: -plain.constant)
        for term in plain.terms { negated.add(term.variable, times: -term.coefficient) }
        return negated
    }
}

extension LayoutConstraint.Attribute {
    /// Leading or trailing (edge or margin): the attributes that follow the layout direction.
    var isDirectional: Bool { [.leading, .trailing, .leadingMargin, .trailingMargin].contains(self) }

    /// A position on the x axis (widths are lengths: not mirrored).
    var isHorizontalPosition: Bool {
        [.left, .right, .leading, .trailing, .centerX, .leftMargin, .rightMargin, .leadingMargin, .trailingMargin, .centerXWithinMargins]
            .contains(self)
    }
}
