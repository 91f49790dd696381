import UIKit

class ArticleListViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Articles"
        view.backgroundColor = .white
        for row in 0..<6 {
            let cell = UIView(frame: CGRect(x: 0, y: 100 + CGFloat(row) * 64, width: view.bounds.width, height: 63))
            cell.backgroundColor = row % 2 == 0 ? UIColor(white: 0.97, alpha: 1) : .white
            view.addSubview(cell)
        }
    }
}

class ArticleViewController: UIViewController {
    let interaction = EdgePanPopInteraction()

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Article"
        view.backgroundColor = UIColor(red: 0.99, green: 0.97, blue: 0.93, alpha: 1.0)
        let hero = UIImageView(image: UIImage(named: "article-hero"))
        hero.contentMode = UIViewContentMode.scaleAspectFill
        hero.clipsToBounds = true
        hero.frame = CGRect(x: 0, y: 88, width: view.bounds.width, height: 220)
        view.addSubview(hero)
    }
}
