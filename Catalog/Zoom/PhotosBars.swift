import UIKit

/// The Photos app's bars as it styles them: a translucent navigation bar with a centred
/// title and a hairline, and a tab bar of four items with the first selected.
enum PhotosBars {
    static let barColor = UIColor(white: 0.97, alpha: 0.94)

    static func styleNavigationBar(_ bar: UIView, title: String, device: Device) {
        let height = device.statusBarHeight + device.navigationBarHeight
        bar.frame = CGRect(x: 0, y: 0, width: device.screenSize.width, height: height)
        bar.backgroundColor = barColor
        let label = UILabel(frame: CGRect(x: 60, y: device.statusBarHeight + 11, width: device.screenSize.width - 120, height: 22))
        label.text = title
        label.fontWeight = .semibold
        label.textAlignment = .center
        label.accessibilityIdentifier = "navigationTitle"
        bar.addSubview(label)
        bar.addSubview(hairline(y: height - 0.5, width: device.screenSize.width))
    }

    static func styleTabBar(_ bar: UIView, items: [String], device: Device) {
        let width = device.screenSize.width
        bar.frame = CGRect(x: 0, y: device.screenSize.height - device.tabBarHeight, width: width, height: device.tabBarHeight)
        bar.backgroundColor = barColor
        bar.addSubview(hairline(y: 0, width: width))
        let itemWidth = width / CGFloat(items.count)
        for (index, title) in items.enumerated() {
            let color: UIColor = index == 0 ? .systemBlue : .systemGray
            let icon = UIView(frame: CGRect(x: itemWidth * CGFloat(index) + itemWidth / 2 - 12, y: 6, width: 24, height: 22))
            icon.backgroundColor = color
            icon.layer.cornerRadius = 5
            icon.accessibilityIdentifier = "tabIcon"
            bar.addSubview(icon)
            let label = UILabel(frame: CGRect(x: itemWidth * CGFloat(index), y: 31, width: itemWidth, height: 13))
            label.text = title
            label.fontSize = 10
            label.fontWeight = .medium
            label.textColor = color
            label.textAlignment = .center
            label.accessibilityIdentifier = "tabTitle"
            bar.addSubview(label)
        }
    }

    private static func hairline(y: CGFloat, width: CGFloat) -> UIView {
        let line = UIView(frame: CGRect(x: 0, y: y, width: width, height: 0.5))
        line.backgroundColor = .separator
        line.accessibilityIdentifier = "hairline"
        return line
    }
}
