import UIKit
import ScenarioKit

/// Kodeco's "Guess the Pet": a card in the middle of the screen that flips to reveal the pet.
final class CardViewController: DemoViewController {
    static let cardCornerRadius = 25.0
    let cardView = UIView()

    override func loadView() {
        let root = makeRootView(UIColor(hex: 0x2E86DE))
        let width = device.screenSize.width, height = device.screenSize.height
        let title = UILabel.make(frame: Rect(x: 0, y: device.safeAreaInsets.top + 16, width: width, height: 34), text: "Guess the Pet", fontSize: 28, weight: .bold, color: .white, alignment: .center, role: "title")
        root.addSubview(title)
        let cardWidth = Swift.min(width - 80, 420), cardHeight = cardWidth * 1.35
        cardView.frame = Rect(x: (width - cardWidth) / 2, y: (height - cardHeight) / 2, width: cardWidth, height: cardHeight)
        cardView.backgroundColor = UIColor(hex: 0xFDCB6E)
        cardView.layer.cornerRadius = Self.cardCornerRadius
        cardView.clipsToBounds = true
        cardView.role = "card"
        let question = UILabel.make(frame: Rect(x: 0, y: cardHeight / 2 - 60, width: cardWidth, height: 120), text: "?", fontSize: 110, weight: .bold, color: .white, alignment: .center)
        cardView.addSubview(question)
        let hint = UILabel.make(frame: Rect(x: 0, y: cardHeight - 56, width: cardWidth, height: 24), text: "Tap to reveal", color: UIColor(white: 1, alpha: 0.9), alignment: .center)
        cardView.addSubview(hint)
        root.addSubview(cardView)
        for index in 0..<3 {
            let dot = UIView(frame: Rect(x: width / 2 - 22 + Double(index) * 18, y: height - device.safeAreaInsets.bottom - 30, width: 8, height: 8))
            dot.backgroundColor = UIColor(white: 1, alpha: index == 0 ? 1 : 0.4)
            dot.layer.cornerRadius = 4
            dot.role = "pageDot"
            root.addSubview(dot)
        }
        view = root
    }

    /// Where the card is in the window: the flip starts and ends there.
    var originFrame: Rect {
        _ = view
        return cardView.convert(cardView.bounds, to: nil)
    }
}

/// The revealed pet, full screen.
final class RevealViewController: DemoViewController {

    override func loadView() {
        let root = makeRootView(.black)
        let photo = UIImageView.make(photo: PhotoLibrary.pet(0), frame: root.bounds, role: "petPhoto")
        root.addSubview(photo)
        let name = UILabel.make(frame: Rect(x: 24, y: device.screenSize.height - device.safeAreaInsets.bottom - 70, width: 300, height: 40), text: "Mango, 3", fontSize: 32, weight: .bold, color: .white, role: "petName")
        root.addSubview(name)
        view = root
    }
}

/// A full-screen modal presentation: the presenting controller's view fills the window and
/// the transition happens in a container on top of it.
struct ModalScene {
    let window: UIWindow
    let container: UIView

    init(device: Device, onScreen: UIViewController) {
        window = DemoWindow.make(for: device)
        window.rootViewController = onScreen
        container = UIView(frame: device.bounds)
        container.role = "transitionContainer"
        window.addSubview(container)
        // During the transition the on-screen view lives in the container, where the
        // container's perspective reaches it.
        container.addSubview(onScreen.view)
        window.addSubview(Chrome.statusBar(device: device, light: true))
    }
}
