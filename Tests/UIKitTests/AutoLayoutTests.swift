import TestExpectations
import Testing
import TransitionKit
@testable import UIKit

/// Auto Layout through UIKit's API: anchors and `NSLayoutConstraint` solved into frames by the
/// layout pass, at `layoutIfNeeded()` and at the end of each turn, and animated when the pass
/// runs inside an animation block (docs/engine.md, "Auto Layout").
@Suite("Auto Layout")
struct AutoLayoutTests {
    /// A 390 × 844 window with a 47/34 safe area and a root controller; `build` runs inside
    /// the run's start, which then presents a controller so the run has its transition.
    func start(_ build: @escaping (UIViewController) -> Void) throws -> TransitionRun {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.safeAreaInsets = UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
        return try TransitionRun(window: window) { window in
            let root = UIViewController()
            window.rootViewController = root
            build(root)
            root.present(UIViewController(), animated: true)
        }
    }

    /// A card and a follower added to `root`, and the card's top 100 points below the root's
    /// (not yet active): the two views the animated-layout tests move.
    func cardAndFollower(in root: UIView) -> (card: UIView, follower: UIView, top: NSLayoutConstraint) {
        let card = named("card"), follower = named("follower")
        root.addSubview(card)
        root.addSubview(follower)
        return (card, follower, card.topAnchor.constraint(equalTo: root.topAnchor, constant: 100))
    }

    func named(_ name: String) -> UIView {
        let view = UIView()
        view.accessibilityIdentifier = name
        view.translatesAutoresizingMaskIntoConstraints = false
        return view
    }

    @Test("anchors to the safe area, multipliers, centring and a view following another")
    func anchors() throws {
        var card: UIView!, caption: UIView!, rootView: UIView!
        _ = try start { root in
            rootView = root.view
            card = named("card")
            caption = named("caption")
            root.view.addSubview(card)
            root.view.addSubview(caption)
            NSLayoutConstraint.activate([
                card.leadingAnchor.constraint(equalTo: root.view.safeAreaLayoutGuide.leadingAnchor, constant: 20),
                card.trailingAnchor.constraint(equalTo: root.view.safeAreaLayoutGuide.trailingAnchor, constant: -20),
                card.topAnchor.constraint(equalTo: root.view.safeAreaLayoutGuide.topAnchor, constant: 10),
                card.heightAnchor.constraint(equalToConstant: 200),
                caption.topAnchor.constraint(equalTo: card.bottomAnchor, constant: 8),
                caption.widthAnchor.constraint(equalTo: card.widthAnchor, multiplier: 0.5),
                caption.centerXAnchor.constraint(equalTo: card.centerXAnchor),
                caption.heightAnchor.constraint(equalTo: caption.widthAnchor, multiplier: 0.25, constant: 4),
            ])
            root.view.layoutIfNeeded()
        }
        expectEqual(card.frame, CGRect(x: 20, y: 57, width: 350, height: 200))
        expectEqual(caption.frame, CGRect(x: 107.5, y: 265, width: 175, height: 47.75))
        #expect(!card.hasAmbiguousLayout && !caption.hasAmbiguousLayout)
        expectEqual(rootView.safeAreaLayoutGuide.layoutFrame, CGRect(x: 0, y: 47, width: 390, height: 763))
        // As UIKit installs them: on the nearest common ancestor, a single view's own on the view.
        #expect(rootView.constraints.count == 6 && card.constraints.count == 1 && caption.constraints.count == 1)
    }

    @Test("the layout pass at the end of the turn, layoutSubviews and the controller's callbacks in UIKit's order")
    func endOfTurnPass() throws {
        final class Log { var entries: [String] = [] }
        let log = Log()
        final class Panel: UIView {
            var log: Log?
            override func layoutSubviews() {
                super.layoutSubviews()
                log?.entries.append("panel layoutSubviews \(bounds.size.width)")
            }
            override func updateConstraints() {
                log?.entries.append("panel updateConstraints")
                super.updateConstraints()
            }
        }
        final class Screen: UIViewController {
            var log: Log?
            override func viewWillLayoutSubviews() { log?.entries.append("will") }
            override func viewDidLayoutSubviews() { log?.entries.append("did") }
        }
        let panel = Panel()
        panel.log = log
        panel.translatesAutoresizingMaskIntoConstraints = false
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        _ = try TransitionRun(window: window) { window in
            let screen = Screen()
            screen.log = log
            window.rootViewController = screen
            screen.view.addSubview(panel)
            panel.setNeedsUpdateConstraints()
            NSLayoutConstraint.activate([
                panel.leftAnchor.constraint(equalTo: screen.view.leftAnchor),
                panel.rightAnchor.constraint(equalTo: screen.view.rightAnchor, constant: -90),
                panel.topAnchor.constraint(equalTo: screen.view.topAnchor),
                panel.bottomAnchor.constraint(equalTo: screen.view.centerYAnchor),
            ])
            log.entries.append("start ends with \(panel.frame)")
            screen.present(UIViewController(), animated: true)
        }
        expectEqual(log.entries.first, "start ends with \(CGRect.zero)")
        expectEqual(Array(log.entries.dropFirst().prefix(4)), ["panel updateConstraints", "will", "did", "panel layoutSubviews 300.0"])
        expectEqual(panel.frame, CGRect(x: 0, y: 0, width: 300, height: 422))
    }

