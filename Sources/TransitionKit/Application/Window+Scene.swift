import Foundation

/// `UIWindow.Level`: a window's place among the scene's windows.
extension Window {
    public struct Level: RawRepresentable, Hashable, Sendable, Comparable {
        public var rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        public init(_ rawValue: CGFloat) { self.rawValue = rawValue }

        public static let normal = Level(0)
        public static let statusBar = Level(1000)
        public static let alert = Level(2000)

        public static func < (a: Level, b: Level) -> Bool { a.rawValue < b.rawValue }
    }

    /// `UIWindow(windowScene:)`: a window of the run's scene, sized as its screen. Only the
    /// run's own window is drawn: making another visible is reported (`makeKeyAndVisible`).
    public convenience init(windowScene: UIWindowScene) {
        self.init(frame: windowScene.screen.bounds)
        madeScene = windowScene
        windowScene.add(self)
    }

    /// The window's scene: the one it was made for, else — for the run's window — the run's.
    public var windowScene: UIWindowScene? {
        get { madeScene ?? (Timeline.current?.root === self ? scene : nil) }
        set {
            madeScene = newValue
            newValue?.add(self)
        }
    }

    /// The scene of the run's window, made on first use.
    var scene: UIWindowScene {
        if let ownScene { return ownScene }
        let made = UIWindowScene(window: self)
        ownScene = made
        return made
    }
}
