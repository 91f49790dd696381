//
//  StoryboardSegueViewController.swift
//

import UIKit

class ProfileListViewController: UITableViewController {

    private let names = ["Ada", "Grace", "Linus", "Margaret"]
    private let cardDelegate = CardTransitioningDelegate()

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "NameCell")
        title = "People"
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        return names.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "NameCell", for: indexPath)
        cell.textLabel?.text = names[indexPath.row]
        cell.accessoryType = .disclosureIndicator
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)
        if indexPath.row == 0 {
            performSegue(withIdentifier: "showProfile", sender: indexPath)
        } else {
            let storyboard = UIStoryboard(name: "Main", bundle: nil)
            guard let detail = storyboard.instantiateViewController(withIdentifier: "ProfileCardViewController") as? ProfileCardViewController else {
                return
            }
            detail.name = names[indexPath.row]
            detail.modalPresentationStyle = .custom
            detail.transitioningDelegate = cardDelegate
            present(detail, animated: true)
        }
    }

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        super.prepare(for: segue, sender: sender)
        if segue.identifier == "showProfile",
           let destination = segue.destination as? ProfileCardViewController,
           let indexPath = sender as? IndexPath {
            destination.name = names[indexPath.row]
            destination.modalPresentationStyle = .custom
            destination.transitioningDelegate = cardDelegate
        }
    }

    @IBAction func unwindToList(_ segue: UIStoryboardSegue) {
        tableView.reloadData()
    }
}

class ProfileCardViewController: UIViewController {
    var name: String?

    @IBOutlet private weak var nameLabel: UILabel?

    override func viewDidLoad() {
        super.viewDidLoad()
        nameLabel?.text = name
        view.layer.cornerRadius = 20
        view.layer.masksToBounds = true
    }
}
