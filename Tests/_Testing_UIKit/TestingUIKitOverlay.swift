// Swift Testing's cross-import overlay for UIKit, empty on purpose.
//
// The toolchain's Testing module declares an overlay for a module named UIKit
// (lib/swift/linux/Testing.swiftcrossimport/UIKit.swiftoverlay), so a file that imports both
// Testing and UIKit makes the compiler import `_Testing_UIKit` — which Linux toolchains do
// not ship (on Apple platforms it adds UIImage attachments). Our UIKit module has the name, so
// test targets whose files import both depend on this empty module (docs/bring-your-own.md).
