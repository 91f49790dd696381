import Foundation

/// A screen the scenes lay out for (what `UIScreen` and the window's safe area tell an app).
public struct Device: Hashable, Sendable, Codable {
    public var name: String
    public var title: String
    public var screenSize: CGSize
    public var safeAreaInsets: EdgeInsets
    public var statusBarHeight: Double
    public var cornerRadius: Double
    public var isPad: Bool

    public init(
        name: String, title: String, screenSize: CGSize, safeAreaInsets: EdgeInsets,
        statusBarHeight: Double, cornerRadius: Double, isPad: Bool = false
    ) {
        self.name = name
        self.title = title
        self.screenSize = screenSize
        self.safeAreaInsets = safeAreaInsets
        self.statusBarHeight = statusBarHeight
        self.cornerRadius = cornerRadius
        self.isPad = isPad
    }

    public var bounds: CGRect { CGRect(origin: .zero, size: screenSize) }
    public var navigationBarHeight: Double { 44 }
    /// The tab bar's height including the home-indicator inset.
    public var tabBarHeight: Double { 49 + safeAreaInsets.bottom }

    public static let iPhoneSE = Device(
        name: "iphone-se", title: "iPhone SE", screenSize: CGSize(width: 375, height: 667),
        safeAreaInsets: EdgeInsets(top: 20), statusBarHeight: 20, cornerRadius: 0)
    public static let iPhoneX = Device(
        name: "iphone-x", title: "iPhone X", screenSize: CGSize(width: 375, height: 812),
        safeAreaInsets: EdgeInsets(top: 44, bottom: 34), statusBarHeight: 44, cornerRadius: 39)
    public static let iPhone15 = Device(
        name: "iphone-15", title: "iPhone 15", screenSize: CGSize(width: 393, height: 852),
        safeAreaInsets: EdgeInsets(top: 59, bottom: 34), statusBarHeight: 54, cornerRadius: 55)
    public static let iPhone15ProMax = Device(
        name: "iphone-15-pro-max", title: "iPhone 15 Pro Max", screenSize: CGSize(width: 430, height: 932),
        safeAreaInsets: EdgeInsets(top: 59, bottom: 34), statusBarHeight: 54, cornerRadius: 55)
    public static let iPad = Device(
        name: "ipad", title: "iPad Air", screenSize: CGSize(width: 820, height: 1180),
        safeAreaInsets: EdgeInsets(top: 24, bottom: 20), statusBarHeight: 24, cornerRadius: 18, isPad: true)

    public static let all: [Device] = [.iPhoneSE, .iPhoneX, .iPhone15, .iPhone15ProMax, .iPad]
    /// The notched phone the source material's numbers are measured on (812 points tall).
    public static let `default` = Device.iPhoneX

    public static func named(_ name: String) -> Device? { all.first { $0.name == name } }
}
