import Foundation
import TestExpectations
import Testing
import UIKit

@testable import TransitionKit

/// `CAAnimationDelegate`, layer timing (the speed-0 scrub) and `CATransaction` completion as
/// Apple documents them.
@Suite("CAAnimationDelegate, layer timing and CATransaction")
struct DelegateTransactionTests {
    private func move(_ duration: Double = 1, delegate: (any CAAnimationDelegate)? = nil) -> CABasicAnimation {
        basic("position.x", from: 0, to: 100, duration: duration) { $0.delegate = delegate }
    }

    @Test("animationDidStart and animationDidStop(finished: true) at the virtual times; the delegate is retained")
    func delegate() {
        let s = CAStage()
        weak var weakRecorder: Recorder?
        s.at(0) {
            var recorder: Recorder? = Recorder(s)
            weakRecorder = recorder
            let animation = move(delegate: recorder)
            animation.beginTime = CACurrentMediaTime() + 0.5
            recorder = nil
            s.view.layer.add(animation, forKey: "a")
        }
        #expect(weakRecorder != nil, "the animation holds its delegate")
        s.run(until: 3)
        expectEqual(s.log, ["start a 0.5", "stop a true 1.5"])
    }

    @Test("removed early: animationDidStop(finished: false); a key reused stops the old animation")
    func removedEarly() {
        let s = CAStage()
        s.at(0) {
            s.view.layer.add(move(delegate: Recorder(s, "a")), forKey: "a")
            s.view.layer.add(move(delegate: Recorder(s, "b")), forKey: "b")
        }
        s.at(0.4) { s.view.layer.removeAnimation(forKey: "a") }
        s.at(0.6) { s.view.layer.add(move(delegate: Recorder(s, "c")), forKey: "b") }
        s.run(until: 3)
        expectEqual(s.log, ["start a 0.0", "start b 0.0", "stop a false 0.4", "stop b false 0.6", "start c 0.6", "stop c true 1.6"])
        #expect(s.x(0.5) == 50 || isClose(s.x(0.5), 50, 1e-12))
        #expect(isClose(s.x(0.7), 10, 1e-9), "c from its start")
    }

    @Test("layer.speed = 0 with timeOffset scrubs, and the resume recipe continues; ancestors' timing counts")
    func scrub() {
        let s = CAStage()
        s.at(0) { s.view.layer.add(move(delegate: Recorder(s)), forKey: "a") }
        s.at(0.2) {
            s.view.layer.speed = 0
            s.view.layer.timeOffset = 0.6
        }
        s.at(0.5) { s.view.layer.timeOffset = 0.3 }
        s.at(1) {
            let paused = s.view.layer.timeOffset
            s.view.layer.speed = 1
            s.view.layer.timeOffset = 0
            s.view.layer.beginTime = 0
            s.view.layer.beginTime = s.view.layer.convertTime(CACurrentMediaTime(), from: nil) - paused
        }
        s.run(until: 5)
        #expect(isClose(s.x(0.1), 10, 1e-12))
        #expect(isClose(s.x(0.3), 60, 1e-12))
        #expect(isClose(s.frame(0.6).quad.topLeft.x, 30 - 50, 1e-9))
        #expect(isClose(s.x(1.2), 50, 1e-9))
        expectEqual(s.log, ["start a 0.0", "stop a true 1.7"])

        let c = CAStage()
        c.at(0) {
            c.window.layer.speed = 0
            c.window.layer.timeOffset = 0.25
            c.view.layer.add(move(), forKey: nil)
        }
        c.at(0.5) { c.window.layer.timeOffset = 0.75 }
        #expect(isClose(c.x(0.1), 0, 1e-12), "begins at the container's paused time")
        #expect(isClose(c.x(0.6), 50, 1e-12), "the container's offset moves it")
        c.at(1) { expectEqual(c.view.layer.convertTime(1, from: nil), 0.75) }
    }

    @Test("CATransaction completion: at once without animations, after the last animation, after UIView.animate")
    func transactionCompletion() {
        let s = CAStage()
        func done(_ name: String) -> () -> Void { { s.log.append("\(name) \(s.timeline.now)") } }
        s.at(0) {
            CATransaction.begin()
            CATransaction.setCompletionBlock(done("empty"))
            CATransaction.commit()

            CATransaction.begin()
            CATransaction.setCompletionBlock(done("explicit"))
            s.view.layer.add(move(0.5, delegate: Recorder(s)), forKey: nil)
            s.view.layer.add(move(0.8), forKey: nil)
            CATransaction.commit()

            CATransaction.begin()
            CATransaction.setAnimationDuration(2)
            CATransaction.setCompletionBlock(done("duration"))
            s.view.layer.add(move(0), forKey: nil)
            CATransaction.commit()

            CATransaction.begin()
            CATransaction.setCompletionBlock(done("block"))
            UIView.animate(withDuration: 0.3) { s.view.alpha = 0.5 }
            CATransaction.commit()

            // The implicit transaction, committed at the end of this turn.
            CATransaction.setCompletionBlock(done("implicit"))
            s.view.layer.add(move(0.4), forKey: nil)
        }
        s.run(until: 5)
        expectEqual(s.log, ["empty 0.0", "start a 0.0", "block 0.3", "implicit 0.4", "stop a true 0.5", "explicit 0.8", "duration 2.0"])
    }

    @Test("CATransaction around pushViewController(_:animated:) completes when the push ends")
    func aroundPush() throws {
        final class Log: @unchecked Sendable { var times: [Double] = [] }
        let log = Log()
        let run = try TransitionRun(window: UIWindow(frame: Device.default.bounds)) { window in
            let navigation = UINavigationController(rootViewController: UIViewController())
            window.rootViewController = navigation
            CATransaction.begin()
            navigation.pushViewController(UIViewController(), animated: true)
            CATransaction.setCompletionBlock { log.times.append(Timeline.current?.now ?? -1) }
            CATransaction.commit()
        }
        run.runToCompletion()
        expectEqual(log.times.count, 1)
        #expect(run.endTime > 0.2 && isClose(log.times.first ?? 0, run.endTime, 1e-9), "\(log.times) vs \(run.endTime)")
    }

    @Test("key paths the engine cannot show are reported with the app's file and line")
    func notModelled() {
        let s = CAStage()
        s.at(0) {
            let stroke = CABasicAnimation(keyPath: "strokeEnd")
            stroke.toValue = 1
            s.view.layer.add(stroke, forKey: nil)
            let color = CABasicAnimation(keyPath: "backgroundColor")
            color.toValue = UIColor.red
            s.view.layer.add(color, forKey: nil)
        }
        let uses = s.timeline.unmodelled
        #expect(
            uses.contains {
                $0.feature.contains("\"strokeEnd\"")
                    && $0.location?.file == "Tests/TransitionKitTests/CoreAnimation/DelegateTransactionTests.swift"
            })
        #expect(uses.contains { $0.feature.contains("toValue of type UIColor") })
    }
}
