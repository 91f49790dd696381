import CatalogKit
import ScenarioKit
import TestExpectations
import Testing
import UIKit

/// A zoom written against the kit's screens, as an app's animator is: the source is the
/// `PhotoGridViewController`'s real collection view cell (`referenceImageView`, from
/// `cellForItem(at:)`) and its frame (`referenceImageViewFrame`, the cell's frame converted
/// from the collection view); the contract checker (`transitions check`) finds nothing in it.
final class KitZoomAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let presenting: Bool
    init(presenting: Bool) { self.presenting = presenting }

    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval { 0.4 }

    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        let container = transitionContext.containerView
        guard let fromVC = transitionContext.viewController(forKey: .from),
              let toVC = transitionContext.viewController(forKey: .to),
              let grid = (presenting ? fromVC : toVC) as? PhotoGridViewController,
              let detail = (presenting ? toVC : fromVC) as? PhotoDetailViewController
        else {
            transitionContext.completeTransition(false)
            return
        }
        let source = grid.referenceImageView
        let cellFrame = grid.view.convert(grid.referenceImageViewFrame, to: container)
        let photoFrame = detail.view.convert(detail.referenceImageViewFrame, to: container)
        if presenting {
            detail.view.frame = transitionContext.finalFrame(for: detail)
            detail.view.alpha = 0
            container.addSubview(detail.view)
        }
        let flying = UIImageView(image: detail.image)
        flying.contentMode = .scaleAspectFill
        flying.clipsToBounds = true
        flying.accessibilityIdentifier = "flyingPhoto"
        flying.frame = presenting ? cellFrame : photoFrame
        container.addSubview(flying)
        source.isHidden = true
        detail.imageView.isHidden = true
        UIView.animate(
            withDuration: transitionDuration(using: transitionContext), delay: 0, options: .curveEaseInOut,
            animations: {
                flying.frame = self.presenting ? photoFrame : cellFrame
                detail.view.alpha = self.presenting ? 1 : 0
            },
            completion: { _ in
                flying.removeFromSuperview()
                source.isHidden = false
                detail.imageView.isHidden = false
                let completed = !transitionContext.transitionWasCancelled
                if !self.presenting && completed { detail.view.removeFromSuperview() }
                transitionContext.completeTransition(completed)
            })
    }
}

final class KitZoomTransitions: NSObject, UIViewControllerTransitioningDelegate {
    func animationController(
        forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? { KitZoomAnimator(presenting: true) }

    func animationController(forDismissed dismissed: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
        KitZoomAnimator(presenting: false)
    }
}

/// The kit's grid as an app subclasses it: it keeps the zoom's transitioning delegate (UIKit
/// holds `transitioningDelegate` weakly).
final class KitGridViewController: PhotoGridViewController {
    let transitions = KitZoomTransitions()
}

/// The kit's grid at the window's root presents the selected photo with the zoom (present),
/// or shows it and zooms back (dismiss). The checker makes each entry with `init()`, so the
/// selected item is the type's.
protocol KitZoomEntry: CatalogEntry {
    static var selectedIndex: Int { get }
}

extension KitZoomEntry {
    var title: String { "Kit zoom" }
    var operations: [TransitionOperation] { [.present, .dismiss] }

    func start(_ operation: TransitionOperation, in window: UIWindow, parameters: ParameterValues) {
        let device = Device(window: window)
        let grid = KitGridViewController(device: device, selectedIndex: Self.selectedIndex)
        window.rootViewController = grid
        window.makeKeyAndVisible()
        let detail = PhotoDetailViewController(device: device, image: grid.photos[Self.selectedIndex])
        detail.modalPresentationStyle = .fullScreen
        detail.transitioningDelegate = grid.transitions
        grid.present(detail, animated: operation == .present)
        if operation == .dismiss { detail.dismiss(animated: true) }
    }
}

/// Item 4: on screen, on the second row.
struct OnScreenKitZoom: KitZoomEntry {
    static let selectedIndex = 4
    let id = "kit-zoom-on-screen"
}

/// Item 50: off screen; the grid scrolls to it when the animator asks for its cell.
struct ScrolledKitZoom: KitZoomEntry {
    static let selectedIndex = 50
    let id = "kit-zoom-scrolled"
}

@Suite("A zoom from the kit's collection view grid")
struct GridZoomCheckTests {
    static func entry(_ selectedIndex: Int) -> any KitZoomEntry {
        selectedIndex == OnScreenKitZoom.selectedIndex ? OnScreenKitZoom() : ScrolledKitZoom()
    }

    @Test("the contract checker finds nothing, on every device, for a cell on screen and one scrolled to", arguments: [4, 50])
    func checkPasses(selectedIndex: Int) {
        let reports = ContractChecker().check(Self.entry(selectedIndex))
        let findings = reports.flatMap(\.findings)
        #expect(findings.isEmpty, "\(findings.map(\.description).joined(separator: "\n"))")
        expectEqual(reports.count, 2 * Device.all.count)
        #expect(reports.allSatisfy { $0.state == .completed })
    }

    @Test("the flying photo starts on the cell's frame from layoutAttributesForItem(at:) and convert", arguments: [4, 50])
    func startsOnTheCell(selectedIndex: Int) throws {
        let device = Device.iPhoneX
        let run = try CatalogRun.make(entry: Self.entry(selectedIndex), operation: .present, device: device)
        expectEqual(run.state, .completed)
        let grid = try #require(run.coordinator.fromViewController as? PhotoGridViewController)
        let indexPath = IndexPath(item: selectedIndex, section: 0)
        // A real cell of the collection view, on screen (scrolled to when it was not).
        let cell = try #require(grid.collectionView.cellForItem(at: indexPath) as? PhotoGridCell)
        #expect(cell.imageView === grid.referenceImageView && cell.imageView.role == "selectedPhoto")
        let expected = grid.frameForCell(at: selectedIndex)
        #expect(expected.minY >= device.contentTop && expected.maxY <= device.screenSize.height)
        let start = try #require(run.frame(at: 0).layer(role: "flyingPhoto")).quad.boundingBox
        #expect(abs(start.minX - expected.minX) < 1e-9 && abs(start.minY - expected.minY) < 1e-9, "\(start) vs \(expected)")
        #expect(abs(start.width - expected.width) < 1e-9 && abs(start.height - expected.height) < 1e-9)
        // Item 50 was off screen: the grid scrolled to it first, as a zoom back to it needs.
        expectEqual((grid.collectionView.contentOffset.y > 0), (selectedIndex == 50))
        // The flight ends on the aspect-fit photo.
        let end = try #require(run.frame(at: 0.4 - 1e-6).layer(role: "flyingPhoto")).quad.boundingBox
        let photo = device.bounds.aspectFit(grid.photos[selectedIndex].size)
        #expect(abs(end.minY - photo.minY) < 0.01 && abs(end.height - photo.height) < 0.01)
    }
}
