// Swift Testing's cross-import overlay for CoreGraphics, empty on purpose: as for UIKit
// (Tests/_Testing_UIKit), the toolchain's Testing module declares one for a module named
// CoreGraphics, which Linux toolchains do not ship; ours has the name, so test targets whose
// files import Testing and (through UIKit or QuartzCore) CoreGraphics depend on this.