    @Test("priorities: an optional width gives way to a required maximum; the older NSLayoutConstraint initializer")
    func priorities() throws {
        var box: UIView!
        _ = try start { root in
            box = named("box")
            root.view.addSubview(box)
            let wish = NSLayoutConstraint(item: box!, attribute: .width, relatedBy: .equal, toItem: nil,
                                          attribute: .notAnAttribute, multiplier: 1, constant: 300)
            wish.priority = .defaultHigh
            let cap = NSLayoutConstraint(item: box!, attribute: .width, relatedBy: .lessThanOrEqual, toItem: root.view,
                                         attribute: .width, multiplier: 0.5, constant: 0)
            let weak = box.widthAnchor.constraint(equalToConstant: 10)
            weak.priority = .defaultLow - 1
            root.view.addConstraints([wish, cap, weak])
            NSLayoutConstraint.activate([
                box.leftAnchor.constraint(equalTo: root.view.leftAnchor),
                box.topAnchor.constraint(greaterThanOrEqualTo: root.view.topAnchor, constant: 30),
                box.topAnchor.constraint(lessThanOrEqualTo: root.view.topAnchor, constant: 30),
                box.heightAnchor.constraint(equalTo: box.widthAnchor),
            ])
            #expect(wish.isActive && wish.firstItem === box && wish.secondItem == nil && wish.firstAttribute == .width)
            #expect(cap.relation == .lessThanOrEqual && cap.multiplier == 0.5 && cap.secondAttribute == .width)
            root.view.layoutIfNeeded()
        }
        expectEqual(box.frame, CGRect(x: 0, y: 30, width: 195, height: 195))
        expectEqual(UILayoutPriority.defaultLow - 1, UILayoutPriority(249))
        #expect(UILayoutPriority.fittingSizeLevel.rawValue == 50 && UILayoutPriority(rawValue: 999) < .required)
    }

    @Test("conflicting required constraints: the one activated last is broken and reported")
    func conflict() throws {
        var box: UIView!
        let run = try start { root in
            box = named("box")
            root.view.addSubview(box)
            let late = box.widthAnchor.constraint(equalToConstant: 50)
            late.identifier = "late"
            NSLayoutConstraint.activate([
                box.leftAnchor.constraint(equalTo: root.view.leftAnchor),
                box.topAnchor.constraint(equalTo: root.view.topAnchor),
                box.heightAnchor.constraint(equalToConstant: 10),
                box.widthAnchor.constraint(equalToConstant: 80),
                late,
            ])
            root.view.layoutIfNeeded()
        }
        expectEqual(box.frame.width, 80)
        let problem = try #require(run.problems.first { $0.code == "unsatisfiable-constraints" })
        #expect(problem.message.contains("'late'"))
        expectEqual(problem.location?.file, "Tests/UIKitTests/AutoLayoutTests.swift")
    }

    @Test("an ambiguous layout is reported, its frame deterministic; deactivating restores nothing by itself")
    func ambiguity() throws {
        var box: UIView!
        var pins: [NSLayoutConstraint] = []
        _ = try start { root in
            box = named("box")
            root.view.addSubview(box)
            pins = [box.leftAnchor.constraint(equalTo: root.view.leftAnchor, constant: 5),
                    box.topAnchor.constraint(equalTo: root.view.topAnchor, constant: 6)]
            NSLayoutConstraint.activate(pins)
            root.view.layoutIfNeeded()
            #expect(box.hasAmbiguousLayout)
            expectEqual(box.frame, CGRect(x: 5, y: 6, width: 0, height: 0))
            NSLayoutConstraint.deactivate(pins)
            #expect(pins.allSatisfy { !$0.isActive } && root.view.constraints.isEmpty)
        }
    }

