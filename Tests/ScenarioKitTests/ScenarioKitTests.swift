import Testing
import UIKit
import ScenarioKit
import _Testing_UIKit
import _Testing_CoreGraphics

/// The scene kit's screens are laid out per device as UIKit lays them out, and
/// `UIImage(named:)` gives the same placeholder for the same name.
@Suite("ScenarioKit")
struct ScenarioKitTests {
    static func window(_ device: Device) -> UIWindow {
        let window = UIWindow(frame: device.bounds)
        window.safeAreaInsets = device.safeAreaInsets
        return window
    }

    @Test("a scenario's window gives back its device, safe area included", arguments: Device.all)
    func deviceFromWindow(_ device: Device) {
        let found = Device(window: Self.window(device))
        #expect(found == device)
        #expect(found.contentTop == device.statusBarHeight + 44)
        #expect(found.tabBarHeight == 49 + device.safeAreaInsets.bottom)
    }

    @Test("the bars of a navigation app in a tab bar: under the status bar, over the home indicator")
    func bars() throws {
        for (device, top, tabBarY) in [(Device.iPhoneSE, 20.0, 618.0), (.iPhoneX, 44, 729), (.iPhone15, 54, 769)] {
            let window = Self.window(device)
            let grid = PhotoGridViewController(device: device)
            let navigation = ScenarioApp.navigation([grid], in: window, tabs: ["Library", "Albums"])
            #expect(navigation.navigationBar.frame == CGRect(x: 0, y: 0, width: device.screenSize.width, height: top + 44))
            let tabs = try #require(navigation.tabBarController)
            #expect(tabs.tabBar.frame.minY == tabBarY && tabs.tabBar.frame.maxY == device.screenSize.height)
            #expect(window.subviews.last?.role == "statusBar" && window.subviews.last?.frame.height == CGFloat(top))
            #expect(grid.view.frame == device.bounds && grid.view.isDescendant(of: navigation.contentView))
        }
    }

    @Test("the photo grid's cells: 3 columns 2 points apart on a phone, 5 on iPad, from under the bar")
    func gridCells() {
        let phone = PhotoGridViewController(device: .iPhoneX)
        _ = phone.view
        let side = (375 - 4) / 3.0
        #expect(phone.cells[0].frame == CGRect(x: 0, y: 88, width: side, height: side))
        #expect(phone.cells[4].frame.isClose(to: CGRect(x: side + 2, y: 88 + side + 2, width: side, height: side)))
        #expect(phone.cells[4].role == "selectedPhoto" && phone.cells[3].role == "photoCell")
        #expect(phone.referenceImageView === phone.cells[4])
        #expect(phone.referenceImageViewFrame.isClose(to: phone.frameForCell(at: 4)))
        #expect(phone.cells.allSatisfy { $0.contentMode == .scaleAspectFill && $0.clipsToBounds })
        // Enough rows to reach the bottom of the screen, and no more.
        #expect(phone.cells.last!.frame.maxY >= 812 && phone.cells.last!.frame.minY < 812)
        let pad = PhotoGridViewController(device: .iPad, selectedIndex: 0)
        _ = pad.view
        #expect(pad.columns == 5 && pad.cells[4].frame.maxX == 820 && pad.cells[5].frame.minX == 0)
        #expect(abs(pad.cells[0].frame.minY - Device.iPad.contentTop) < 1e-9)
        // A cell the bar covers gives its visible part, as FluidPhoto's frame does.
        let scrolled = PhotoGridViewController(device: .iPhoneX, selectedIndex: 1)
        scrolled.referenceImageView.frame.origin.y = 60
        #expect(scrolled.referenceImageViewFrame.isClose(to: CGRect(x: side + 2, y: 88, width: side, height: side - 28)))
    }

    @Test("the photo detail's image is aspect-fit in the screen")
    func detail() {
        let image = UIImage(seed: 1, size: CGSize(width: 3000, height: 2000))
        let detail = PhotoDetailViewController(device: .iPhoneX, image: image)
        #expect(detail.referenceImageView.frame == CGRect(x: 0, y: 281, width: 375, height: 250))
        #expect(detail.referenceImageViewFrame == detail.imageView.frame)
    }

    @Test("the list's rows and the card's frame")
    func listAndCard() {
        let list = ListViewController(device: .iPhone15, thumbnails: true)
        _ = list.view
        #expect(list.rows[0].frame == CGRect(x: 0, y: 98, width: 393, height: 72))
        #expect(list.rows[2].frame == list.frameForRow(at: 2) && list.rows[2].frame.minY == 98 + 144)
        #expect(list.rows.last!.frame.maxY >= 852)
        let card = FeaturedCardViewController(device: .iPhoneX)
        _ = card.view
        #expect(card.cardView.frame == CGRect(x: 20, y: 108, width: 335, height: 418.75))
        #expect(card.cardView.layer.cornerRadius == 16 && card.cardView.clipsToBounds)
    }

    @Test("UIImage(named:) is the same placeholder for the same name, a different one for another")
    func namedImages() throws {
        let a = try #require(UIImage(named: "beach"))
        let again = try #require(UIImage(named: "beach"))
        let other = try #require(UIImage(named: "mountains"))
        #expect(a == again)
        #expect(a.picture?.seed != other.picture?.seed && a != other)
        // Pinned: a change of the hash would change every app's pictures.
        #expect(a.picture?.seed == 0x681CB15E4A577428, "seed \(String(a.picture?.seed ?? 0, radix: 16))")
    }

    @Test("UIImage(named:) sizes: camera shapes for photos, small squares for icons and avatars")
    func namedImageSizes() throws {
        let shapes: Set<CGSize> = [CGSize(width: 4032, height: 3024), CGSize(width: 3024, height: 4032),
                                   CGSize(width: 3000, height: 2000), CGSize(width: 2000, height: 3000),
                                   CGSize(width: 3000, height: 3000), CGSize(width: 1600, height: 1200)]
        var seen: Set<CGSize> = []
        for index in 0..<40 {
            let size = try #require(UIImage(named: "photo\(index)")).size
            #expect(shapes.contains(size))
            seen.insert(size)
        }
        #expect(seen.count >= 4, "names spread over the shapes: \(seen)")
        #expect(UIImage(named: "tab_icon_home")?.size == CGSize(width: 64, height: 64))
        #expect(UIImage(named: "AppLogo")?.size == CGSize(width: 64, height: 64))
        #expect(UIImage(named: "avatar-anna")?.size == CGSize(width: 400, height: 400))
    }
}

extension CGRect {
    /// Frames go through the layer's position and bounds, so they come back within rounding.
    func isClose(to other: CGRect) -> Bool {
        abs(minX - other.minX) < 1e-9 && abs(minY - other.minY) < 1e-9
            && abs(width - other.width) < 1e-9 && abs(height - other.height) < 1e-9
    }
}
