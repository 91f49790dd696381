import UIKit

// A grid screen as iOS 14 apps write it: a UICollectionViewController subclass whose cells come
// from a UICollectionView.CellRegistration through dequeueConfiguredReusableCell(using:for:item:).
// Compiled with the catalog's settings; Tests/UIKitTests/CollectionViewControllerTests runs the
// same shapes.

final class RegisteredGridViewController: UICollectionViewController {
    let titles = ["Beach", "Harbour", "Dunes", "Forest"]

    private let registration = UICollectionView.CellRegistration<UICollectionViewCell, String> { cell, _, title in
        cell.contentView.backgroundColor = title.count.isMultiple(of: 2) ? .systemTeal : .systemIndigo
        cell.accessibilityIdentifier = title
    }

    init() {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 160, height: 160)
        super.init(collectionViewLayout: layout)
        clearsSelectionOnViewWillAppear = false
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        titles.count
    }

    override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: titles[indexPath.item])
    }
}
