import UIKit

// Swift 6 code written for UIKit's main actor, as much of it as compiles against the engine's
// (nonisolated) UIKit (docs/engine.md, "The actor story"): state on a `@MainActor` class,
// reached from a timer's `@Sendable` block with `MainActor.assumeIsolated`, from a nonisolated
// task with `await MainActor.run`, from a main-actor task and from the main queue. Inside a run
// the run's thread is the main actor: every one of these holds, at its virtual time
// (Tests/UIKitTests/ActorStoryTests.swift).

@MainActor
final class BadgeCounter {
    private(set) var events: [String] = []
    let badge = UIView()

    func record(_ event: String) {
        events.append("\(event) at \(CACurrentMediaTime())")
        badge.alpha = CGFloat(events.count) / 4
    }
}

enum ActorStory {
    static func start(_ counter: BadgeCounter) {
        DispatchQueue.main.async {
            MainActor.assumeIsolated { counter.record("main queue") }
        }
        Timer.scheduledTimer(withTimeInterval: 0.1, repeats: false) { _ in
            MainActor.assumeIsolated { counter.record("timer") }
        }
        Task {
            try await Task.sleep(for: .milliseconds(200))
            await MainActor.run { counter.record("MainActor.run") }
        }
        Task { @MainActor in
            try await Task.sleep(nanoseconds: 300_000_000)
            counter.record("main-actor task")
        }
    }
}
