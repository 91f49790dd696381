import UIKit

final class GalleryViewController: UIViewController, ZoomTransitionSource {
    private(set) var cells: [UIImageView] = []
    var selectedIndex = 4

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        let spacing: CGFloat = 2
        let side = (UIScreen.main.bounds.width - spacing * 2) / 3
        for index in 0..<12 {
            let cell = UIImageView(image: UIImage(named: "gallery-\(index)"))
            cell.contentMode = .scaleAspectFill
            cell.clipsToBounds = true
            cell.frame = CGRect(x: CGFloat(index % 3) * (side + spacing), y: 100 + CGFloat(index / 3) * (side + spacing),
                                width: side, height: side)
            view.addSubview(cell)
            cells.append(cell)
        }
    }

    func zoomSourceView() -> UIView? {
        cells.indices.contains(selectedIndex) ? cells[selectedIndex] : nil
    }
}
