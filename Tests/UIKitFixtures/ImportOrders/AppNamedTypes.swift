import UIKit

// An app's own types named as the engine names its own: `import UIKit` brings UIKit's names
// only, so these are the app's, with no ambiguity and no shadowing surprise.

struct Size { var points: Int }
struct Layer { var name: String }
enum Color { case brand, accent }
struct View { var identifier: String }
struct Rect { var cells: Int }

enum AppNamedTypes {
    static func describe() -> String {
        let size = Size(points: 3)
        let layer = Layer(name: "badge")
        let colour = Color.brand
        let view = View(identifier: "card")
        let rect = Rect(cells: 2)
        let real = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        return "\(size.points) \(layer.name) \(colour) \(view.identifier) \(rect.cells) \(real.frame.width)"
    }
}
