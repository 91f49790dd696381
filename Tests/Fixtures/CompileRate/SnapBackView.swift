import UIKit

class SnapBackView: UIView {
    private lazy var animator = UIDynamicAnimator(referenceView: superview ?? self)
    private var snap: UISnapBehavior?
    private var attachment: UIAttachmentBehavior?

    @objc func handlePan(_ pan: UIPanGestureRecognizer) {
        let location = pan.location(in: superview)
        switch pan.state {
        case .began:
            animator.removeAllBehaviors()
            attachment = UIAttachmentBehavior(item: self, attachedToAnchor: location)
            animator.addBehavior(attachment!)
        case .changed:
            attachment?.anchorPoint = location
        default:
            animator.removeAllBehaviors()
            let snap = UISnapBehavior(item: self, snapTo: superview?.center ?? center)
            snap.damping = 0.5
            animator.addBehavior(snap)
            self.snap = snap
        }
    }
}
