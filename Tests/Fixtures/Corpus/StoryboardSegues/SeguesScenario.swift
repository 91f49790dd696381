import UIKit

/// The storyboard's scenes and segues as factories; present opens the message through the
/// custom fade segue, dismiss closes it through the unwind segue.
struct SeguesScenario: CatalogEntry {
    let id = "corpus-storyboard-segues"
    let title = "Storyboard segues (corpus)"
    let summary = "performSegue, prepare(for:sender:), a custom segue and an unwind, from factories."
    let origin = "Tests/Fixtures/Corpus/StoryboardSegues"
    let operations: [TransitionOperation] = [.present, .dismiss]

    func start(_ operation: TransitionOperation, in window: UIWindow, parameters: ParameterValues) {
        StoryboardFactories.initialViewController { InboxViewController() }
        StoryboardFactories.viewController("MessageViewController") { MessageViewController() }
        StoryboardFactories.segue("showMessage", from: InboxViewController.self, kind: .custom(FadeModalSegue.init)) {
            MessageViewController.instantiate()
        }
        StoryboardFactories.unwindSegue("unwindToInbox", action: Selector.method(InboxViewController.unwindToInbox(_:)))
        StoryboardFactories.nib("RoundedCardView") { _ in [RoundedCardView(frame: .zero)] }

        let inbox = UIStoryboard(name: "Main", bundle: nil).instantiateInitialViewController() as! InboxViewController
        window.rootViewController = inbox
        window.makeKeyAndVisible()
        if operation == .present {
            StoryboardFactories.trigger("showMessage", from: inbox, sender: nil)
        } else {
            let message = MessageViewController.instantiate()
            message.messageIndex = inbox.selectedMessage
            message.modalPresentationStyle = .fullScreen
            message.modalTransitionStyle = .crossDissolve
            inbox.present(message, animated: false)
            message.performSegue(withIdentifier: "unwindToInbox", sender: nil)
        }
    }
}
