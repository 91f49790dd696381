import UIKit

// What the blind compile-rate set (Tests/Fixtures/CompileRateBlind/) asked of the surface, as
// apps write it: a UITableViewController subclass overriding the data source and delegate
// methods, an app life-cycle observer, the grouped background colours, a label following the
// text size, a navigation controller's visible view controller.
// Tests/UIKitTests/TableViewControllerTests.swift runs them.

/// A list of places whose rows push a detail, as a storyboard's table scene is written.
final class PlacesTableViewController: UITableViewController {
    let places = (0..<30).map { "Place \($0)" }
    private(set) var selected: [IndexPath] = []
    private(set) var scrolls = 0
    /// How many times the app became active while the list was loaded (a box the observer's
    /// `@Sendable` block can hold).
    final class Counter: @unchecked Sendable { var value = 0 }
    let becameActive = Counter()

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "place")
        tableView.rowHeight = 50
        tableView.backgroundColor = .systemGroupedBackground
        let counter = becameActive
        NotificationCenter.default.addObserver(
            forName: UIApplication.didBecomeActiveNotification, object: nil, queue: nil
        ) { _ in counter.value += 1 }
    }

    override func numberOfSections(in tableView: UITableView) -> Int { 1 }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { places.count }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "place", for: indexPath)
        cell.textLabel?.text = places[indexPath.row]
        cell.textLabel?.adjustsFontForContentSizeCategory = true
        cell.backgroundColor = .secondarySystemGroupedBackground
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        selected.append(indexPath)
    }

    override func scrollViewDidScroll(_ scrollView: UIScrollView) {
        super.scrollViewDidScroll(scrollView)
        scrolls += 1
    }
}

/// The ways apps name the colours and notifications the blind set used.
enum BlindSetNames {
    static let groupedBackgrounds: [UIColor] = [
        .systemGroupedBackground, .secondarySystemGroupedBackground, .tertiarySystemGroupedBackground, .tertiarySystemBackground,
    ]
    static let lifeCycle: [Notification.Name] = [
        UIApplication.didBecomeActiveNotification, UIApplication.willResignActiveNotification,
        UIApplication.didEnterBackgroundNotification, UIApplication.willEnterForegroundNotification,
        UIApplication.didFinishLaunchingNotification, UIApplication.willTerminateNotification,
    ]

    /// The screen the user sees in a navigation controller: what is presented over it, else its top.
    static func visible(in navigation: UINavigationController) -> UIViewController? { navigation.visibleViewController }

    static func plainTable() -> UITableViewController {
        let controller = UITableViewController(style: .plain)
        controller.clearsSelectionOnViewWillAppear = false
        return controller
    }
}
