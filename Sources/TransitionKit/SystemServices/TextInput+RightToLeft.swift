/// A text field's or text view's `.natural` text is drawn by a label inside that follows the
/// app's direction, not the field's: a field forced to the other direction (or a left-to-right
/// field in a right-to-left run) keeps its text on the app's side, where UIKit would put it on
/// the field's. Reported as a `not-modelled` finding when such a field shows text
/// (docs/engine.md, "Right to left").
protocol NaturalTextDirectionReporting: View {
    /// The alignment the text is drawn with (a text view's is `.natural` here).
    var naturalTextReportAlignment: NSTextAlignment { get }
    /// The text shown: the text, else a text field's placeholder.
    var naturalTextReportShown: String? { get }
}

extension NaturalTextDirectionReporting {
    /// Reports the difference if it shows now: natural alignment, text shown, and a direction
    /// other than the app's.
    func reportNaturalTextIfUnfollowed() {
        guard naturalTextReportAlignment == .natural, naturalTextReportShown?.isEmpty == false,
            effectiveUserInterfaceLayoutDirection != UIApplication.runLayoutDirection
        else { return }
        let kind = self is UITextField ? "UITextField" : "UITextView"
        Timeline.current?.noteUnmodelled(
            "\(kind) .natural text in a view whose direction is not the app's (drawn on the app's side; UIKit draws it on the view's)",
            on: self)
    }
}

extension UITextField: NaturalTextDirectionReporting {
    var naturalTextReportAlignment: NSTextAlignment { textAlignment }
    var naturalTextReportShown: String? { text?.isEmpty == false ? text : placeholder }
}

extension UITextView: NaturalTextDirectionReporting {
    var naturalTextReportAlignment: NSTextAlignment { .natural }
    var naturalTextReportShown: String? { text }
}
