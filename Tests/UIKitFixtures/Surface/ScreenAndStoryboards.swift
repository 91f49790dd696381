import UIKit

// Issue #24, the screen's coordinate spaces and storyboard-era code as apps write it (no
// storyboard file: the tests register factories, as a scenario does). Selectors are written
// as the rewritten copy of an app's `#selector` reads. Tests/UIKitTests/SegueTests.swift and
// CoordinateSpaceTests.swift run them.

/// A screen captured once in a global, as apps keep `let screen = UIScreen.main`.
let capturedScreen = UIScreen.main

/// Where a view is on the screen, through the screen's two coordinate spaces.
func screenFrame(of view: UIView) -> (current: CGRect, fixed: CGRect, back: CGRect, bounds: CGRect) {
    let space: UICoordinateSpace = UIScreen.main.coordinateSpace
    let fixed = UIScreen.main.fixedCoordinateSpace
    let current = view.convert(view.bounds, to: space)
    let point = view.convert(CGPoint(x: 1, y: 2), to: fixed)
    let backPoint = view.convert(point, from: fixed)
    let back = view.convert(current, from: space)
    _ = space.convert(CGPoint.zero, to: view)
    _ = space.convert(CGRect.zero, from: view)
    _ = backPoint
    return (current, fixed.convert(view.bounds, from: view), back, space.bounds)
}

/// The list of a storyboard app: performs its segues, prepares the destination, takes the
/// unwind back.
class MailboxViewController: UIViewController {
    var selected = -1
    var allowsOpening = true
    private(set) var log: [String] = []

    func open(_ index: Int) {
        selected = index
        performSegue(withIdentifier: "openMail", sender: self)
    }

    override func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool {
        log.append("should \(identifier)")
        return allowsOpening
    }

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        log.append("prepare \(segue.identifier ?? "-") \(type(of: segue.source)) → \(type(of: segue.destination))")
        (segue.destination as? MailViewController)?.index = selected
    }

    func noteSegue(_ name: String) { log.append("perform \(name)") }

    func unwindToMailbox(_ segue: UIStoryboardSegue) {
        log.append("unwound from \(type(of: segue.source))")
    }

    override func canPerformUnwindSegueAction(_ action: Selector, from fromViewController: UIViewController, sender: Any?) -> Bool {
        log.append("can unwind \(action.name.isEmpty ? "?" : "action")")
        return super.canPerformUnwindSegueAction(action, from: fromViewController, sender: sender)
    }
}

class MailViewController: UIViewController {
    var index = -1
    var awoke = false

    override func awakeFromNib() {
        super.awakeFromNib()
        awoke = true
    }

    func close() {
        performSegue(withIdentifier: "backToMailbox", sender: nil)
    }
}

/// A custom segue: slides the destination in over the source, then presents it without animation.
final class SlideInSegue: UIStoryboardSegue {
    override func perform() {
        (source as? MailboxViewController)?.noteSegue("slide-in")
        let destinationView = destination.view!
        destinationView.frame = source.view.bounds.offsetBy(dx: source.view.bounds.width, dy: 0)
        source.view.addSubview(destinationView)
        UIView.animate(withDuration: 0.3, animations: {
            destinationView.frame = self.source.view.bounds
        }, completion: { _ in
            destinationView.removeFromSuperview()
            self.source.present(self.destination, animated: false)
        })
    }
}

/// The storyboard and nib as the tests register them, as a scenario's `start` does.
func registerMailStoryboard(segue kind: StoryboardFactories.SegueKind = .show) {
    StoryboardFactories.initialViewController { MailboxViewController() }
    StoryboardFactories.viewController("Mail", storyboard: "Main") { MailViewController() }
    StoryboardFactories.segue("openMail", from: MailboxViewController.self, kind: kind) {
        UIStoryboard(name: "Main", bundle: Bundle.main).instantiateViewController(withIdentifier: "Mail")
    }
    StoryboardFactories.unwindSegue("backToMailbox", action: Selector.method(MailboxViewController.unwindToMailbox(_:)))
    StoryboardFactories.nib("Header") { owner in [UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 80)), owner ?? "none"] }
}

/// A segue made in code with a handler, and a nib loaded both ways.
func makeHandlerSegue(from source: UIViewController, to destination: UIViewController, ran: @escaping () -> Void) -> UIStoryboardSegue {
    let segue = UIStoryboardSegue(identifier: "handler", source: source, destination: destination, performHandler: ran)
    let nib = UINib(nibName: "Header", bundle: nil)
    _ = nib.instantiate(withOwner: source, options: [UINib.OptionsKey.externalObjects: [:] as [String: Any]])
    _ = Bundle.main.loadNibNamed("Header", owner: source, options: nil)
    _ = source.storyboard
    return segue
}

/// The storyboard's first screen, and a segue wired in Interface Builder to a button.
func openFromStoryboard(sender: UIButton) -> MailboxViewController? {
    let first = UIStoryboard(name: "Main", bundle: nil).instantiateInitialViewController() as? MailboxViewController
    if let first { StoryboardFactories.trigger("openMail", from: first, sender: sender) }
    return first
}
