import TransitionKit

// The Swift 4-era (iOS 11 SDK) constants of the layer API, which apps written then still
// spell so: each is the current name's value (`layer.contentsGravity = kCAGravityResizeAspect`).

public let kCAGravityCenter = CALayerContentsGravity.center
public let kCAGravityTop = CALayerContentsGravity.top
public let kCAGravityBottom = CALayerContentsGravity.bottom
public let kCAGravityLeft = CALayerContentsGravity.left
public let kCAGravityRight = CALayerContentsGravity.right
public let kCAGravityTopLeft = CALayerContentsGravity.topLeft
public let kCAGravityTopRight = CALayerContentsGravity.topRight
public let kCAGravityBottomLeft = CALayerContentsGravity.bottomLeft
public let kCAGravityBottomRight = CALayerContentsGravity.bottomRight
public let kCAGravityResize = CALayerContentsGravity.resize
public let kCAGravityResizeAspect = CALayerContentsGravity.resizeAspect
public let kCAGravityResizeAspectFill = CALayerContentsGravity.resizeAspectFill

public let kCAFillRuleNonZero = CAShapeLayerFillRule.nonZero
public let kCAFillRuleEvenOdd = CAShapeLayerFillRule.evenOdd

public let kCALineCapButt = CAShapeLayerLineCap.butt
public let kCALineCapRound = CAShapeLayerLineCap.round
public let kCALineCapSquare = CAShapeLayerLineCap.square

public let kCALineJoinMiter = CAShapeLayerLineJoin.miter
public let kCALineJoinRound = CAShapeLayerLineJoin.round
public let kCALineJoinBevel = CAShapeLayerLineJoin.bevel

public let kCAGradientLayerAxial = CAGradientLayerType.axial
public let kCAGradientLayerRadial = CAGradientLayerType.radial
public let kCAGradientLayerConic = CAGradientLayerType.conic

public let kCACornerCurveCircular = CALayerCornerCurve.circular
public let kCACornerCurveContinuous = CALayerCornerCurve.continuous
