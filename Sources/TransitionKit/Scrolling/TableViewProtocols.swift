import Foundation

/// `UITableViewDataSource`: rows and cells required, the rest optional (defaults answer as
/// UIKit does without them and note it: OptionalRequirementCall).
public protocol TableViewDataSource: AnyObject {
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int
    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell
    func numberOfSections(in tableView: TableView) -> Int
    func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String?
    func tableView(_ tableView: TableView, titleForFooterInSection section: Int) -> String?
}

extension TableViewDataSource {
    public func numberOfSections(in tableView: TableView) -> Int {
        OptionalRequirementCall.defaultAnswered()
        return 1
    }
    public func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? {
        OptionalRequirementCall.defaultAnswered()
        return nil
    }
    public func tableView(_ tableView: TableView, titleForFooterInSection section: Int) -> String? {
        OptionalRequirementCall.defaultAnswered()
        return nil
    }
}

/// `UITableViewDelegate` (a `UIScrollViewDelegate`, as in UIKit).
public protocol TableViewDelegate: ScrollViewDelegate {
    func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> CGFloat
    func tableView(_ tableView: TableView, heightForHeaderInSection section: Int) -> CGFloat
    func tableView(_ tableView: TableView, heightForFooterInSection section: Int) -> CGFloat
    func tableView(_ tableView: TableView, viewForHeaderInSection section: Int) -> View?
    func tableView(_ tableView: TableView, viewForFooterInSection section: Int) -> View?
    func tableView(_ tableView: TableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool
    func tableView(_ tableView: TableView, didHighlightRowAt indexPath: IndexPath)
    func tableView(_ tableView: TableView, didUnhighlightRowAt indexPath: IndexPath)
    func tableView(_ tableView: TableView, willSelectRowAt indexPath: IndexPath) -> IndexPath?
    func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath)
    func tableView(_ tableView: TableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath?
    func tableView(_ tableView: TableView, didDeselectRowAt indexPath: IndexPath)
    func tableView(_ tableView: TableView, willDisplay cell: TableViewCell, forRowAt indexPath: IndexPath)
    func tableView(_ tableView: TableView, didEndDisplaying cell: TableViewCell, forRowAt indexPath: IndexPath)
}

extension TableViewDelegate {
    public func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        OptionalRequirementCall.defaultAnswered()
        return tableView.defaultRowHeight
    }
    public func tableView(_ tableView: TableView, heightForHeaderInSection section: Int) -> CGFloat {
        OptionalRequirementCall.defaultAnswered()
        return TableView.automaticDimension
    }
    public func tableView(_ tableView: TableView, heightForFooterInSection section: Int) -> CGFloat {
        OptionalRequirementCall.defaultAnswered()
        return TableView.automaticDimension
    }
    public func tableView(_ tableView: TableView, viewForHeaderInSection section: Int) -> View? {
        OptionalRequirementCall.defaultAnswered()
        return nil
    }
    public func tableView(_ tableView: TableView, viewForFooterInSection section: Int) -> View? {
        OptionalRequirementCall.defaultAnswered()
        return nil
    }
    public func tableView(_ tableView: TableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool {
        OptionalRequirementCall.defaultAnswered()
        return true
    }
    public func tableView(_ tableView: TableView, didHighlightRowAt indexPath: IndexPath) {
        OptionalRequirementCall.defaultAnswered()
    }
    public func tableView(_ tableView: TableView, didUnhighlightRowAt indexPath: IndexPath) {
        OptionalRequirementCall.defaultAnswered()
    }
    public func tableView(_ tableView: TableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
        OptionalRequirementCall.defaultAnswered()
        return indexPath
    }
    public func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
        OptionalRequirementCall.defaultAnswered()
    }
    public func tableView(_ tableView: TableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath? {
        OptionalRequirementCall.defaultAnswered()
        return indexPath
    }
    public func tableView(_ tableView: TableView, didDeselectRowAt indexPath: IndexPath) {
        OptionalRequirementCall.defaultAnswered()
    }
    public func tableView(_ tableView: TableView, willDisplay cell: TableViewCell, forRowAt indexPath: IndexPath) {
        OptionalRequirementCall.defaultAnswered()
    }
    public func tableView(_ tableView: TableView, didEndDisplaying cell: TableViewCell, forRowAt indexPath: IndexPath) {
        OptionalRequirementCall.defaultAnswered()
    }
}
