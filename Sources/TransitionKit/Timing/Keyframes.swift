public enum KeyframeCalculationMode: String, Sendable, Codable, CaseIterable { case linear, discrete, paced, cubic, cubicPaced }
public struct Keyframes<Value: Animatable>: Sendable, Equatable {
    public let keyTimes: [Double]
    public let values: [Value]
    public let mode: KeyframeCalculationMode
    public init(keyTimes: [Double], values: [Value], mode: KeyframeCalculationMode) {
        self.keyTimes = keyTimes; self.values = values; self.mode = mode
    }
    public init(initial: Value, frames: [(start: Double, duration: Double, value: Value)], mode: KeyframeCalculationMode) {
        var times = [0.0], vals = [initial]
        for f in frames { times.append(min(1, f.start + f.duration)); vals.append(f.value) }
        if times.last! < 1 { times.append(1); vals.append(vals.last!) }
        self.init(keyTimes: times, values: vals, mode: mode)
    }
    public var finalValue: Value { values[values.count - 1] }
    public func value(at fraction: Double) -> Value {
        if values.count == 2 { return Value.interpolate(values[0], values[1], fraction) }
        let f = min(1, max(0, fraction))
        var i = 0
        while i + 1 < keyTimes.count - 1 && keyTimes[i + 1] <= f { i += 1 }
        let h = keyTimes[i + 1] - keyTimes[i]
        return Value.interpolate(values[i], values[i + 1], h > 0 ? (f - keyTimes[i]) / h : 1)
    }
}
