import TransitionKit

// The value controls, Dynamic Type metrics and the classic bar metrics (TransitionKit's
// Controls/ and Chrome/), declared under UIKit's names.
@_exported import enum TransitionKit.UIBarMetrics
@_exported import enum TransitionKit.UIBarPosition
@_exported import class TransitionKit.UIFontMetrics
@_exported import class TransitionKit.UIPageControl
@_exported import class TransitionKit.UIProgressView
@_exported import class TransitionKit.UISegmentedControl
@_exported import class TransitionKit.UISlider
@_exported import class TransitionKit.UISwitch

/// The iOS 11 SDK's name of `UIProgressView.Style` (Swift 4 apps spell it so).
public typealias UIProgressViewStyle = UIProgressView.Style