    @Test("a constant changed, then layoutIfNeeded() in a linear animation block: linear frames, for a follower too")
    func animatedLayout() throws {
        var card: UIView!, follower: UIView!
        let run = try start { root in
            let top: NSLayoutConstraint
            (card, follower, top) = cardAndFollower(in: root.view)
            let height = card.heightAnchor.constraint(equalToConstant: 100)
            NSLayoutConstraint.activate([
                top, height,
                card.leadingAnchor.constraint(equalTo: root.view.leadingAnchor, constant: 20),
                card.trailingAnchor.constraint(equalTo: root.view.trailingAnchor, constant: -20),
                follower.topAnchor.constraint(equalTo: card.bottomAnchor, constant: 10),
                follower.leadingAnchor.constraint(equalTo: card.leadingAnchor),
                follower.widthAnchor.constraint(equalTo: card.widthAnchor, multiplier: 0.5),
                follower.heightAnchor.constraint(equalToConstant: 40),
            ])
            root.view.layoutIfNeeded()
            top.constant = 300
            height.constant = 200
            UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: {
                root.view.layoutIfNeeded()
            })
        }
        func rect(_ role: String, _ time: Double) throws -> CGRect {
            let layer = try #require(run.frame(at: time).layer(role: role))
            return CGRect(origin: layer.quad.topLeft, size: layer.size)
        }
        for t in [0.0, 0.25, 0.5, 0.75, 1.0] {
            #expect(try rect("card", t) == CGRect(x: 20, y: 100 + 200 * t, width: 350, height: 100 + 100 * t))
            #expect(try rect("follower", t) == CGRect(x: 20, y: 210 + 300 * t, width: 175, height: 40))
        }
        expectEqual(card.frame, CGRect(x: 20, y: 300, width: 350, height: 200))
    }
}

extension AutoLayoutTests {
    @Test("layoutIfNeeded() in a spring block: the view and its follower move on the same spring progress")
    func springLayout() throws {
        var card: UIView!, follower: UIView!
        let run = try start { root in
            let top: NSLayoutConstraint
            (card, follower, top) = cardAndFollower(in: root.view)
            NSLayoutConstraint.activate([
                top, card.heightAnchor.constraint(equalToConstant: 100),
                card.leftAnchor.constraint(equalTo: root.view.leftAnchor),
                card.widthAnchor.constraint(equalToConstant: 100),
                follower.topAnchor.constraint(equalTo: card.bottomAnchor, constant: 10),
                follower.leftAnchor.constraint(equalTo: card.rightAnchor),
                follower.widthAnchor.constraint(equalTo: card.widthAnchor),
                follower.heightAnchor.constraint(equalToConstant: 40),
            ])
            root.view.layoutIfNeeded()
            top.constant = 300
            UIView.animate(withDuration: 1, delay: 0, usingSpringWithDamping: 0.6, initialSpringVelocity: 0, options: [],
                           animations: { root.view.layoutIfNeeded() })
        }
        var overshoot = false
        for t in stride(from: 0.05, through: 1, by: 0.05) {
            let frame = run.frame(at: t)
            let cardY = try #require(frame.layer(role: "card")).quad.topLeft.y
            let followerY = try #require(frame.layer(role: "follower")).quad.topLeft.y
            #expect(abs((followerY - 210) - (cardY - 100)) < 1e-9)
            if cardY > 300 { overshoot = true }
        }
        #expect(overshoot, "an underdamped spring overshoots")
    }
}

