import Foundation

/// The attribute keys UIKit adds to Foundation's `NSAttributedString.Key` (Foundation on Linux
/// declares none of them), with UIKit's raw values; a bar appearance's title attributes are
/// written with them.
extension NSAttributedString.Key {
    public static let font = NSAttributedString.Key("NSFont")
    public static let foregroundColor = NSAttributedString.Key("NSColor")
    public static let backgroundColor = NSAttributedString.Key("NSBackgroundColor")
    public static let kern = NSAttributedString.Key("NSKern")
    public static let paragraphStyle = NSAttributedString.Key("NSParagraphStyle")
}
