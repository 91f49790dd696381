import Foundation

/// A view is a client of the layer tree: its layer's sublayers hold its subviews' layers in
/// `subviews` order, so `subviews` is always the order of their layers in `layer.sublayers`,
/// with any bare layers the app inserted keeping their places among them.
extension View {
    /// Puts the layer of the subview at `index` of `subviews` into this view's layer: just
    /// below the layer of the next subview, or on top of every sublayer when it is the last
    /// (`addSubview` is `addSublayer`). A bare sublayer therefore stays where the app put it
    /// relative to the views' layers around it.
    func placeLayer(ofSubviewAt index: Int) {
        let child = subviews[index].layer
        child.detachFromSuperlayer()
        if index + 1 < subviews.count,
            let next = layer.sublayerList.firstIndex(where: { $0 === subviews[index + 1].layer })
        {
            layer.insert(child, at: next)
        } else {
            layer.insert(child, at: layer.sublayerList.count)
        }
    }
}
