import UIKit

/// The system chrome the apps show: the status bar, laid out for a device the way iOS lays
/// it out (its height from the device's safe area).
enum Chrome {
    /// The status bar over everything: the time on the left, signal and battery on the right,
    /// dark or light to suit what is under it.
    static func statusBar(device: Device, light: Bool = false) -> UIView {
        let width = device.screenSize.width
        let bar = UIView(frame: Rect(x: 0, y: 0, width: width, height: device.statusBarHeight))
        bar.role = "statusBar"
        let color: UIColor = light ? .white : .black
        let notched = device.safeAreaInsets.top > 24
        let time = UILabel(frame: Rect(x: notched ? 24 : 8, y: notched ? device.statusBarHeight / 2 - 6 : 3,
                                       width: notched ? 60 : 50, height: 16))
        time.text = "9:41"
        time.fontSize = notched ? 15 : 12
        time.fontWeight = .semibold
        time.textColor = color
        time.textAlignment = notched ? .center : .left
        time.role = "clock"
        bar.addSubview(time)
        let batteryY = notched ? device.statusBarHeight / 2 - 4 : 5
        let battery = UIView(frame: Rect(x: width - (notched ? 48 : 34), y: batteryY, width: 24, height: 11.5))
        battery.layer.borderWidth = 1
        battery.layer.borderColor = color.withAlphaComponent(0.4)
        battery.layer.cornerRadius = 3
        battery.role = "battery"
        let charge = UIView(frame: Rect(x: 2, y: 2, width: 18, height: 7.5))
        charge.backgroundColor = color
        charge.layer.cornerRadius = 1.5
        battery.addSubview(charge)
        bar.addSubview(battery)
        for index in 0..<4 {
            let height = 4 + Double(index) * 2
            let signal = UIView(frame: Rect(x: width - (notched ? 80 : 62) + Double(index) * 4.5, y: batteryY + 11 - height,
                                            width: 3, height: height))
            signal.backgroundColor = color
            signal.layer.cornerRadius = 0.5
            signal.role = "signal"
            bar.addSubview(signal)
        }
        return bar
    }
}
