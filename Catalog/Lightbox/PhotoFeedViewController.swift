import UIKit

/// The feed: a title over a `UICollectionView` of photos in two columns, as apps build one — a
/// flow layout, a data source dequeuing `PhotoFeedCell`s, and the delegate's
/// `collectionView(_:didSelectItemAt:)` presenting the tapped photo. The collection view's own
/// tap recognizer finds the item under the finger, so a tap between the photos selects nothing.
final class PhotoFeedViewController: UIViewController, UICollectionViewDataSource, UICollectionViewDelegateFlowLayout {
    static let photoNames = ["beach", "harbour", "dunes", "forest", "lighthouse", "meadow"]
    static let margin: CGFloat = 16
    static let spacing: CGFloat = 8

    let device: Device
    var finishFraction: CGFloat = 0.25
    var closeDuration: TimeInterval = 0.3
    private(set) var collectionView: UICollectionView!

    init(device: Device) {
        self.device = device
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    /// The top of the first row: under the title, which sits under the status bar.
    static func contentTop(device: Device) -> CGFloat { device.safeAreaInsets.top + 64 }

    /// Where photo `index` is on screen before any scrolling: two columns of squares under the
    /// title (the flow layout's justified lines; LightboxFeedTests checks the two agree).
    static func tileFrame(at index: Int, device: Device) -> CGRect {
        let side = (device.screenSize.width - 2 * margin - spacing) / 2
        let column = CGFloat(index % 2), row = CGFloat(index / 2)
        return CGRect(
            x: margin + column * (side + spacing), y: contentTop(device: device) + row * (side + spacing), width: side, height: side)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        let layout = UICollectionViewFlowLayout()
        layout.minimumInteritemSpacing = Self.spacing
        layout.minimumLineSpacing = Self.spacing
        layout.sectionInset = UIEdgeInsets(top: 0, left: Self.margin, bottom: 0, right: Self.margin)
        collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: layout)
        collectionView.backgroundColor = .systemBackground
        // The rows start under the title; the title stays put (it is not the collection's).
        collectionView.contentInsetAdjustmentBehavior = .never
        collectionView.contentInset = UIEdgeInsets(top: Self.contentTop(device: device), left: 0, bottom: 0, right: 0)
        collectionView.contentOffset = CGPoint(x: 0, y: -Self.contentTop(device: device))
        collectionView.register(PhotoFeedCell.self, forCellWithReuseIdentifier: PhotoFeedCell.reuseIdentifier)
        collectionView.dataSource = self
        collectionView.delegate = self
        view.addSubview(collectionView)
        let heading = UILabel(frame: CGRect(x: Self.margin, y: device.safeAreaInsets.top + 12, width: 300, height: 40))
        heading.text = "Photos"
        heading.fontSize = 34
        heading.fontWeight = .bold
        view.addSubview(heading)
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        Self.photoNames.count
    }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: PhotoFeedCell.reuseIdentifier, for: indexPath)
        guard let photoCell = cell as? PhotoFeedCell else { return cell }
        let name = Self.photoNames[indexPath.item]
        photoCell.imageView.image = UIImage(named: name)
        photoCell.imageView.accessibilityIdentifier = "photo-\(name)"
        return photoCell
    }

    /// Two squares per line, whatever the width.
    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, sizeForItemAt indexPath: IndexPath
    ) -> CGSize {
        let side = (collectionView.bounds.width - 2 * Self.margin - Self.spacing) / 2
        return CGSize(width: side, height: side)
    }

    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        collectionView.deselectItem(at: indexPath, animated: false)
        present(makeLightbox(for: indexPath.item), animated: true)
    }

    func makeLightbox(for index: Int) -> LightboxViewController {
        let lightbox = LightboxViewController(image: UIImage(named: Self.photoNames[index]), device: device)
        lightbox.finishFraction = finishFraction
        lightbox.closeDuration = closeDuration
        return lightbox
    }
}
