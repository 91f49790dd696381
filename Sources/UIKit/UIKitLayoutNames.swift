import TransitionKit

// Auto Layout's UIKit names for the engine's types (TransitionKit/Layout/).

public typealias NSLayoutConstraint = LayoutConstraint
public typealias NSLayoutAnchor = LayoutAnchor
public typealias NSLayoutXAxisAnchor = LayoutXAxisAnchor
public typealias NSLayoutYAxisAnchor = LayoutYAxisAnchor
public typealias NSLayoutDimension = LayoutDimension
public typealias UILayoutGuide = LayoutGuide
public typealias UILayoutPriority = LayoutPriority
public typealias NSDirectionalEdgeInsets = DirectionalEdgeInsets
public typealias UIStackView = StackView

// The names of the iOS 11 SDK and earlier (Swift 4).
public typealias NSLayoutAttribute = LayoutConstraint.Attribute
public typealias NSLayoutRelation = LayoutConstraint.Relation
