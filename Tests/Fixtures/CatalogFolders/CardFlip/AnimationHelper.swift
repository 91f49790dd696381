import UIKit

/// The same name as PhotoZoom's AnimationHelper, and as the catalog's own: no clash, since
/// each folder is a module. Written for Swift 6: constants only, nothing shared and mutable.
enum AnimationHelper {
    static let duration: TimeInterval = 0.4
    static let startScale: CGFloat = 0.2
}
