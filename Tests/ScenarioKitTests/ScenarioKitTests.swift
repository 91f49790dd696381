import TestExpectations
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
        expectEqual(found, device)
        expectEqual(found.contentTop, device.statusBarHeight + 44)
        expectEqual(found.tabBarHeight, 49 + device.safeAreaInsets.bottom)
    }

    @Test("the bars of a navigation app in a tab bar: under the status bar, over the home indicator")
    func bars() throws {
        for (device, top, tabBarY) in [(Device.iPhoneSE, 20.0, 618.0), (.iPhoneX, 44, 729), (.iPhone15, 54, 769)] {
            let window = Self.window(device)
            let grid = PhotoGridViewController(device: device)
            let navigation = ScenarioApp.navigation([grid], in: window, tabs: ["Library", "Albums"])
            expectEqual(navigation.navigationBar.frame, CGRect(x: 0, y: 0, width: device.screenSize.width, height: top + 44))
            let tabs = try #require(navigation.tabBarController)
            #expect(tabs.tabBar.frame.minY == tabBarY && tabs.tabBar.frame.maxY == device.screenSize.height)
            #expect(window.subviews.last?.role == "statusBar" && window.subviews.last?.frame.height == CGFloat(top))
            #expect(grid.view.frame == device.bounds && grid.view.isDescendant(of: navigation.contentView))
        }
    }

    @Test("the photo grid is a collection view: 3 columns 2 points apart on a phone, 5 on iPad, from under the bar")
    func gridCells() throws {
        let phone = PhotoGridViewController(device: .iPhoneX)
        let side = (375 - 4) / 3.0
        let cells = phone.cells
        func inView(_ imageView: UIImageView) -> CGRect { imageView.convert(imageView.bounds, to: phone.view) }
        #expect(inView(cells[0]).isClose(to: CGRect(x: 0, y: 88, width: side, height: side)))
        #expect(inView(cells[4]).isClose(to: CGRect(x: side + 2, y: 88 + side + 2, width: side, height: side)))
        #expect(cells[4].role == "selectedPhoto" && cells[3].role == "photoCell")
        #expect(phone.referenceImageView === cells[4])
        #expect(phone.referenceImageViewFrame.isClose(to: phone.frameForCell(at: 4)))
        #expect(cells.allSatisfy { $0.contentMode == .scaleAspectFill && $0.clipsToBounds })
        // Cells for the items on screen and no more: the grid's 60 items are not all made.
        let grid = try #require(phone.collectionView)
        #expect(inView(cells.last!).maxY >= 812 && inView(cells.last!).minY < 812)
        #expect(cells.count == 18 && grid.cellForItem(at: IndexPath(item: 40, section: 0)) == nil)
        #expect(phone.frameForCell(at: 40).isClose(to: CGRect(x: side + 2, y: 88 + 13 * (side + 2), width: side, height: side)))
        let pad = PhotoGridViewController(device: .iPad, selectedIndex: 0)
        let padCells = pad.cells
        func inPad(_ imageView: UIImageView) -> CGRect { imageView.convert(imageView.bounds, to: pad.view) }
        #expect(pad.columns == 5 && abs(inPad(padCells[4]).maxX - 820) < 1e-9 && inPad(padCells[5]).minX == 0)
        #expect(abs(inPad(padCells[0]).minY - Device.iPad.contentTop) < 1e-9)
        // A cell the bar covers gives its visible part, as FluidPhoto's frame does.
        let scrolled = PhotoGridViewController(device: .iPhoneX, selectedIndex: 1)
        _ = scrolled.view
        scrolled.collectionView.contentOffset.y = -88 + 28
        #expect(scrolled.referenceImageViewFrame.isClose(to: CGRect(x: side + 2, y: 88, width: side, height: side - 28)))
        // An item off screen is scrolled to before its cell is read, as a zoom back to it needs.
        let far = PhotoGridViewController(device: .iPhoneX, selectedIndex: 50)
        let farFrame = far.referenceImageViewFrame
        #expect(far.collectionView.contentOffset.y > 0 && farFrame.minY >= 88 && farFrame.maxY <= 812)
        expectEqual(far.referenceImageView.role, "selectedPhoto")
    }

    @Test("the photo detail's image is aspect-fit in the screen")
    func detail() {
        let image = UIImage(seed: 1, size: CGSize(width: 3000, height: 2000))
        let detail = PhotoDetailViewController(device: .iPhoneX, image: image)
        expectEqual(detail.referenceImageView.frame, CGRect(x: 0, y: 281, width: 375, height: 250))
        expectEqual(detail.referenceImageViewFrame, detail.imageView.frame)
    }

    @Test("the list's rows and the card's frame")
    func listAndCard() throws {
        let list = ListViewController(device: .iPhone15, thumbnails: true)
        let rows = list.rows
        func inView(_ view: UIView) -> CGRect { view.convert(view.bounds, to: list.view) }
        expectEqual(inView(rows[0]), CGRect(x: 0, y: 98, width: 393, height: 72))
        #expect(inView(rows[2]) == list.frameForRow(at: 2) && inView(rows[2]).minY == 98 + 144)
        #expect(inView(rows.last!).maxY >= 852 && rows.count == 11)
        #expect(list.tableView.cellForRow(at: IndexPath(row: 20, section: 0)) == nil)
        let first = try #require(rows[0] as? ListRowCell)
        #expect(first.title.text == "Item 1" && inView(first.title) == CGRect(x: 84, y: 98 + 25, width: 393 - 100, height: 22))
        #expect(inView(first.thumbnail) == CGRect(x: 16, y: 106, width: 56, height: 56) && !first.thumbnail.isHidden)
        let plain = ListViewController(device: .iPhoneX)
        let plainRow = try #require(plain.rows[1] as? ListRowCell)
        #expect(plain.frameForRow(at: 1) == CGRect(x: 0, y: 88 + 44, width: 375, height: 44) && plainRow.thumbnail.isHidden)
        expectEqual(plainRow.separator.convert(plainRow.separator.bounds, to: plain.view), CGRect(x: 16, y: 88 + 88 - 0.5, width: 359, height: 0.5))
        let card = FeaturedCardViewController(device: .iPhoneX)
        _ = card.view
        expectEqual(card.cardView.frame, CGRect(x: 20, y: 108, width: 335, height: 418.75))
        #expect(card.cardView.layer.cornerRadius == 16 && card.cardView.clipsToBounds)
    }

    @Test("UIImage(named:) is the same placeholder for the same name, a different one for another")
    func namedImages() throws {
        let a = try #require(UIImage(named: "beach"))
        let again = try #require(UIImage(named: "beach"))
        let other = try #require(UIImage(named: "mountains"))
        expectEqual(a, again)
        #expect(a.picture?.seed != other.picture?.seed && a != other)
        // Pinned: a change of the hash would change every app's pictures.
        expectEqual(a.picture?.seed, 0x681CB15E4A577428, "seed \(String(a.picture?.seed ?? 0, radix: 16))")
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
        expectEqual(UIImage(named: "tab_icon_home")?.size, CGSize(width: 64, height: 64))
        expectEqual(UIImage(named: "AppLogo")?.size, CGSize(width: 64, height: 64))
        expectEqual(UIImage(named: "avatar-anna")?.size, CGSize(width: 400, height: 400))
    }
}

extension CGRect {
    /// Frames go through the layer's position and bounds, so they come back within rounding.
    func isClose(to other: CGRect) -> Bool {
        abs(minX - other.minX) < 1e-9 && abs(minY - other.minY) < 1e-9
            && abs(width - other.width) < 1e-9 && abs(height - other.height) < 1e-9
    }
}
