import UIKit
import ScenarioKit

/// One card of the list: a `UICollectionViewCell` whose coloured, rounded content view holds
/// the photo and the name, as FlowerCollector's cell class has them.
final class FlowerCell: UICollectionViewCell {
    static let reuseIdentifier = "FlowerCell"
    static let itemSize = CGSize(width: 300, height: 450)
    let imageView = UIImageView()
    private let name = UILabel.make(frame: CGRect(x: 20, y: 360, width: 260, height: 28), text: "", fontSize: 24, weight: .bold, role: "cellTitle")

    override init(frame: CGRect) {
        super.init(frame: frame)
        role = "flowerCell"
        contentView.layer.cornerRadius = 14
        contentView.clipsToBounds = true
        contentView.role = "cellContent"
        imageView.contentMode = .scaleAspectFill
        imageView.clipsToBounds = true
        imageView.frame = CGRect(x: 0, y: 0, width: Self.itemSize.width, height: 340)
        imageView.role = "cellImage"
        contentView.addSubview(imageView)
        contentView.addSubview(name)
        let caption = UILabel.make(frame: CGRect(x: 20, y: 396, width: 260, height: 36), text: "Tap to read more", fontSize: 14, color: .secondaryLabel, role: "cellCaption")
        contentView.addSubview(caption)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    /// Shows flower `index`: its photo, colour and name.
    func configure(index: Int) {
        imageView.image = PhotoLibrary.flower(index)
        contentView.backgroundColor = Flowers.colors[index % Flowers.colors.count]
        name.text = Flowers.names[index % Flowers.names.count]
    }
}

/// FlowerListFlowLayout: a horizontal flow layout whose items shrink and fade with their
/// distance from the middle of the collection view, the nearest on top; a fling ends with an
/// item centred. The effect is in the attributes the layout hands out, so the collection view
/// applies it to the cells as it scrolls.
final class FlowerListFlowLayout: UICollectionViewFlowLayout {
    static let standardItemScale = 0.85
    static let standardItemAlpha = 0.8

    /// r = (maxDist − min(|distance|, maxDist)) / maxDist, maxDist one item and one gap.
    static func ratio(distance: Double, itemWidth: Double, lineSpacing: Double) -> Double {
        let maxDistance = itemWidth + lineSpacing
        return (maxDistance - Swift.min(abs(distance), maxDistance)) / maxDistance
    }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        // Copies: the flow layout keeps its own attributes for the next call.
        super.layoutAttributesForElements(in: rect)?.map { original in
            let attributes = original.copy() as! UICollectionViewLayoutAttributes
            applyDistanceEffect(to: attributes)
            return attributes
        }
    }

    private func applyDistanceEffect(to attributes: UICollectionViewLayoutAttributes) {
        guard let collectionView else { return }
        let middle = collectionView.contentOffset.x + collectionView.frame.width / 2
        let r = Self.ratio(distance: attributes.center.x - middle, itemWidth: itemSize.width, lineSpacing: minimumLineSpacing)
        let alpha = r * (1 - Self.standardItemAlpha) + Self.standardItemAlpha
        let scale = r * (1 - Self.standardItemScale) + Self.standardItemScale
        attributes.alpha = alpha
        attributes.transform3D = CATransform3DScale(CATransform3DIdentity, scale, scale, 1)
        attributes.zIndex = Int(alpha * 10)
    }

    /// Every scroll changes the effect.
    override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { true }

    /// A fling stops with the item nearest the middle centred.
    override func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint, withScrollingVelocity velocity: CGPoint) -> CGPoint {
        guard let collectionView else { return proposedContentOffset }
        let half = collectionView.bounds.width / 2
        let middle = proposedContentOffset.x + half
        let near = CGRect(x: proposedContentOffset.x, y: 0, width: collectionView.bounds.width, height: collectionView.bounds.height)
        guard let nearest = super.layoutAttributesForElements(in: near)?.min(by: { abs($0.center.x - middle) < abs($1.center.x - middle) })
        else { return proposedContentOffset }
        return CGPoint(x: (nearest.center.x - half).rounded(.down), y: proposedContentOffset.y)
    }
}

/// FlowerInfosController: the horizontal list of cards in a `UICollectionView` with the
/// FlowerListFlowLayout, scrolled so the selected card is in the middle. Cells exist for the
/// cards on screen only; the animators read the selected one with `cellForItem(at:)`.
final class FlowerListViewController: ScenarioViewController, UICollectionViewDataSource, UICollectionViewDelegate {
    static let lineSpacing = 24.0
    static let count = 5
    let selectedIndex: Int
    private(set) var collectionView: UICollectionView!

    init(device: Device, selectedIndex: Int = 1) {
        self.selectedIndex = selectedIndex
        super.init(device: device)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    /// The list's band: as tall as a card, its middle 20 points below the screen's.
    var listFrame: CGRect {
        let height = FlowerCell.itemSize.height
        return CGRect(x: 0, y: device.screenSize.height / 2 + 20 - height / 2, width: device.screenSize.width, height: height)
    }

    override func loadView() {
        let root = makeRootView(UIColor(hex: 0xFBF6F1))
        let title = UILabel.make(frame: CGRect(x: 24, y: device.safeAreaInsets.top + 12, width: 300, height: 40), text: "Flowers", fontSize: 34, weight: .bold, role: "listTitle")
        root.addSubview(title)
        let layout = FlowerListFlowLayout()
        layout.scrollDirection = .horizontal
        layout.itemSize = FlowerCell.itemSize
        layout.minimumLineSpacing = Self.lineSpacing
        // The first and last cards can come to the middle.
        let side = (device.screenSize.width - FlowerCell.itemSize.width) / 2
        layout.sectionInset = UIEdgeInsets(top: 0, left: side, bottom: 0, right: side)
        let list = UICollectionView(frame: listFrame, collectionViewLayout: layout)
        list.backgroundColor = .clear
        list.showsHorizontalScrollIndicator = false
        list.decelerationRate = .fast
        list.contentInsetAdjustmentBehavior = .never
        list.register(FlowerCell.self, forCellWithReuseIdentifier: FlowerCell.reuseIdentifier)
        list.dataSource = self
        list.delegate = self
        list.role = "flowerList"
        list.contentOffset = CGPoint(x: Double(selectedIndex) * (FlowerCell.itemSize.width + Self.lineSpacing), y: 0)
        root.addSubview(list)
        collectionView = list
        view = root
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { Self.count }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: FlowerCell.reuseIdentifier, for: indexPath)
        (cell as? FlowerCell)?.configure(index: indexPath.item)
        return cell
    }

    /// The selected card's cell, laid out first (as the animators ask for it).
    var selectedCell: FlowerCell {
        _ = view
        collectionView.layoutIfNeeded()
        guard let cell = collectionView.cellForItem(at: IndexPath(item: selectedIndex, section: 0)) as? FlowerCell else {
            preconditionFailure("no cell for the selected card \(selectedIndex)")
        }
        return cell
    }
}
