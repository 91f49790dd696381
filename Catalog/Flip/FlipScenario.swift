import UIKit

/// Kodeco's 3D flip: the card turns away about y under the container's perspective while a
/// snapshot of the pet page turns in and grows to full screen; dismissal reverses it, and a
/// swipe in from the left edge of the page (the page's own `UIScreenEdgePanGestureRecognizer`)
/// drives the dismissal percent by percent.
struct FlipScenario: CatalogEntry {
    let id = "flip"
    let title = "3D flip"
    let summary = "A card flips in perspective to reveal a full-screen page; swipe right to flip it back."
    let origin = "Kodeco's Custom UIViewController Transitions: FlipPresent/DismissAnimationController (seed 003)"
    let operations: [TransitionOperation] = [.present, .dismiss]
    let interactiveOperations: [TransitionOperation] = [.dismiss]

    static let duration = NumberParameter("duration", "Duration", default: 0.6, range: 0.1...3, step: 0.05, unit: "s")
    static let usesPerspective = ToggleParameter("usesPerspective", "Perspective", default: true,
                                                 help: "off: no m34, and the turn flattens into a horizontal squash")
    static let perspective = NumberParameter("perspective", "Perspective distance", default: 500, range: 100...5000, step: 10,
                                             unit: "pt", help: "the container's sublayerTransform.m34 = −1 / distance")
    static let cornerRadius = NumberParameter("cornerRadius", "Card corner radius", default: 25, range: 0...60, step: 1, unit: "pt")
    static let swipeDistance = NumberParameter("swipeDistance", "Swipe distance for 100 %", default: 200, range: 50...800,
                                               step: 10, unit: "pt")
    static let calculationMode = ChoiceParameter("calculationMode", "Keyframe calculation mode", default: "cubic",
                                                 options: Array(calculationModes.keys).sorted(),
                                                 help: "animateKeyframes(options:); Kodeco uses .calculationModeCubic")

    var parameters: [ParameterSpec] {
        [Self.duration.spec, Self.usesPerspective.spec, Self.perspective.spec, Self.cornerRadius.spec,
         Self.swipeDistance.spec, Self.calculationMode.spec]
    }

    static let calculationModes: [String: UIView.KeyframeAnimationOptions] = [
        "cubic": .calculationModeCubic, "cubicPaced": .calculationModeCubicPaced, "linear": .calculationModeLinear,
        "paced": .calculationModePaced, "discrete": .calculationModeDiscrete,
    ]

    /// Present: the card screen presents the pet page (the card's tap). Dismiss: the page is
    /// already up (presented without animation) and the edge swipe on it starts the flip back.
    func start(_ operation: TransitionOperation, in window: UIWindow, parameters p: ParameterValues) {
        let cards = CardViewController(device: Device(window: window))
        cards.duration = p[Self.duration]
        cards.cardCornerRadius = p[Self.cornerRadius]
        cards.calculationMode = Self.calculationModes[p[Self.calculationMode]] ?? .calculationModeCubic
        cards.helper = AnimationHelper(perspectiveDistance: p[Self.perspective], usesPerspective: p[Self.usesPerspective])
        window.backgroundColor = .black
        window.rootViewController = cards
        window.makeKeyAndVisible()
        let reveal = cards.makeRevealViewController(swipeDistance: p[Self.swipeDistance])
        cards.present(reveal, animated: operation == .present)
    }

    func gestureHint(for operation: TransitionOperation) -> String? { "Swipe right to flip back" }

    /// SwipeInteractionController's `.ended` case, in words.
    func releaseRule(for operation: TransitionOperation) -> String? {
        "Finishes when the swipe is past half of Swipe distance (translation x ÷ distance > 0.5) at the release; "
            + "otherwise cancels. Velocity plays no part."
    }

    /// A swipe right from the left edge past the halfway mark, released there.
    func sampleGesture(for operation: TransitionOperation, device: Device) -> [GestureSample]? {
        guard operation == .dismiss else { return nil }
        let y = device.screenSize.height / 2
        var samples = [GestureSample(t: 0, phase: .began, x: 2, y: y)]
        for step in 1...15 {
            samples.append(GestureSample(t: Double(step) / 60, phase: .changed, x: 2 + Double(step) * 10, y: y))
        }
        samples.append(GestureSample(t: 16.0 / 60, phase: .ended, x: 152, y: y))
        return samples
    }
}
