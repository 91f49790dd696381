extension Timeline {
    /// The device's settings as the run starts, before any app code exists: a phone switched
    /// on with Reduce Motion already set tells nobody, so nothing is posted and no turn ends
    /// (`isReduceMotionEnabled`'s setter is the switch flipped while the app runs). A device
    /// set to a right-to-left language starts the app right to left.
    public func startWithDeviceSettings(reduceMotion: Bool, layoutDirection: UIUserInterfaceLayoutDirection = .leftToRight) {
        self.reduceMotion = reduceMotion
        self.layoutDirection = layoutDirection
    }
}
