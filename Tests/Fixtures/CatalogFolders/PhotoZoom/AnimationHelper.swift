// No import line: an app's file that relied on a target-wide import. A folder entry compiles
// as if every file began with `import UIKit`.

/// The app's animation constants, as a shared instance. Swift 6 mode rejects this (`shared`
/// is a static property of a class that is not Sendable); this folder is Swift 5.
class AnimationHelper {
    static let shared = AnimationHelper()

    var duration: TimeInterval = 0.45
    var springDamping: CGFloat = 0.82
}

/// How many zooms have run: a mutable global, which Swift 6 mode rejects too.
var zoomAnimationCount = 0
