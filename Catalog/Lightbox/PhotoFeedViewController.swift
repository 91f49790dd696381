import UIKit

/// The feed: a title and a grid of photos. Each photo has its own tap recognizer; image views
/// ignore touches by default, so each one turns `isUserInteractionEnabled` on, as apps must.
final class PhotoFeedViewController: UIViewController {
    static let photoNames = ["beach", "harbour", "dunes", "forest", "lighthouse", "meadow"]
    static let margin: CGFloat = 16
    static let spacing: CGFloat = 8

    let device: Device
    var finishFraction: CGFloat = 0.25
    var closeDuration: TimeInterval = 0.3
    private(set) var tiles: [UIImageView] = []

    init(device: Device) {
        self.device = device
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    /// Where photo `index` sits: two columns of squares under the title.
    static func tileFrame(at index: Int, device: Device) -> CGRect {
        let side = (device.screenSize.width - 2 * margin - spacing) / 2
        let top = device.safeAreaInsets.top + 64
        let column = CGFloat(index % 2), row = CGFloat(index / 2)
        return CGRect(x: margin + column * (side + spacing), y: top + row * (side + spacing), width: side, height: side)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        let heading = UILabel(frame: CGRect(x: Self.margin, y: device.safeAreaInsets.top + 12, width: 300, height: 40))
        heading.text = "Photos"
        heading.fontSize = 34
        heading.fontWeight = .bold
        view.addSubview(heading)
        for (index, name) in Self.photoNames.enumerated() {
            let tile = UIImageView(image: UIImage(named: name))
            tile.contentMode = .scaleAspectFill
            tile.clipsToBounds = true
            tile.layer.cornerRadius = 10
            tile.frame = Self.tileFrame(at: index, device: device)
            tile.accessibilityIdentifier = "photo-\(name)"
            tile.isUserInteractionEnabled = true
            tile.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(photoTapped(_:))))
            view.addSubview(tile)
            tiles.append(tile)
        }
    }

    @objc private func photoTapped(_ sender: UITapGestureRecognizer) {
        guard sender.state == .ended, let index = tiles.firstIndex(where: { $0 === sender.view }) else { return }
        present(makeLightbox(for: index), animated: true)
    }

    func makeLightbox(for index: Int) -> LightboxViewController {
        let lightbox = LightboxViewController(image: tiles[index].image, device: device)
        lightbox.finishFraction = finishFraction
        lightbox.closeDuration = closeDuration
        return lightbox
    }
}
