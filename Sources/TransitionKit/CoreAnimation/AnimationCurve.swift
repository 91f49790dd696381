import Foundation

/// The values an explicit animation gives one property over one play: for a basic (or spring)
/// animation its two ends, for a keyframe animation its keys, read with the animation's
/// timing functions. Built once when the animation is added; a frame calls the result with
/// the value underneath and the time inside the play.
enum AnimationCurve<V: CAAnimationValue> {
    typealias Apply = (V, MediaTimingValues.Basic) -> V

    /// nil after reporting when the animation's values are not of the property's type.
    static func make(_ animation: CAPropertyAnimation, duration: Double, report: (String) -> Void) -> Apply? {
        let name = String(describing: type(of: animation))
        func read(_ any: Any?, _ what: String) -> V?? {
            guard let any else { return .some(nil) }
            guard let value = V.read(any) else {
                report(
                    "\(name).\(what) of type \(type(of: any)) for key path \"\(animation.keyPath ?? "")\" (the property takes \(V.self); Core Animation ignores the animation)"
                )
                return nil
            }
            return .some(value)
        }
        let additive = animation.isAdditive
        let cumulative = animation.isCumulative
        let pacing = animation.timingFunction?.curve
        if let keyframes = animation as? CAKeyframeAnimation, let path = keyframes.path {
            guard V.self == CGPoint.self else {
                report(
                    "CAKeyframeAnimation.path for key path \"\(animation.keyPath ?? "")\" of \(V.self) values (a path moves a point: Core Animation ignores the animation)"
                )
                return nil
            }
            guard let motion = KeyframePathMotion(keyframes, path: path, report: report) else { return nil }
            let last = motion.value(at: 1) as! V
            return { underlying, time in
                let fraction = Self.fraction(time.time, duration: duration, pacing: pacing)
                var value = motion.value(at: fraction) as! V
                if cumulative, time.iteration > 0 { value = V.add(value, V.repeated(last, time.iteration)) }
                return additive ? V.add(underlying, value) : value
            }
        }
        if let keyframes = animation as? CAKeyframeAnimation {
            var values: [V] = []
            for (index, any) in (keyframes.values ?? []).enumerated() {
                guard let value = read(any, "values[\(index)]") else { return nil }
                guard let value else { return nil }
                values.append(value)
            }
            guard !values.isEmpty else {
                report(
                    "CAKeyframeAnimation without values for key path \"\(animation.keyPath ?? "")\" (nor a path: the value does not move)")
                return nil
            }
            let curve = KeyframeCurve(keyframes, values: values, report: report)
            return { underlying, time in
                let fraction = Self.fraction(time.time, duration: duration, pacing: pacing)
                var value = curve.value(at: fraction)
                if cumulative, time.iteration > 0 { value = V.add(value, V.repeated(values[values.count - 1], time.iteration)) }
                return additive ? V.add(underlying, value) : value
            }
        }
        guard let basic = animation as? CABasicAnimation else { return nil }
        guard let from = read(basic.fromValue, "fromValue"), let to = read(basic.toValue, "toValue"),
            let by = read(basic.byValue, "byValue")
        else { return nil }
        if from == nil && to == nil && by == nil {
            report(
                "\(name) with no fromValue, toValue or byValue (an implicit animation's old value is not modelled: the value does not move)"
            )
        }
        let spring = (animation as? CASpringAnimation).flatMap { Self.spring($0, report: report) }
        return { underlying, time in
            let base = additive ? V.zero : underlying
            let (start, end) = Self.ends(from: from, to: to, by: by, current: base)
            let progress =
                spring.map { time.time <= 0 ? 0 : 1 - $0.displacement(at: time.time) }
                ?? Self.fraction(time.time, duration: duration, pacing: pacing)
            var value = V.interpolate(start, end, progress)
            if cumulative, time.iteration > 0 { value = V.add(value, V.repeated(end, time.iteration)) }
            return additive ? V.add(underlying, value) : value
        }
    }

    /// `CABasicAnimation`'s documented combinations: from–to; from → from + by; to − by → to;
    /// from → current; current → to; current → current + by (current: the value underneath).
    static func ends(from: V?, to: V?, by: V?, current: V) -> (V, V) {
        switch (from, to, by) {
        case (let from?, let to?, _): return (from, to)
        case (let from?, nil, let by?): return (from, V.add(from, by))
        case (nil, let to?, let by?): return (V.subtract(to, by) ?? current, to)
        case (let from?, nil, nil): return (from, current)
        case (nil, let to?, nil): return (current, to)
        case (nil, nil, let by?): return (current, V.add(current, by))
        case (nil, nil, nil): return (current, current)
        }
    }

    /// The fraction of the play after the animation's timing function (linear when nil).
    @inline(__always)
    static func fraction(_ time: Double, duration: Double, pacing: CubicBezier?) -> Double {
        guard duration > 0 else { return 1 }
        let linear = Swift.min(1, Swift.max(0, time / duration))
        return pacing?.value(at: linear) ?? linear
    }

    /// The engine's spring for the animation's numbers; nil (reported) when Core Animation
    /// would refuse them (mass and stiffness must be positive, damping not negative).
    static func spring(_ animation: CASpringAnimation, report: (String) -> Void) -> Spring? {
        let numbers = [animation.mass, animation.stiffness, animation.damping, animation.initialVelocity].map(Double.init)
        guard numbers.allSatisfy(\.isFinite), numbers[0] > 0, numbers[1] > 0, numbers[2] >= 0 else {
            report(
                "CASpringAnimation with mass \(numbers[0]), stiffness \(numbers[1]), damping \(numbers[2]) (played as a linear animation)")
            return nil
        }
        return animation.spring
    }
}

/// A zero to add to (`isAdditive` with a missing end reads from it).
extension CAAnimationValue {
    static var zero: Self {
        if let identity = Transform3D.identity as? Self { return identity }
        return Self(animatableComponents: [Double](repeating: 0, count: Self.componentCount))
    }

    private static var componentCount: Int {
        switch Self.self {
        case is Double.Type: 1
        case is CGPoint.Type, is CGSize.Type: 2
        default: 4
        }
    }
}
