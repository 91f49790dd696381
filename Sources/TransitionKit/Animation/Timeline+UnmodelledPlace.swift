/// Where a `not-modelled` use happened when it carries no line. Swift gives a setter no
/// defaulted `#line`, so a property set that the engine does not model names what it was set
/// on instead: the view or layer by the name frames and the other findings give it
/// (`role#id`), beside the run's time and the entry the checker adds.
extension Timeline {
    /// Records the first use of `feature`, set on `layer` (or its view: a view's layer has the
    /// view's role).
    func noteUnmodelled(_ feature: String, on layer: CALayer) {
        noteUnmodelled(feature, view: Self.findingName(of: layer))
    }

    /// Records the first use of `feature`, set on `view`.
    func noteUnmodelled(_ feature: String, on view: View) {
        noteUnmodelled(feature, on: view.layer)
    }

    /// Records the first use of `feature`, set on `controller`: named by its view once loaded.
    func noteUnmodelled(_ feature: String, onViewOf controller: ViewController) {
        if let view = controller.viewIfLoaded { noteUnmodelled(feature, on: view) } else { noteUnmodelled(feature) }
    }

    /// `role#id`, the name the checker's other findings give a view.
    static func findingName(of layer: CALayer) -> String { "\(layer.role)#\(layer.id)" }
}
