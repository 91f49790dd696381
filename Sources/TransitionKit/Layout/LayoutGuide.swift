import Foundation

/// `UILayoutGuide`: a rectangle in a view's layout that constraints can name, without a view.
/// The safe-area and margins guides a view owns follow the view, inset (LayoutPass.swift).
open class LayoutGuide: NSObject, LayoutItem {
    public let layoutVariables: LayoutRectVariables
    open internal(set) weak var owningView: View?
    open var identifier = ""
    /// Which system guide this is, if any.
    enum Kind { case app, safeArea, margins, readable }
    let kind: Kind
    /// The frame the last layout pass gave it, in the owning view's coordinates.
    var solvedFrame = CGRect.zero

    public override convenience init() { self.init(kind: .app) }

    init(kind: Kind) {
        self.kind = kind
        layoutVariables = LayoutRectVariables("guide")
        super.init()
    }

    /// The guide's rectangle in its owning view's coordinates, as of the last layout pass.
    /// The readable content guide answers from its view's current margins even before a layout
    /// pass has used it (View+ReadableContent.swift).
    open var layoutFrame: CGRect {
        if kind == .readable, let owningView { return systemRect(in: owningView) }
        return solvedFrame
    }

    open var leadingAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(self, .leading) }
    open var trailingAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(self, .trailing) }
    open var leftAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(self, .left) }
    open var rightAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(self, .right) }
    open var topAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(self, .top) }
    open var bottomAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(self, .bottom) }
    open var widthAnchor: LayoutDimension { LayoutDimension(self, .width) }
    open var heightAnchor: LayoutDimension { LayoutDimension(self, .height) }
    open var centerXAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(self, .centerX) }
    open var centerYAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(self, .centerY) }
}
