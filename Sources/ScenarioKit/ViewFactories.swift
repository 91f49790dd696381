import TransitionKit
import UIKit

// The demo scenes build many labels and photos; these initialisers keep each one a single
// readable statement instead of six property assignments.

// (Factories rather than convenience initialisers: a class's own property observers, which
// keep the layer's content in step, do not run inside its initialisers.)

extension UILabel {
    public static func make(
        frame: CGRect, text: String, fontSize: Double = 17, weight: Text.Weight = .regular,
        color: UIColor = .label, alignment: NSTextAlignment = .left, lines: Int = 1,
        role: String? = nil
    ) -> UILabel {
        let label = UILabel(frame: frame)
        label.text = text
        label.fontSize = fontSize
        label.fontWeight = weight
        label.textColor = color
        label.textAlignment = alignment
        label.numberOfLines = lines
        if let role { label.role = role }
        return label
    }
}

extension UIImageView {
    /// A photo filling `frame`, cropped to it (`.scaleAspectFill` + `clipsToBounds`), as photo
    /// apps show thumbnails and heroes.
    public static func make(photo: UIImage, frame: CGRect, role: String) -> UIImageView {
        let imageView = UIImageView(image: photo)
        imageView.contentMode = .scaleAspectFill
        imageView.clipsToBounds = true
        imageView.frame = frame
        imageView.role = role
        return imageView
    }
}
