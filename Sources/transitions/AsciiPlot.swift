/// A small text plot of a curve, for a terminal: enough to see the shape, the overshoot past
/// the line at 1, and where it settles — not a chart.
struct AsciiPlot {
    var width = 50
    var height = 12
    let domain: ClosedRange<Double>
    let xLabel: (Double) -> String

    /// Overshoot smaller than this is drawn on the line at 1.
    static let visibleOvershoot = 1e-3

    /// The plot's lines: a title, rows labelled at the peak, at 1 and at 0, and the x axis.
    ///
    /// Any overshoot gets at least the row above the line at 1, even when it is smaller than
    /// a row's height (a UIKit spring's 1.5 % would otherwise vanish); the top label then
    /// gives the true peak.
    func render(title: String, _ f: (Double) -> Double) -> [String] {
        let span = domain.upperBound - domain.lowerBound
        let ys = (0..<width).map { f(domain.lowerBound + span * Double($0) / Double(width - 1)) }
        let peak = ys.max() ?? 1
        let trough = ys.min() ?? 0
        let overshoots = peak > 1 + Self.visibleOvershoot
        let low = Swift.min(0, trough)
        let high = overshoots ? Swift.max(peak, 1 + (1 - low) / Double(height - 2)) : 1
        func scaled(_ y: Double) -> Int { Int(((y - low) / (high - low) * Double(height - 1)).rounded()) }
        let lineRow = scaled(1)
        func row(_ y: Double) -> Int {
            let r = Swift.min(Swift.max(scaled(y), 0), height - 1)
            return y > 1 + Self.visibleOvershoot ? Swift.max(r, lineRow + 1) : r
        }
        var grid = [[Character]](repeating: [Character](repeating: " ", count: width), count: height)
        grid[lineRow] = [Character](repeating: "-", count: width)
        for (column, y) in ys.enumerated() { grid[row(y)][column] = "*" }
        // The extremes, then 1 and 0, which win a shared row.
        var labels = [Int: Double]()
        for y in [overshoots ? peak : 1, low, 1, 0] { labels[row(y)] = y }
        let margin = 7
        var lines = [title]
        for r in stride(from: height - 1, through: 0, by: -1) {
            let label = labels[r].map { Self.label($0) } ?? ""
            let line = Curve.pad(label, margin - 1) + " |" + String(grid[r])
            lines.append(String(line.reversed().drop { $0 == " " }.reversed()))
        }
        lines.append(String(repeating: " ", count: margin) + "+" + String(repeating: "-", count: width))
        let first = xLabel(domain.lowerBound)
        let last = xLabel(domain.upperBound)
        let gap = Swift.max(1, width + 1 - first.count - last.count)
        lines.append(String(repeating: " ", count: margin) + first + String(repeating: " ", count: gap) + last)
        return lines
    }

    /// A number to two decimals, for axis labels.
    static func label(_ x: Double) -> String {
        Curve.format((x * 100).rounded() / 100)
    }
}
