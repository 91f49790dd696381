import Foundation

/// Custom drawing as UIKit schedules it: a view's `draw(_:)` runs at the end of the turn in
/// which the view enters a window (its first display), and again at the end of a turn in
/// which `setNeedsDisplay()` asked for it (or, with `contentMode` `.redraw`, its bounds
/// changed size) — once per turn however often it was asked, with the view's bounds, and a
/// context current (`UIGraphicsGetCurrentContext()`). What the view draws with Core Graphics
/// is not rasterized: the first drawing call is reported `not-modelled` at its line
/// (CGContext+Paths.swift). A view whose `draw(_:)` is UIKit's (it draws nothing) is asked once.
/// A view asks at most once per turn (`displayQueued`), so a big tree entering a window costs
/// one pass over it.
extension View {
    /// What entering a window does to the view: its appearance proxies apply
    /// (View+Appearance.swift), and it asks for its first display.
    func enterWindow() {
        applyAppearanceProxies()
        if needsDisplay { requestDisplay() }
    }

    func requestDisplay() {
        guard !drawsNothing else { return }
        needsDisplay = true
        guard window != nil, let timeline = Timeline.current else { return }
        if timeline.displayRequests == nil {
            timeline.displayRequests = []
            timeline.addTurnObserver { $0.runRequestedDisplay() }
        }
        guard !displayQueued else { return }
        displayQueued = true
        timeline.displayRequests?.append(self)
    }

    /// Calls `draw(_:)` with a context of the view's bounds current.
    func display() {
        displayQueued = false
        guard needsDisplay, !drawsNothing, window != nil else { return }
        needsDisplay = false
        reachedDefaultDraw = false
        let rect = bounds
        let context = CGContext(size: rect.size, scale: Double(UIScreen.main.scale), origin: rect.origin)
        context.drawingView = String(describing: type(of: self))
        UIGraphicsPushContext(context)
        draw(rect)
        UIGraphicsPopContext()
        // An override that calls `super.draw(_:)` and draws around it is still drawing.
        if reachedDefaultDraw && !context.paintedForView && context.currentPath.isEmpty { drawsNothing = true }
    }
}

extension Timeline {
    /// The end-of-turn display pass: the views asked for, in the order they asked.
    func runRequestedDisplay() {
        guard let requests = displayRequests, !requests.isEmpty else { return }
        displayRequests = []
        for view in requests { view.display() }
    }
}
