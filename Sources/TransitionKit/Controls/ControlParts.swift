import Foundation

/// The plain views the value controls (switch, slider, page control, segmented control,
/// progress view) draw themselves with: filled, rounded rectangles that ignore touches, so the
/// control under them tracks the finger. Their sizes and colours are UIKit's look as far as it
/// is published and ours where it is not (docs/bring-your-own.md, "Value controls").
enum ControlParts {
    /// A filled part named `role` in frames.
    static func make(_ role: String) -> View {
        let part = View()
        part.role = role
        part.isUserInteractionEnabled = false
        return part
    }

    /// UIKit's `systemFill` in the light appearance (120, 120, 128 at 20 %): the off track of
    /// a switch, the unfilled track of a slider or progress view.
    static var fill: UIColor { UIColor(red: 120.0 / 255, green: 120.0 / 255, blue: 128.0 / 255, alpha: 0.2) }

    /// An `animated: true` change drawn at once: said, never silent, naming the control (an
    /// `open` method an app may override takes no defaulted line: docs/bring-your-own.md).
    static func noteInstant(_ what: String, on control: View) {
        Timeline.current?.noteUnmodelled("\(what) with animated: true (drawn at its new value at once)", on: control)
    }
}
