import UIKit

// The mistake the round-trip check exists for, as the Photos zoom once made it: the scenario
// builds the screens twice — once for present, once for dismiss — and the dismiss's copy of
// the presented page differs from what present ended on (here its title), so the second
// transition starts from a screen the first never showed. The consistent twin builds both
// operations from one function. Kept out of Catalog/.

/// A library screen presenting an album page with UIKit's cross-dissolve.
enum AlbumScreens {
    static func start(_ operation: TransitionOperation, in window: UIWindow, albumTitle: String, dismissTitle: String) {
        let library = UIViewController()
        library.view.backgroundColor = .white
        window.rootViewController = library
        window.makeKeyAndVisible()
        let album = UIViewController()
        album.view.backgroundColor = .systemIndigo
        album.modalTransitionStyle = .crossDissolve
        // Over full screen, as the default style was drawn before sheets were cards: the round
        // trip is about the screens, not the sheet.
        album.modalPresentationStyle = .overFullScreen
        let title = UILabel(frame: CGRect(x: 20, y: 100, width: 300, height: 40))
        title.text = operation == .present ? albumTitle : dismissTitle
        album.view.addSubview(title)
        if operation == .present {
            library.present(album, animated: true)
        } else {
            library.present(album, animated: false)
            album.dismiss(animated: true)
        }
    }
}

struct ConsistentRoundTripScenario: CatalogEntry {
    let id = "round-trip-consistent"
    let title = "Album (consistent)"
    let operations: [TransitionOperation] = [.present, .dismiss]

    func start(_ operation: TransitionOperation, in window: UIWindow, parameters: ParameterValues) {
        AlbumScreens.start(operation, in: window, albumTitle: "Summer", dismissTitle: "Summer")
    }
}

struct BrokenRoundTripScenario: CatalogEntry {
    let id = "round-trip-broken"
    let title = "Album (broken)"
    let operations: [TransitionOperation] = [.present, .dismiss]

    func start(_ operation: TransitionOperation, in window: UIWindow, parameters: ParameterValues) {
        AlbumScreens.start(operation, in: window, albumTitle: "Summer", dismissTitle: "Winter")
    }
}
