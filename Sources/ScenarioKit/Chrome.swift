import TransitionKit
import UIKit

/// The system chrome the apps show: status bar, navigation bar, tab bar, laid out for a
/// device the way UIKit lays them out (heights from the device's safe area). The engine's
/// bars are plain views; these give them UIKit's look, so a frame reads like a screenshot.
public enum Chrome {
    public static let barColor = UIColor(white: 0.97, alpha: 0.94)
    public static let tint = UIColor.systemBlue

    /// A navigation bar under the status bar, with a centred title and a hairline.
    public static func styleNavigationBar(_ bar: UIView, title: String, device: Device, backTitle: String? = nil) {
        let height = device.statusBarHeight + device.navigationBarHeight
        bar.frame = CGRect(x: 0, y: 0, width: device.screenSize.width, height: height)
        bar.backgroundColor = barColor
        let label = UILabel.make(
            frame: CGRect(x: 60, y: device.statusBarHeight + 11, width: device.screenSize.width - 120, height: 22), text: title,
            fontSize: 17, weight: .semibold, alignment: .center, role: "navigationTitle")
        bar.addSubview(label)
        if let backTitle {
            let back = UILabel.make(
                frame: CGRect(x: 8, y: device.statusBarHeight + 11, width: 100, height: 22), text: "‹ " + backTitle, color: tint,
                role: "backButton")
            bar.addSubview(back)
        }
        bar.addSubview(hairline(y: height - 0.5, width: device.screenSize.width))
    }

    /// A tab bar at the bottom, items spread evenly, the first one selected.
    public static func styleTabBar(_ bar: UIView, items: [String], device: Device) {
        let width = device.screenSize.width
        bar.frame = CGRect(x: 0, y: device.screenSize.height - device.tabBarHeight, width: width, height: device.tabBarHeight)
        bar.backgroundColor = barColor
        bar.addSubview(hairline(y: 0, width: width))
        let itemWidth = width / Double(items.count)
        for (index, title) in items.enumerated() {
            let color = index == 0 ? tint : UIColor.systemGray
            let icon = UIView(frame: CGRect(x: itemWidth * Double(index) + itemWidth / 2 - 12, y: 6, width: 24, height: 22))
            icon.backgroundColor = color
            icon.layer.cornerRadius = 5
            icon.role = "tabIcon"
            bar.addSubview(icon)
            let label = UILabel.make(
                frame: CGRect(x: itemWidth * Double(index), y: 31, width: itemWidth, height: 13), text: title, fontSize: 10,
                weight: .medium, color: color, alignment: .center, role: "tabTitle")
            bar.addSubview(label)
        }
    }

    /// The status bar over everything: the time on the left, signal and battery on the right,
    /// dark or light to suit what is under it.
    public static func statusBar(device: Device, light: Bool = false) -> UIView {
        let width = device.screenSize.width
        let bar = UIView(frame: CGRect(x: 0, y: 0, width: width, height: device.statusBarHeight))
        bar.role = "statusBar"
        let color: UIColor = light ? .white : .black
        let notched = device.safeAreaInsets.top > 24
        let time = UILabel(
            frame: CGRect(
                x: notched ? 24 : 8, y: notched ? device.statusBarHeight / 2 - 6 : 3,
                width: notched ? 60 : 50, height: 16))
        time.text = "9:41"
        time.fontSize = notched ? 15 : 12
        time.fontWeight = .semibold
        time.textColor = color
        time.textAlignment = notched ? .center : .left
        time.role = "clock"
        bar.addSubview(time)
        let batteryY = notched ? device.statusBarHeight / 2 - 4 : 5
        let battery = UIView(frame: CGRect(x: width - (notched ? 48 : 34), y: batteryY, width: 24, height: 11.5))
        battery.layer.borderWidth = 1
        battery.layer.borderColor = color.withAlphaComponent(0.4).cgColor
        battery.layer.cornerRadius = 3
        battery.role = "battery"
        let charge = UIView(frame: CGRect(x: 2, y: 2, width: 18, height: 7.5))
        charge.backgroundColor = color
        charge.layer.cornerRadius = 1.5
        battery.addSubview(charge)
        bar.addSubview(battery)
        for index in 0..<4 {
            let height = 4 + Double(index) * 2
            let signal = UIView(
                frame: CGRect(
                    x: width - (notched ? 80 : 62) + Double(index) * 4.5, y: batteryY + 11 - height,
                    width: 3, height: height))
            signal.backgroundColor = color
            signal.layer.cornerRadius = 0.5
            signal.role = "signal"
            bar.addSubview(signal)
        }
        return bar
    }

    public static func hairline(y: Double, width: Double) -> UIView {
        let line = UIView(frame: CGRect(x: 0, y: y, width: width, height: 0.5))
        line.backgroundColor = .separator
        line.role = "hairline"
        return line
    }
}

/// A window the size of the device's screen.
public enum DemoWindow {
    public static func make(for device: Device) -> UIWindow {
        let window = UIWindow(frame: device.bounds)
        window.backgroundColor = .black
        return window
    }
}
