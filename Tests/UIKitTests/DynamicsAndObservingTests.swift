import TestExpectations
import Testing
import TransitionKit
import UIKit
import _Testing_CoreGraphics
import _Testing_UIKit

@testable import UIKitFixtures

/// Key-value observing and UIKit Dynamics (Tests/UIKitFixtures/Surface/ObservingDynamicsLogging.swift):
/// observers hear of changes inside the setter, as KVO's do; Dynamics compile, are reported at
/// the app's line and come to rest so a dismissal finishing in `dynamicAnimatorDidPause(_:)`
/// finishes.
@Suite("Key-value observing and UIKit Dynamics")
struct DynamicsAndObservingTests {
    static let fixture = "Tests/UIKitFixtures/Surface/ObservingDynamicsLogging.swift"

    static func findings(_ run: TransitionRun) -> [(feature: String, location: CallSite?)] {
        run.timeline.unmodelled.map { ($0.feature, $0.location) }
    }

    @Test("a scroll view's contentOffset observer runs inside the setter with the old and new values")
    func contentOffset() throws {
        let (run, screen) = try runShowing(PullToCloseViewController.init)
        run.timeline.perform {
            screen.scrollView.contentOffset = CGPoint(x: 0, y: -40)
            expectEqual(screen.offsets.count, 1, "inside the setter, not at the end of the turn")
            #expect(screen.offsets.first?.old == 0 && screen.offsets.first?.new == -40)
            #expect(!screen.closeRequested)
            screen.scrollView.contentOffset = CGPoint(x: 0, y: -100)
            #expect(screen.closeRequested)
            screen.scrollView.contentOffset = CGPoint(x: 0, y: -100)
            expectEqual(screen.offsets.count, 2, "the same value again is no change")
            screen.stopObserving()
            screen.scrollView.contentOffset = .zero
            expectEqual(screen.offsets.count, 2, "invalidated")
        }
    }

    @Test("a frame set is one change for a bounds observer, which keeps the shadow path in step")
    func boundsObserver() throws {
        let (run, screen) = try runShowing(PullToCloseViewController.init)
        run.timeline.perform {
            screen.card.frame = CGRect(x: 40, y: 120, width: 250, height: 320)
            expectEqual(screen.shadowWidths, [250])
            expectEqual(screen.card.layer.shadowPath?.boundingBox, CGRect(x: 0, y: 0, width: 250, height: 320))
            screen.card.center = CGPoint(x: 10, y: 10)
            expectEqual(screen.shadowWidths, [250], "a move leaves the bounds as they were")
            screen.releaseObservations()
            screen.card.bounds = CGRect(x: 0, y: 0, width: 100, height: 100)
            expectEqual(screen.shadowWidths, [250], "released observations stop")
        }
    }

    @Test("a frame observer hears a frame set once, with the whole new frame")
    func frameObserver() throws {
        let (run, screen) = try runShowing(PullToCloseViewController.init)
        var frames: [CGRect?] = []
        run.timeline.perform {
            let observation = screen.card.observe(\.frame, options: [.new]) { _, change in frames.append(change.newValue) }
            let frame = CGRect(x: 40, y: 120, width: 250, height: 320)
            screen.card.frame = frame
            expectEqual(frames, [frame], "not the half-set frame between bounds and position")
            observation.invalidate()
        }
    }

    @Test(".initial calls the handler at once; isHidden changes follow")
    func initialAndHidden() throws {
        let (run, screen) = try runShowing(PullToCloseViewController.init)
        run.timeline.perform {
            expectEqual(screen.hiddenStates, [false])
            screen.closeButton.isHidden = true
            screen.closeButton.isHidden = false
            expectEqual(screen.hiddenStates, [false, true, false])
        }
    }

    @Test("an app object's property is seen at the end of the turn, and that and .prior are reported at the app's line")
    func appObject() throws {
        let (run, _) = try runShowing(UIViewController.init)
        let model = ProgressModel()
        var seen: [CGFloat] = []
        var observation: NSKeyValueObservation?
        run.timeline.perform {
            observation = observeProgress(model) { seen.append($0) }
            model.progress = 0.5
            #expect(seen.isEmpty, "no setter tells the engine")
        }
        run.timeline.endTurn()
        expectEqual(seen, [0.5])
        let findings = Self.findings(run)
        let prior = try #require(findings.first { $0.feature.contains(".prior") })
        let endOfTurn = try #require(findings.first { $0.feature.contains("not a view or a layer") })
        #expect(prior.location?.file == Self.fixture && endOfTurn.location == prior.location)
        observation?.invalidate()
    }

    @Test("a gravity dismissal reports each behaviour at its line, leaves the view in place and completes on pause")
    func gravityDismissal() throws {
        let transitions = GravityDismissTransitions()
        var shown: (UIViewController, UIViewController)?
        let run = try TransitionRun(window: UIWindow(frame: Device.iPhoneX.bounds)) { window in
            let home = UIViewController()
            window.rootViewController = home
            window.makeKeyAndVisible()
            let photo = UIViewController()
            photo.modalPresentationStyle = .custom
            photo.transitioningDelegate = transitions
            home.present(photo, animated: false)
            photo.dismiss(animated: true)
            shown = (home, photo)
        }
        let (home, photo) = try #require(shown)
        let frame = photo.view.frame
        run.runToCompletion()
        #expect(home.presentedViewController == nil, "completed in dynamicAnimatorDidPause")
        expectEqual(photo.view.frame, frame, "the items do not move")
        #expect(transitions.dismissal.resumed && transitions.dismissal.actionSteps == 1)
        let findings = Self.findings(run).filter { $0.feature.hasPrefix("UIKit Dynamics") }
        let kinds = findings.map { $0.feature.split(separator: "(")[1].prefix { $0 != ")" } }
        expectEqual(kinds, ["UIGravityBehavior", "UICollisionBehavior", "UIDynamicItemBehavior", "UIPushBehavior"])
        #expect(findings.allSatisfy { $0.location?.file == Self.fixture })
        expectEqual(Set(findings.map { $0.location?.line }).count, 2, "the two addBehavior lines")
    }

    @Test("a snap and an attachment are reported and move nothing")
    func snapAndAttachment() throws {
        let (run, screen) = try runShowing(UIViewController.init)
        let card = SnappingCard(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        run.timeline.perform {
            screen.view.addSubview(card)
            card.snapBack(to: CGPoint(x: 200, y: 300))
            card.beginDrag(at: CGPoint(x: 60, y: 60), in: screen.view)
            card.drag(to: CGPoint(x: 90, y: 120))
            card.endDrag()
        }
        run.advance(to: 1)
        expectEqual(card.center, CGPoint(x: 50, y: 50))
        let features = Self.findings(run).map(\.feature)
        #expect(features.contains { $0.contains("(UISnapBehavior)") } && features.contains { $0.contains("(UIAttachmentBehavior)") })
    }
}
