import UIKit

/// A feed cell: the photo, aspect-filled and rounded, filling the cell's content view, as a
/// photo app's cell class lays it out.
final class PhotoFeedCell: UICollectionViewCell {
    static let reuseIdentifier = "PhotoFeedCell"
    let imageView = UIImageView()

    override init(frame: CGRect) {
        super.init(frame: frame)
        imageView.contentMode = .scaleAspectFill
        imageView.clipsToBounds = true
        imageView.layer.cornerRadius = 10
        imageView.frame = contentView.bounds
        contentView.addSubview(imageView)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        imageView.frame = contentView.bounds
    }
}
