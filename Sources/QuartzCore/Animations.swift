import Foundation
import TransitionKit

@_exported import class TransitionKit.CAAnimation
@_exported import struct TransitionKit.CAAnimationCalculationMode
@_exported import protocol TransitionKit.CAAnimationDelegate
@_exported import class TransitionKit.CAAnimationGroup
@_exported import struct TransitionKit.CAAnimationRotationMode
@_exported import class TransitionKit.CABasicAnimation
@_exported import class TransitionKit.CAKeyframeAnimation
// Core Animation's explicit animations and transactions: the engine's, declared under Core
// Animation's names (TransitionKit's CoreAnimation/), re-exported here as `import QuartzCore`
// (and `import UIKit`) gives them on iOS.
@_exported import protocol TransitionKit.CAMediaTiming
@_exported import struct TransitionKit.CAMediaTimingFillMode
@_exported import class TransitionKit.CAMediaTimingFunction
@_exported import struct TransitionKit.CAMediaTimingFunctionName
@_exported import class TransitionKit.CAPropertyAnimation
@_exported import class TransitionKit.CASpringAnimation
@_exported import class TransitionKit.CATransaction
@_exported import class TransitionKit.CAValueFunction
@_exported import struct TransitionKit.CAValueFunctionName

/// `kCATransactionAnimationDuration` and the other transaction keys (`CATransaction.value(forKey:)`).
public let kCATransactionAnimationDuration = "animationDuration"
public let kCATransactionAnimationTimingFunction = "animationTimingFunction"
public let kCATransactionDisableActions = "disableActions"
public let kCATransactionCompletionBlock = "completionBlock"
