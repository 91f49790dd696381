import Foundation

/// UIKit's `UIInteraction`: an object a view holds that adds behaviour to it (a context menu,
/// drag and drop, pointer effects). The view tells it when it is added and removed, as UIKit.
public protocol UIInteraction: AnyObject {
    var view: View? { get }
    func willMove(to view: View?)
    func didMove(to view: View?)
}

extension View {
    /// The interactions added, in order.
    public var interactions: [any UIInteraction] {
        get { attachedInteractions }
        set {
            for interaction in attachedInteractions { removeInteraction(interaction) }
            for interaction in newValue { addInteraction(interaction) }
        }
    }

    /// Adds `interaction` (moved from another view if it was on one). Interactions that would
    /// show system UI are reported where they are added (`UIContextMenuInteraction`).
    public func addInteraction(_ interaction: any UIInteraction, file: String = #filePath, line: Int = #line) {
        interaction.view?.removeInteraction(interaction)
        interaction.willMove(to: self)
        attachedInteractions.append(interaction)
        interaction.didMove(to: self)
        if interaction is UIContextMenuInteraction {
            Timeline.current?.noteUnmodelled(
                "UIContextMenuInteraction: a long press does not open the context menu or its preview here",
                at: CallSite(filePath: file, line: line))
        }
    }

    public func removeInteraction(_ interaction: any UIInteraction) {
        guard let index = attachedInteractions.firstIndex(where: { $0 === interaction }) else { return }
        interaction.willMove(to: nil)
        attachedInteractions.remove(at: index)
        interaction.didMove(to: nil)
    }
}

/// `UIContextMenuContentPreviewProvider`: the view controller a context menu previews.
public typealias UIContextMenuContentPreviewProvider = () -> ViewController?
/// `UIContextMenuActionProvider`: the menu, given the system's suggested elements.
public typealias UIContextMenuActionProvider = ([UIMenuElement]) -> UIMenu?

/// UIKit's `UIContextMenuConfiguration`: the providers of a context menu's preview and actions
/// (kept; the menu is not shown here).
open class UIContextMenuConfiguration: NSObject {
    public let identifier: any NSCopying
    let previewProvider: UIContextMenuContentPreviewProvider?
    let actionProvider: UIContextMenuActionProvider?

    public init(
        identifier: (any NSCopying)? = nil, previewProvider: UIContextMenuContentPreviewProvider? = nil,
        actionProvider: UIContextMenuActionProvider? = nil
    ) {
        self.identifier = identifier ?? NSString(string: MadeIdentifier.next("context-menu"))
        self.previewProvider = previewProvider
        self.actionProvider = actionProvider
        super.init()
    }
}

/// UIKit's `UIContextMenuInteractionDelegate`: the configuration for a press at a location.
/// The other methods UIKit declares are optional there, defaults here.
public protocol UIContextMenuInteractionDelegate: NSObjectProtocol {
    func contextMenuInteraction(
        _ interaction: UIContextMenuInteraction, configurationForMenuAtLocation location: CGPoint
    ) -> UIContextMenuConfiguration?
}

/// UIKit's `UIContextMenuInteraction`: added to a view, it would open a context menu on a long
/// press. The press is not modelled here: adding one is reported `not-modelled` at the app's
/// line; the delegate is kept (weakly, as UIKit) and `location(in:)` answers the view's centre.
open class UIContextMenuInteraction: NSObject, UIInteraction {
    open private(set) weak var delegate: (any UIContextMenuInteractionDelegate)?
    open private(set) weak var view: View?

    public init(delegate: any UIContextMenuInteractionDelegate) {
        self.delegate = delegate
        super.init()
    }

    open func willMove(to view: View?) {}
    open func didMove(to view: View?) { self.view = view }

    /// Where the press is, in `view`'s coordinates: the interaction's view's centre (no press
    /// happens here).
    open func location(in view: View?) -> CGPoint {
        guard let own = self.view else { return .zero }
        let centre = CGPoint(x: own.bounds.midX, y: own.bounds.midY)
        return view.map { own.convert(centre, to: $0) } ?? centre
    }

    /// Closes the menu: there is none open here.
    open func dismissMenu() {}
}
