import Testing
import TransitionKit
import UIKit
@testable import UIKitFixtures

/// The half sheet of Tests/UIKitFixtures: its presentation controller sizes it with
/// `systemLayoutSizeFitting` from its constraints and its labels' intrinsic sizes.
@Suite("A half sheet sized by systemLayoutSizeFitting")
struct HalfSheetFixtureTests {
    @Test("the sheet's height: its constraints and label heights, plus the bottom safe area")
    func sheetHeight() throws {
        let sheet = HalfSheetViewController()
        let delegate = HalfSheetTransitioningDelegate()
        let window = UIWindow(frame: Device.iPhoneX.bounds)
        window.safeAreaInsets = Device.iPhoneX.safeAreaInsets
        let run = try TransitionRun(window: window) { window in
            let root = UIViewController()
            window.rootViewController = root
            sheet.modalPresentationStyle = .custom
            sheet.transitioningDelegate = delegate
            root.present(sheet, animated: true)
        }
        run.runToCompletion()
        let title = sheet.titleLabel.intrinsicContentSize.height, message = sheet.messageLabel.intrinsicContentSize.height
        // 8 + 5 handle + 16 + title + 8 + message + 24, and 34 of home indicator.
        let height = 8 + 5 + 16 + title + 8 + message + 24 + 34
        #expect(abs(title - 24) < 1e-9 && abs(message - 18) < 1e-9)
        #expect(abs(sheet.view.frame.height - height) < 1e-9)
        #expect(abs(sheet.view.frame.minY - (812 - height)) < 1e-9 && sheet.view.frame.width == 375)
    }
}
