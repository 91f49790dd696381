import Foundation

/// UIKit's `UICollectionViewController`: a view controller whose view is a collection view it
/// is the data source and delegate of (`init(collectionViewLayout:)`, `collectionView:
/// UICollectionView!`, `collectionViewLayout`, `clearsSelectionOnViewWillAppear`). As with
/// `UITableViewController` (TableViewController.swift), the protocols' methods are the class's
/// own so that an app's subclass writes `override func collectionView(_:cellForItemAt:)`; the
/// ones it does not override answer as the protocols' defaults do. Modelled: the collection
/// view it loads (the screen's size, following its superview, with the layout it was given),
/// data source and delegate set to `self`, and `clearsSelectionOnViewWillAppear` deselecting
/// the selected items in `viewWillAppear(_:)`.
open class CollectionViewController: ViewController, CollectionViewDataSource, CollectionViewDelegate {
    let initialLayout: CollectionViewLayout

    /// `UICollectionViewController.collectionView` (`UICollectionView!`): the view, loaded on
    /// first access.
    open var collectionView: CollectionView! {
        get { view as? CollectionView }
        set { view = newValue }
    }

    /// The layout the collection view uses (the one given to `init(collectionViewLayout:)`
    /// until the collection view's is changed).
    open var collectionViewLayout: CollectionViewLayout { collectionView?.collectionViewLayout ?? initialLayout }

    /// UIKit's default: `true`.
    open var clearsSelectionOnViewWillAppear = true

    public init(collectionViewLayout layout: CollectionViewLayout) {
        initialLayout = layout
        super.init(nibName: nil, bundle: nil)
    }

    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        initialLayout = CollectionViewFlowLayout()
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    public required init?(coder: NSCoder) {
        initialLayout = CollectionViewFlowLayout()
        super.init(coder: coder)
    }

    open override func loadView() {
        let collection = CollectionView(frame: ViewController.makeScreenSizedRootView().frame, collectionViewLayout: initialLayout)
        collection.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        collection.dataSource = self
        collection.delegate = self
        view = collection
    }

    open override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        guard clearsSelectionOnViewWillAppear, let collection = viewIfLoaded as? CollectionView else { return }
        for indexPath in collection.indexPathsForSelectedItems ?? [] { collection.deselectItem(at: indexPath, animated: animated) }
    }

    // MARK: UICollectionViewDataSource, as the class's own methods

    /// No items until a subclass says how many.
    open func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { 0 }
    open func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
        CollectionViewCell()
    }
    open func numberOfSections(in collectionView: CollectionView) -> Int {
        OptionalRequirementCall.defaultAnswered()
        return 1
    }
    /// As the data source protocol's default: a header or footer the subclass cannot make is a
    /// problem (UIKit raises), shown as an empty view.
    open func collectionView(
        _ collectionView: CollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> CollectionReusableView {
        OptionalRequirementCall.defaultAnswered()
        TransitionProblem.report(
            "missing-supplementary-view",
            "the layout shows a \(kind) but the data source does not implement collectionView(_:viewForSupplementaryElementOfKind:at:)")
        return CollectionReusableView()
    }

    // MARK: UICollectionViewDelegate

    open func collectionView(_ collectionView: CollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool {
        OptionalRequirementCall.defaultAnswered()
        return true
    }
    open func collectionView(_ collectionView: CollectionView, didHighlightItemAt indexPath: IndexPath) {
        OptionalRequirementCall.defaultAnswered()
    }
    open func collectionView(_ collectionView: CollectionView, didUnhighlightItemAt indexPath: IndexPath) {
        OptionalRequirementCall.defaultAnswered()
    }
    open func collectionView(_ collectionView: CollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool {
        OptionalRequirementCall.defaultAnswered()
        return true
    }
    open func collectionView(_ collectionView: CollectionView, shouldDeselectItemAt indexPath: IndexPath) -> Bool {
        OptionalRequirementCall.defaultAnswered()
        return true
    }
    open func collectionView(_ collectionView: CollectionView, didSelectItemAt indexPath: IndexPath) {
        OptionalRequirementCall.defaultAnswered()
    }
    open func collectionView(_ collectionView: CollectionView, didDeselectItemAt indexPath: IndexPath) {
        OptionalRequirementCall.defaultAnswered()
    }
    open func collectionView(_ collectionView: CollectionView, willDisplay cell: CollectionViewCell, forItemAt indexPath: IndexPath) {
        OptionalRequirementCall.defaultAnswered()
    }
    open func collectionView(
        _ collectionView: CollectionView, didEndDisplaying cell: CollectionViewCell, forItemAt indexPath: IndexPath
    ) { OptionalRequirementCall.defaultAnswered() }

    // MARK: UIScrollViewDelegate

    open func scrollViewDidScroll(_ scrollView: ScrollView) { OptionalRequirementCall.defaultAnswered() }
    open func scrollViewWillBeginDragging(_ scrollView: ScrollView) { OptionalRequirementCall.defaultAnswered() }
    open func scrollViewWillEndDragging(
        _ scrollView: ScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>
    ) { OptionalRequirementCall.defaultAnswered() }
    open func scrollViewDidEndDragging(_ scrollView: ScrollView, willDecelerate decelerate: Bool) {
        OptionalRequirementCall.defaultAnswered()
    }
    open func scrollViewDidEndDecelerating(_ scrollView: ScrollView) { OptionalRequirementCall.defaultAnswered() }
    open func scrollViewDidEndScrollingAnimation(_ scrollView: ScrollView) { OptionalRequirementCall.defaultAnswered() }
}
