import UIKit

/// A download badge that draws its own progress pie.
final class ProgressPieView: UIView {
    var fraction: CGFloat = 0 {
        didSet { setNeedsDisplay() }
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
        contentMode = .redraw
        isOpaque = false
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func draw(_ rect: CGRect) {
        guard let ctx = UIGraphicsGetCurrentContext() else { return }
        let centre = CGPoint(x: bounds.midX, y: bounds.midY)
        ctx.setFillColor(UIColor.systemGreen.cgColor)
        ctx.move(to: centre)
        ctx.addArc(center: centre, radius: min(bounds.width, bounds.height) / 2,
                   startAngle: -.pi / 2, endAngle: -.pi / 2 + fraction * 2 * .pi, clockwise: false)
        ctx.closePath()
        ctx.fillPath()
        ctx.setStrokeColor(UIColor.darkGray.cgColor)
        ctx.setLineWidth(1)
        ctx.addRect(bounds.insetBy(dx: 0.5, dy: 0.5))
        ctx.strokePath()
        ctx.fill(CGRect(x: centre.x - 1, y: centre.y - 1, width: 2, height: 2))
        setNeedsDisplay(rect)
    }
}

enum Theme {
    static func install() {
        UINavigationBar.appearance().barTintColor = .systemIndigo
        UINavigationBar.appearance().tintColor = .white
        UINavigationBar.appearance().titleTextAttributes = [.foregroundColor: UIColor.white]
        UITabBar.appearance().barTintColor = .systemIndigo
        UITabBar.appearance().unselectedItemTintColor = .lightGray
        UIBarButtonItem.appearance().tintColor = .white
        UILabel.appearance(whenContainedInInstancesOf: [UITableViewCell.self]).textColor = .darkText
    }
}

final class DownloadsViewController: UIViewController {
    @objc func closeKeyboard() {
        UIApplication.shared.sendAction(#selector(UIResponder.resignFirstResponder), to: nil, from: nil, for: nil)
    }

    override var canBecomeFirstResponder: Bool { true }
}

final class BadgeGrowAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.3 }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let appWindow = UIApplication.shared.delegate?.window ?? nil
        let width = appWindow?.bounds.width ?? transitionContext.containerView.bounds.width
        let pie = ProgressPieView(frame: CGRect(x: 0, y: 0, width: width / 4, height: width / 4))
        pie.fraction = 0.75
        transitionContext.containerView.addSubview(pie)
        UIView.animate(withDuration: 0.3, animations: {
            pie.transform = CGAffineTransform(scaleX: 2, y: 2)
            pie.alpha = 0
        }, completion: { _ in
            pie.removeFromSuperview()
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        })
    }
}
