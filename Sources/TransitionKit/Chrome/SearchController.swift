import Foundation

/// UIKit's `UISearchResultsUpdating`: told when the search bar's text or scope changes.
public protocol UISearchResultsUpdating: AnyObject {
    func updateSearchResults(for searchController: UISearchController)
}

/// UIKit's `UISearchControllerDelegate` (all its methods are optional there; defaults here).
public protocol UISearchControllerDelegate: AnyObject {
    func willPresentSearchController(_ searchController: UISearchController)
    func didPresentSearchController(_ searchController: UISearchController)
    func willDismissSearchController(_ searchController: UISearchController)
    func didDismissSearchController(_ searchController: UISearchController)
}

extension UISearchControllerDelegate {
    public func willPresentSearchController(_ searchController: UISearchController) {}
    public func didPresentSearchController(_ searchController: UISearchController) {}
    public func willDismissSearchController(_ searchController: UISearchController) {}
    public func didDismissSearchController(_ searchController: UISearchController) {}
}

/// UIKit's `UISearchController`: a view controller that owns a search bar. Apps install one in
/// a navigation item (`navigationItem.searchController`), which the engine's navigation bar
/// does not draw: the bar keeps its height and the item reports the search bar `not-modelled`
/// (NavigationItem.swift). Activating it (`isActive = true`) presents nothing here and is
/// reported; the results updater is told about text set on the bar.
open class UISearchController: ViewController {
    public let searchBar = UISearchBar(frame: CGRect(x: 0, y: 0, width: 0, height: 56))
    public let searchResultsController: ViewController?
    open weak var searchResultsUpdater: (any UISearchResultsUpdating)?
    open weak var delegate: (any UISearchControllerDelegate)?
    open var obscuresBackgroundDuringPresentation = true
    open var hidesNavigationBarDuringPresentation = true
    open var automaticallyShowsCancelButton = true
    open var isActive = false {
        didSet {
            guard isActive != oldValue else { return }
            Timeline.current?.noteUnmodelled("UISearchController.isActive: the search interface is not presented here")
            searchResultsUpdater?.updateSearchResults(for: self)
        }
    }

    public init(searchResultsController: ViewController?) {
        self.searchResultsController = searchResultsController
        super.init(nibName: nil, bundle: nil)
    }

    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        searchResultsController = nil
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    public required init?(coder: NSCoder) {
        searchResultsController = nil
        super.init(coder: coder)
    }
}
