import TransitionKit

// Core Animation's transition (TransitionKit's CoreAnimation/CATransition.swift), re-exported
// under its name, with the Swift 4-era constants apps still write (`kCATransitionFade` …).
@_exported import class TransitionKit.CATransition
@_exported import struct TransitionKit.CATransitionSubtype
@_exported import struct TransitionKit.CATransitionType

public let kCATransition = "transition"
public let kCATransitionFade = CATransitionType.fade
public let kCATransitionMoveIn = CATransitionType.moveIn
public let kCATransitionPush = CATransitionType.push
public let kCATransitionReveal = CATransitionType.reveal
public let kCATransitionFromRight = CATransitionSubtype.fromRight
public let kCATransitionFromLeft = CATransitionSubtype.fromLeft
public let kCATransitionFromTop = CATransitionSubtype.fromTop
public let kCATransitionFromBottom = CATransitionSubtype.fromBottom
