import Foundation

/// `systemLayoutSizeFitting`: the size the view's own constraints give it — those installed on
/// it and its subviews, with its subviews' intrinsic sizes — closest to a target size, the
/// target weighed at the fitting priorities (UIKit: `fittingSizeLevel`, 50, for the one-argument
/// form, so the constraints and intrinsic sizes win). Solved apart from the rest of the tree:
/// the view's own frame constraints and anything outside it are left out, as UIKit does.
extension View {
    public func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize {
        systemLayoutSizeFitting(targetSize, withHorizontalFittingPriority: .fittingSizeLevel, verticalFittingPriority: .fittingSizeLevel)
    }

    public func systemLayoutSizeFitting(
        _ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: LayoutPriority,
        verticalFittingPriority: LayoutPriority
    ) -> CGSize {
        updateConstraintsIfNeeded()
        let views = allViews()
        let inside = Set(views.map(ObjectIdentifier.init))
        func isInside(_ item: AnyObject?) -> Bool {
            guard let item else { return true }
            return LayoutConstraint.view(of: item).map { inside.contains(ObjectIdentifier($0)) } ?? false
        }
        let constraints = views.flatMap { $0.layoutIfMade?.constraints ?? [] }.filter { isInside($0.firstItem) && isInside($0.secondItem) }
        var builder = SystemBuilder()
        builder.includeFree(self)
        for constraint in constraints {
            for item in [constraint.firstItem, constraint.secondItem] {
                if let item = item as? any LayoutItem { builder.include(item) }
            }
        }
        let solver = SimplexSolver()
        let variables = layoutVariables
        try? solver.add(LinearConstraint(LinearExpression(variables.left), .equal, LinearExpression()))
        try? solver.add(LinearConstraint(LinearExpression(variables.top), .equal, LinearExpression()))
        for pin in builder.pins { try? solver.add(pin) }
        for constraint in constraints {
            if let linear = constraint.linearConstraint { try? solver.add(linear) }
        }
        for case let view as View in builder.items where view !== self && !view.translatesAutoresizingMaskIntoConstraints {
            for constraint in view.intrinsicSizeConstraints() { try? solver.add(constraint) }
        }
        for constraint in intrinsicSizeConstraints() { try? solver.add(constraint) }
        for (variable, target, priority) in [
            (variables.width, targetSize.width, horizontalFittingPriority), (variables.height, targetSize.height, verticalFittingPriority),
        ] {
            try? solver.add(
                LinearConstraint(
                    LinearExpression(variable), .equal, LinearExpression(constant: Double(target)), priority: Double(priority.rawValue)))
        }
        return CGSize(width: solver.value(of: variables.width), height: solver.value(of: variables.height))
    }
}