extension AutoLayoutTests {
    @Test("removeConstraints(constraints), new ones, and an animated pass: the card pattern; a frame-keeping view followed")
    func replaceConstraints() throws {
        var card: UIView!, badge: UIView!, anchorView: UIView!
        let run = try start { root in
            anchorView = UIView(frame: CGRect(x: 40, y: 500, width: 60, height: 60))
            anchorView.accessibilityIdentifier = "thumbnail"
            card = named("card")
            badge = named("badge")
            root.view.addSubview(anchorView)
            root.view.addSubview(card)
            card.addSubview(badge)
            // The card sits on the thumbnail, a view that keeps its frame.
            NSLayoutConstraint.activate([
                card.leadingAnchor.constraint(equalTo: anchorView.leadingAnchor),
                card.topAnchor.constraint(equalTo: anchorView.topAnchor),
                card.widthAnchor.constraint(equalTo: anchorView.widthAnchor),
                card.heightAnchor.constraint(equalTo: anchorView.heightAnchor),
                badge.trailingAnchor.constraint(equalTo: card.trailingAnchor, constant: -4),
                badge.topAnchor.constraint(equalTo: card.topAnchor, constant: 4),
                badge.widthAnchor.constraint(equalToConstant: 10),
                badge.heightAnchor.constraint(equalToConstant: 10),
            ])
            root.view.layoutIfNeeded()
            expectEqual(card.frame, CGRect(x: 40, y: 500, width: 60, height: 60))
            expectEqual(badge.frame, CGRect(x: 46, y: 4, width: 10, height: 10))
            // Expand: the root's constraints replaced by full-screen ones.
            root.view.removeConstraints(root.view.constraints)
            NSLayoutConstraint.activate([
                card.leadingAnchor.constraint(equalTo: root.view.leadingAnchor),
                card.trailingAnchor.constraint(equalTo: root.view.trailingAnchor),
                card.topAnchor.constraint(equalTo: root.view.topAnchor),
                card.bottomAnchor.constraint(equalTo: root.view.bottomAnchor),
            ])
            UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { root.view.layoutIfNeeded() })
        }
        let half = run.frame(at: 0.5)
        let cardLayer = try #require(half.layer(role: "card"))
        expectEqual(CGRect(origin: cardLayer.quad.topLeft, size: cardLayer.size), CGRect(x: 20, y: 250, width: 225, height: 452))
        // The badge's frame in the card changes with the card's width: the card's pass moves it.
        let badgeLayer = try #require(half.layer(role: "badge"))
        expectEqual(badgeLayer.quad.topLeft, CGPoint(x: 20 + (46 + 376) / 2, y: 254))
        expectEqual(badge.frame, CGRect(x: 376, y: 4, width: 10, height: 10))
        #expect(!card.hasAmbiguousLayout)
    }

    @Test("the same screen twice gives bit-identical frames")
    func deterministicFrames() throws {
        func frames() throws -> [UInt64] {
            var views: [UIView] = []
            _ = try start { root in
                views = (0..<6).map { named("v\($0)") }
                var previous: UIView = root.view
                for view in views {
                    root.view.addSubview(view)
                    let width = view.widthAnchor.constraint(equalTo: previous.widthAnchor, multiplier: 0.7, constant: 3)
                    width.priority = .defaultHigh
                    NSLayoutConstraint.activate([
                        width,
                        view.widthAnchor.constraint(lessThanOrEqualToConstant: 200),
                        view.heightAnchor.constraint(equalTo: view.widthAnchor, multiplier: 1 / 3),
                        view.topAnchor.constraint(equalTo: previous === root.view ? root.view.topAnchor : previous.bottomAnchor, constant: 7),
                        view.centerXAnchor.constraint(equalTo: root.view.centerXAnchor, constant: 1 / 7),
                    ])
                    previous = view
                }
                root.view.layoutIfNeeded()
            }
            return views.flatMap { [$0.frame.minX, $0.frame.minY, $0.frame.width, $0.frame.height].map { UInt64(Double($0).bitPattern) } }
        }
        let first = try frames()
        #expect(try frames() == first)
        #expect(Set(first).count > 6)
    }
}

extension AutoLayoutTests {
    @Test("the safe-area and margins guides per device, for a root view and for a view inside it", arguments: Device.all)
    func safeAreaPerDevice(device: Device) throws {
        let size = device.screenSize
        let safe = device.safeAreaInsets
        var rootView: UIView!, inset: UIView!, filler: UIView!
        let window = UIWindow(frame: CGRect(origin: .zero, size: size))
        window.safeAreaInsets = safe
        _ = try TransitionRun(window: window) { window in
            let root = UIViewController()
            window.rootViewController = root
            rootView = root.view
            // A frame-keeping view 10 points in from the top left: the safe area it overlaps.
            inset = UIView(frame: CGRect(x: 10, y: 10, width: size.width - 20, height: size.height - 20))
            filler = named("filler")
            root.view.addSubview(inset)
            inset.addSubview(filler)
            NSLayoutConstraint.activate([
                filler.topAnchor.constraint(equalTo: inset.safeAreaLayoutGuide.topAnchor),
                filler.bottomAnchor.constraint(equalTo: inset.safeAreaLayoutGuide.bottomAnchor),
                filler.leadingAnchor.constraint(equalTo: inset.layoutMarginsGuide.leadingAnchor),
                filler.trailingAnchor.constraint(equalTo: inset.layoutMarginsGuide.trailingAnchor),
                rootView.safeAreaLayoutGuide.topAnchor.constraint(equalTo: rootView.layoutMarginsGuide.topAnchor),
            ])
            root.present(UIViewController(), animated: true)
        }
        #expect(rootView.safeAreaLayoutGuide.layoutFrame == CGRect(x: safe.left, y: safe.top, width: size.width - safe.left - safe.right,
                                                                  height: size.height - safe.top - safe.bottom))
        let side: Double = size.width > 400 ? 20 : 16
        #expect(abs(rootView.layoutMarginsGuide.layoutFrame.minX - (safe.left + side)) < 1e-9)
        let top = max(0, safe.top - 10), bottom = max(0, safe.bottom - 10)
        #expect(filler.frame == CGRect(x: safe.left + 8, y: top, width: size.width - 20 - 16 - safe.left - safe.right,
                                       height: size.height - 20 - top - bottom))
    }
}
