import UIKit

/// The list screen: opens a message through a segue and receives the unwind back.
class InboxViewController: UIViewController {
    @IBOutlet weak var headerView: RoundedCardView!
    var selectedMessage = 0
    var unwoundFrom: String?

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        if headerView == nil {
            let header = RoundedCardView.loadFromNib()
            header.frame = CGRect(x: 16, y: 64, width: view.bounds.width - 32, height: 120)
            view.addSubview(header)
            headerView = header
        }
    }

    @IBAction func openMessage(_ sender: Any) {
        selectedMessage = 3
        performSegue(withIdentifier: "showMessage", sender: sender)
    }

    override func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool {
        return identifier != "showMessage" || selectedMessage >= 0
    }

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        if segue.identifier == "showMessage", let detail = segue.destination as? MessageViewController {
            detail.messageIndex = selectedMessage
        }
    }

    @IBAction func unwindToInbox(_ segue: UIStoryboardSegue) {
        unwoundFrom = segue.identifier
    }
}
