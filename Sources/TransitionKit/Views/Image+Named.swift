import Foundation

/// How `UIImage(named:)` makes a placeholder from a name (UIImage.swift).
extension Image {
    /// FNV-1a over the name's UTF-8 bytes: stable across runs, unlike `hashValue`.
    static func nameHash(_ name: String) -> UInt64 {
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        for byte in name.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01B3
        }
        return hash
    }

    /// Icons, logos, buttons and avatars are small squares; anything else is a camera photo
    /// in one of the shapes a camera roll holds (landscape 4:3 and 3:2, portrait, square).
    static func plausibleSize(for name: String, hash: UInt64) -> CGSize {
        let lowered = name.lowercased()
        if ["icon", "logo", "button", "btn", "ic_", "glyph"].contains(where: lowered.contains) {
            return CGSize(width: 64, height: 64)
        }
        if ["avatar", "profile", "thumb"].contains(where: lowered.contains) {
            return CGSize(width: 400, height: 400)
        }
        let shapes = [
            CGSize(width: 4032, height: 3024), CGSize(width: 3024, height: 4032), CGSize(width: 3000, height: 2000),
            CGSize(width: 2000, height: 3000), CGSize(width: 3000, height: 3000), CGSize(width: 1600, height: 1200),
        ]
        return shapes[Int((hash >> 32) % UInt64(shapes.count))]
    }
}
