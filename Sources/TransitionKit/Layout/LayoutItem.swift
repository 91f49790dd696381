import Foundation

/// What a constraint can name: a view or a layout guide. Each has four solver variables, its
/// left, top, width and height in the coordinates of its tree's root (transforms ignored, as
/// Auto Layout ignores them).
public protocol LayoutItem: AnyObject {
    var layoutVariables: LayoutRectVariables { get }
}

public final class LayoutRectVariables {
    let left: LayoutVariable, top: LayoutVariable, width: LayoutVariable, height: LayoutVariable

    init(_ name: String) {
        left = LayoutVariable(name + ".left")
        top = LayoutVariable(name + ".top")
        width = LayoutVariable(name + ".width")
        height = LayoutVariable(name + ".height")
    }

    /// The attribute as an expression of the four (leading/trailing are left/right: layout is
    /// left-to-right only; the margins are the edges, reported `not-modelled` where a constraint
    /// uses them; the baselines are the top and bottom, as UIKit documents for a view without
    /// text — a label's come from its text, Layout/TextBaselines.swift).
    func expression(_ attribute: LayoutConstraint.Attribute) -> LinearExpression {
        switch attribute {
        case .left, .leading, .leftMargin, .leadingMargin: return LinearExpression(left)
        case .top, .topMargin, .firstBaseline: return LinearExpression(top)
        case .width: return LinearExpression(width)
        case .height: return LinearExpression(height)
        case .right, .trailing, .rightMargin, .trailingMargin:
            var e = LinearExpression(left)
            e.add(width, times: 1)
            return e
        case .bottom, .bottomMargin, .lastBaseline:
            var e = LinearExpression(top)
            e.add(height, times: 1)
            return e
        case .centerX, .centerXWithinMargins:
            var e = LinearExpression(left)
            e.add(width, times: 0.5)
            return e
        case .centerY, .centerYWithinMargins:
            var e = LinearExpression(top)
            e.add(height, times: 0.5)
            return e
        case .notAnAttribute: return LinearExpression()
        }
    }

    func rect(in solver: SimplexSolver) -> CGRect {
        CGRect(x: solver.value(of: left), y: solver.value(of: top), width: solver.value(of: width), height: solver.value(of: height))
    }

    func isAmbiguous(in solver: SimplexSolver) -> Bool {
        [left, top, width, height].contains { solver.isAmbiguous($0) }
    }

    /// Required constraints placing the four as an autoresizing mask does, linear in the
    /// superview's width and height (Autoresizing.swift).
    func pins(_ x: AutoresizingRule, _ y: AutoresizingRule, in parent: LayoutRectVariables) -> [LinearConstraint] {
        func pin(
            _ variable: LayoutVariable, _ base: LayoutVariable?, _ constant: Double, _ slope: Double, _ length: LayoutVariable
        ) -> LinearConstraint {
            var rhs = LinearExpression(constant: constant)
            if let base { rhs.add(base, times: 1) }
            if slope != 0 { rhs.add(length, times: slope) }
            return LinearConstraint(LinearExpression(variable), .equal, rhs)
        }
        return [
            pin(left, parent.left, x.originConstant, x.originSlope, parent.width),
            pin(top, parent.top, y.originConstant, y.originSlope, parent.height),
            pin(width, nil, x.lengthConstant, x.lengthSlope, parent.width),
            pin(height, nil, y.lengthConstant, y.lengthSlope, parent.height),
        ]
    }

    /// Required constraints fixing the four to `rect`'s edges relative to `origin` (an item's
    /// left and top, or the root's zero when nil).
    func pins(to rect: CGRect, relativeTo origin: LayoutRectVariables?) -> [LinearConstraint] {
        func pin(_ variable: LayoutVariable, _ base: LayoutVariable?, _ value: Double) -> LinearConstraint {
            var rhs = LinearExpression(constant: value)
            if let base { rhs.add(base, times: 1) }
            return LinearConstraint(LinearExpression(variable), .equal, rhs)
        }
        return [
            pin(left, origin?.left, rect.minX), pin(top, origin?.top, rect.minY),
            pin(width, nil, rect.width), pin(height, nil, rect.height),
        ]
    }
}
