import UIKit

/// The detail screen, from the storyboard; it closes through the unwind segue.
class MessageViewController: UIViewController {
    @IBOutlet weak var bodyLabel: UILabel?
    var messageIndex = -1

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = UIColor(red: 0.98, green: 0.96, blue: 0.9, alpha: 1)
        let label = UILabel(frame: CGRect(x: 20, y: 100, width: 300, height: 40))
        label.text = "Message \(messageIndex)"
        view.addSubview(label)
        bodyLabel = label
    }

    @IBAction func closeTapped(_ sender: UIButton) {
        performSegue(withIdentifier: "unwindToInbox", sender: sender)
    }

    static func instantiate() -> MessageViewController {
        let storyboard = UIStoryboard(name: "Main", bundle: nil)
        return storyboard.instantiateViewController(withIdentifier: "MessageViewController") as! MessageViewController
    }
}
