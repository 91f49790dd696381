/// The `async` forms Swift gives UIKit's block animations (imported from their completion
/// handlers): `let finished = await UIView.animate(withDuration: 0.3) { … }` returns when the
/// animation ends, with its `finished` flag. The animation is recorded as by the block form;
/// its completion, at its virtual time on the run loop, resumes the awaiting task, which then
/// goes on at that time — so `await`-staggered animations land where UIKit would put them.
///
/// An unsafe continuation, not a checked one: a run dropped mid-way (the preview server drops
/// runs) never calls the completion, and a checked continuation would complain on stderr.
extension View {
    @discardableResult
    public static func animate(
        withDuration duration: Double, animations: @escaping () -> Void,
        file: String = #filePath, line: Int = #line
    ) async -> Bool {
        await withUnsafeContinuation { continuation in
            animate(
                withDuration: duration, delay: 0, options: [], animations: animations,
                completion: { continuation.resume(returning: $0) }, file: file, line: line)
        }
    }

    @discardableResult
    public static func animate(
        withDuration duration: Double, delay: Double, options: AnimationOptions = [],
        animations: @escaping () -> Void,
        file: String = #filePath, line: Int = #line
    ) async -> Bool {
        await withUnsafeContinuation { continuation in
            animate(
                withDuration: duration, delay: delay, options: options, animations: animations,
                completion: { continuation.resume(returning: $0) }, file: file, line: line)
        }
    }

    @discardableResult
    public static func animate(
        withDuration duration: Double, delay: Double, usingSpringWithDamping dampingRatio: Double,
        initialSpringVelocity velocity: Double, options: AnimationOptions = [],
        animations: @escaping () -> Void,
        file: String = #filePath, line: Int = #line
    ) async -> Bool {
        await withUnsafeContinuation { continuation in
            animate(
                withDuration: duration, delay: delay, usingSpringWithDamping: dampingRatio,
                initialSpringVelocity: velocity, options: options, animations: animations,
                completion: { continuation.resume(returning: $0) }, file: file, line: line)
        }
    }

    @discardableResult
    public static func animateKeyframes(
        withDuration duration: Double, delay: Double,
        options: KeyframeAnimationOptions = [], animations: @escaping () -> Void,
        file: String = #filePath, line: Int = #line
    ) async -> Bool {
        await withUnsafeContinuation { continuation in
            animateKeyframes(
                withDuration: duration, delay: delay, options: options, animations: animations,
                completion: { continuation.resume(returning: $0) }, file: file, line: line)
        }
    }
}
