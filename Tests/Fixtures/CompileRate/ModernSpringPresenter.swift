import UIKit
import Combine

@available(iOS 17.0, *)
final class ModernSpringPresenter {
    private var cancellables = Set<AnyCancellable>()

    func bounceIn(_ view: UIView) {
        view.transform = CGAffineTransform(scaleX: 0.8, y: 0.8)
        UIView.animate(springDuration: 0.5, bounce: 0.3, initialSpringVelocity: 0, delay: 0, options: [.allowUserInteraction]) {
            view.transform = .identity
        } completion: { _ in }
    }

    func follow(keyboardOf view: UIView) {
        NotificationCenter.default.publisher(for: UIResponder.keyboardWillShowNotification)
            .compactMap { $0.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect }
            .sink { frame in view.transform = CGAffineTransform(translationX: 0, y: -frame.height) }
            .store(in: &cancellables)
    }
}
