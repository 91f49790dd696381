import UIKit

/// The revealed pet, full screen; a swipe in from the left edge flips back to the card.
class RevealViewController: UIViewController {
    var swipeInteractionController: SwipeInteractionController?
    private let device: Device
    private let swipeDistance: CGFloat

    init(device: Device, swipeDistance: CGFloat = 200) {
        self.device = device
        self.swipeDistance = swipeDistance
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func loadView() {
        let root = UIView(frame: device.bounds)
        root.backgroundColor = .black
        let photo = UIImageView(image: UIImage(seed: 0x9E7_0000, size: CGSize(width: 1500, height: 2000)))
        photo.contentMode = .scaleAspectFill
        photo.clipsToBounds = true
        photo.frame = root.bounds
        photo.accessibilityIdentifier = "petPhoto"
        root.addSubview(photo)
        let name = UILabel(frame: CGRect(x: 24, y: device.screenSize.height - device.safeAreaInsets.bottom - 70, width: 300, height: 40))
        name.text = "Mango, 3"
        name.fontSize = 32
        name.fontWeight = .bold
        name.textColor = .white
        name.accessibilityIdentifier = "petName"
        root.addSubview(name)
        view = root
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        swipeInteractionController = SwipeInteractionController(viewController: self, distance: swipeDistance)
    }
}
