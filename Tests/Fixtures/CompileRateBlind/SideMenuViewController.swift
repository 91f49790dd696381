//
//  SideMenuViewController.swift
//

import UIKit

protocol SideMenuDelegate: AnyObject {
    func sideMenu(_ menu: SideMenuContainerViewController, didChangeOpen isOpen: Bool)
}

class SideMenuContainerViewController: UIViewController {

    weak var delegate: SideMenuDelegate?

    let menuViewController: UIViewController
    let contentViewController: UIViewController

    private let menuWidth: CGFloat = 280
    private var menuLeadingConstraint: NSLayoutConstraint!
    private(set) var isMenuOpen = false

    private let overlayView: UIView = {
        let view = UIView()
        view.backgroundColor = UIColor.black.withAlphaComponent(0.4)
        view.alpha = 0
        view.translatesAutoresizingMaskIntoConstraints = false
        return view
    }()

    init(menu: UIViewController, content: UIViewController) {
        self.menuViewController = menu
        self.contentViewController = content
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()

        addChild(contentViewController)
        view.addSubview(contentViewController.view)
        contentViewController.view.frame = view.bounds
        contentViewController.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        contentViewController.didMove(toParent: self)

        view.addSubview(overlayView)
        NSLayoutConstraint.activate([
            overlayView.topAnchor.constraint(equalTo: view.topAnchor),
            overlayView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
            overlayView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            overlayView.trailingAnchor.constraint(equalTo: view.trailingAnchor)
        ])
        overlayView.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(closeMenu)))

        addChild(menuViewController)
        let menuView = menuViewController.view!
        menuView.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(menuView)
        menuLeadingConstraint = menuView.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: -menuWidth)
        NSLayoutConstraint.activate([
            menuLeadingConstraint,
            menuView.topAnchor.constraint(equalTo: view.topAnchor),
            menuView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
            menuView.widthAnchor.constraint(equalToConstant: menuWidth)
        ])
        menuViewController.didMove(toParent: self)

        let pan = UIPanGestureRecognizer(target: self, action: #selector(handlePan(_:)))
        view.addGestureRecognizer(pan)
    }

    @objc func toggleMenu() {
        isMenuOpen ? closeMenu() : openMenu()
    }

    @objc func openMenu() {
        setMenu(open: true, animated: true)
    }

    @objc func closeMenu() {
        setMenu(open: false, animated: true)
    }

    private func setMenu(open: Bool, animated: Bool, velocity: CGFloat = 0) {
        isMenuOpen = open
        menuLeadingConstraint.constant = open ? 0 : -menuWidth
        let animations = {
            self.overlayView.alpha = open ? 1 : 0
            self.view.layoutIfNeeded()
        }
        guard animated else {
            animations()
            delegate?.sideMenu(self, didChangeOpen: open)
            return
        }
        UIView.animate(withDuration: 0.35,
                       delay: 0,
                       usingSpringWithDamping: 1,
                       initialSpringVelocity: velocity / menuWidth,
                       options: [.beginFromCurrentState, .curveEaseOut],
                       animations: animations) { _ in
            self.delegate?.sideMenu(self, didChangeOpen: open)
        }
    }

    @objc private func handlePan(_ recognizer: UIPanGestureRecognizer) {
        let translation = recognizer.translation(in: view)
        switch recognizer.state {
        case .changed:
            let base: CGFloat = isMenuOpen ? 0 : -menuWidth
            let constant = max(-menuWidth, min(0, base + translation.x))
            menuLeadingConstraint.constant = constant
            overlayView.alpha = 1 + constant / menuWidth
        case .ended, .cancelled:
            let velocity = recognizer.velocity(in: view).x
            let shouldOpen = velocity > 0 ? true : (velocity < 0 ? false : menuLeadingConstraint.constant > -menuWidth / 2)
            setMenu(open: shouldOpen, animated: true, velocity: abs(velocity))
        default:
            break
        }
    }
}
