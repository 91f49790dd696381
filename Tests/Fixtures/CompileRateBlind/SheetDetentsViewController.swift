//
//  SheetDetentsViewController.swift
//

import UIKit

class FiltersViewController: UIViewController {

    private let titleLabel: UILabel = {
        let label = UILabel()
        label.text = "Filters"
        label.font = UIFont.preferredFont(forTextStyle: .headline)
        label.textAlignment = .center
        label.translatesAutoresizingMaskIntoConstraints = false
        return label
    }()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        view.addSubview(titleLabel)
        NSLayoutConstraint.activate([
            titleLabel.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 20),
            titleLabel.centerXAnchor.constraint(equalTo: view.centerXAnchor)
        ])
    }
}

class SheetDetentsViewController: UIViewController, UISheetPresentationControllerDelegate {

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemGroupedBackground
        navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Filters",
                                                            style: .plain,
                                                            target: self,
                                                            action: #selector(showFilters))
    }

    @objc private func showFilters() {
        let filters = FiltersViewController()
        if #available(iOS 15.0, *) {
            filters.modalPresentationStyle = .pageSheet
            if let sheet = filters.sheetPresentationController {
                sheet.detents = [.medium(), .large()]
                sheet.selectedDetentIdentifier = .medium
                sheet.prefersGrabberVisible = true
                sheet.prefersScrollingExpandsWhenScrolledToEdge = false
                sheet.largestUndimmedDetentIdentifier = .medium
                sheet.preferredCornerRadius = 24
                sheet.delegate = self
            }
        } else {
            filters.modalPresentationStyle = .formSheet
        }
        present(filters, animated: true, completion: nil)
    }

    @available(iOS 15.0, *)
    func sheetPresentationControllerDidChangeSelectedDetentIdentifier(_ sheetPresentationController: UISheetPresentationController) {
        let expanded = sheetPresentationController.selectedDetentIdentifier == .large
        navigationItem.rightBarButtonItem?.isEnabled = !expanded
    }

    func expandSheet() {
        guard #available(iOS 15.0, *),
              let sheet = presentedViewController?.sheetPresentationController else { return }
        sheet.animateChanges {
            sheet.selectedDetentIdentifier = .large
        }
    }
}
