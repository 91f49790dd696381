import Foundation

/// UIKit's `UITableViewController`: a view controller whose view is a table view it is the data
/// source and delegate of. UIKit's Swift overlay shows the protocols' methods as the class's
/// own, so an app's subclass writes `override func tableView(_:numberOfRowsInSection:)`; they
/// are declared here for that reason, and the ones a subclass does not override answer as the
/// protocols' defaults do — as a method the app did not write (OptionalRequirementCall).
/// Modelled: the table view it loads (the screen's size, following its superview), data source
/// and delegate set to `self`, and `clearsSelectionOnViewWillAppear` deselecting the selected
/// rows in `viewWillAppear(_:)`, animated as the appearance is.
open class TableViewController: ViewController, TableViewDataSource, TableViewDelegate {
    /// The style the table view is made with (`init(style:)`; `.plain` otherwise).
    let tableStyle: TableView.Style

    /// `UITableViewController.tableView` (`UITableView!`): the view, loaded on first access.
    open var tableView: TableView! {
        get { view as? TableView }
        set { view = newValue }
    }

    /// UIKit's default: `true`.
    open var clearsSelectionOnViewWillAppear = true

    public init(style: TableView.Style) {
        tableStyle = style
        super.init(nibName: nil, bundle: nil)
    }

    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        tableStyle = .plain
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    public required init?(coder: NSCoder) {
        tableStyle = .plain
        super.init(coder: coder)
    }

    open override func loadView() {
        let table = TableView(frame: ViewController.makeScreenSizedRootView().frame, style: tableStyle)
        table.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        table.dataSource = self
        table.delegate = self
        view = table
    }

    open override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        guard clearsSelectionOnViewWillAppear, let table = viewIfLoaded as? TableView else { return }
        for indexPath in table.indexPathsForSelectedRows ?? [] { table.deselectRow(at: indexPath, animated: animated) }
    }

    // MARK: UITableViewDataSource, as the class's own methods

    /// No rows until a subclass says how many (a storyboard's static cells are not loaded).
    open func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 0 }
    open func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell { TableViewCell() }
    open func numberOfSections(in tableView: TableView) -> Int {
        OptionalRequirementCall.defaultAnswered()
        return 1
    }
    open func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? {
        OptionalRequirementCall.defaultAnswered()
        return nil
    }
    open func tableView(_ tableView: TableView, titleForFooterInSection section: Int) -> String? {
        OptionalRequirementCall.defaultAnswered()
        return nil
    }

    // MARK: UITableViewDelegate

    open func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        OptionalRequirementCall.defaultAnswered()
        return tableView.defaultRowHeight
    }
    open func tableView(_ tableView: TableView, heightForHeaderInSection section: Int) -> CGFloat {
        OptionalRequirementCall.defaultAnswered()
        return TableView.automaticDimension
    }
    open func tableView(_ tableView: TableView, heightForFooterInSection section: Int) -> CGFloat {
        OptionalRequirementCall.defaultAnswered()
        return TableView.automaticDimension
    }
    open func tableView(_ tableView: TableView, viewForHeaderInSection section: Int) -> View? {
        OptionalRequirementCall.defaultAnswered()
        return nil
    }
    open func tableView(_ tableView: TableView, viewForFooterInSection section: Int) -> View? {
        OptionalRequirementCall.defaultAnswered()
        return nil
    }
    open func tableView(_ tableView: TableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool {
        OptionalRequirementCall.defaultAnswered()
        return true
    }
    open func tableView(_ tableView: TableView, didHighlightRowAt indexPath: IndexPath) { OptionalRequirementCall.defaultAnswered() }
    open func tableView(_ tableView: TableView, didUnhighlightRowAt indexPath: IndexPath) { OptionalRequirementCall.defaultAnswered() }
    open func tableView(_ tableView: TableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
        OptionalRequirementCall.defaultAnswered()
        return indexPath
    }
    open func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) { OptionalRequirementCall.defaultAnswered() }
    open func tableView(_ tableView: TableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath? {
        OptionalRequirementCall.defaultAnswered()
        return indexPath
    }
    open func tableView(_ tableView: TableView, didDeselectRowAt indexPath: IndexPath) { OptionalRequirementCall.defaultAnswered() }
    open func tableView(_ tableView: TableView, willDisplay cell: TableViewCell, forRowAt indexPath: IndexPath) {
        OptionalRequirementCall.defaultAnswered()
    }
    open func tableView(_ tableView: TableView, didEndDisplaying cell: TableViewCell, forRowAt indexPath: IndexPath) {
        OptionalRequirementCall.defaultAnswered()
    }

    // MARK: UIScrollViewDelegate

    open func scrollViewDidScroll(_ scrollView: ScrollView) { OptionalRequirementCall.defaultAnswered() }
    open func scrollViewDidZoom(_ scrollView: ScrollView) { OptionalRequirementCall.defaultAnswered() }
    open func scrollViewWillBeginDragging(_ scrollView: ScrollView) { OptionalRequirementCall.defaultAnswered() }
    open func scrollViewWillEndDragging(
        _ scrollView: ScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>
    ) { OptionalRequirementCall.defaultAnswered() }
    open func scrollViewDidEndDragging(_ scrollView: ScrollView, willDecelerate decelerate: Bool) {
        OptionalRequirementCall.defaultAnswered()
    }
    open func scrollViewWillBeginDecelerating(_ scrollView: ScrollView) { OptionalRequirementCall.defaultAnswered() }
    open func scrollViewDidEndDecelerating(_ scrollView: ScrollView) { OptionalRequirementCall.defaultAnswered() }
    open func scrollViewDidEndScrollingAnimation(_ scrollView: ScrollView) { OptionalRequirementCall.defaultAnswered() }
    open func viewForZooming(in scrollView: ScrollView) -> View? {
        OptionalRequirementCall.defaultAnswered()
        return nil
    }
    open func scrollViewWillBeginZooming(_ scrollView: ScrollView, with view: View?) { OptionalRequirementCall.defaultAnswered() }
    open func scrollViewDidEndZooming(_ scrollView: ScrollView, with view: View?, atScale scale: CGFloat) {
        OptionalRequirementCall.defaultAnswered()
    }
    open func scrollViewShouldScrollToTop(_ scrollView: ScrollView) -> Bool {
        OptionalRequirementCall.defaultAnswered()
        return true
    }
    open func scrollViewDidScrollToTop(_ scrollView: ScrollView) { OptionalRequirementCall.defaultAnswered() }
    open func scrollViewDidChangeAdjustedContentInset(_ scrollView: ScrollView) { OptionalRequirementCall.defaultAnswered() }
}
