import UIKit

/// A home tab with a floating "+" button that opens a menu over it.
final class FloatingActionViewController: UIViewController {
    let addButton = UIButton(type: .custom)
    let menuTransitions = MenuTransitions()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        addButton.frame = CGRect(x: view.bounds.width - 80, y: view.bounds.height - 160, width: 56, height: 56)
        addButton.backgroundColor = .systemBlue
        addButton.layer.cornerRadius = 28
        addButton.setTitle("+", for: .normal)
        addButton.setTitleColor(.white, for: .normal)
        addButton.titleLabel?.font = UIFont.systemFont(ofSize: 28, weight: .medium)
        addButton.addTarget(self, action: #selector(addTapped(_:)), for: .touchUpInside)
        view.addSubview(addButton)
    }

    @objc func addTapped(_ sender: UIButton) {
        let menu = ActionMenuViewController()
        menu.modalPresentationStyle = .overCurrentContext
        menu.transitioningDelegate = menuTransitions
        present(menu, animated: true)
    }
}

/// The menu: a panel of actions over a dimmed backdrop, closed by its own button.
final class ActionMenuViewController: UIViewController {
    let panel = UIView()
    let closeButton = UIButton(type: .system)

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = UIColor.black.withAlphaComponent(0.3)
        panel.backgroundColor = .white
        panel.layer.cornerRadius = 14
        panel.frame = CGRect(x: 16, y: view.bounds.height - 300, width: view.bounds.width - 32, height: 260)
        view.addSubview(panel)
        closeButton.setTitle("Close", for: .normal)
        closeButton.frame = CGRect(x: 16, y: 200, width: panel.bounds.width - 32, height: 44)
        closeButton.addTarget(self, action: #selector(close), for: .touchUpInside)
        panel.addSubview(closeButton)
    }

    @objc func close() {
        dismiss(animated: true)
    }
}
