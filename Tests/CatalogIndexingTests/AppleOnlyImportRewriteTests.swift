import TestExpectations
import Testing

@testable import CatalogIndexing

/// Imports of Apple-only modules (`os`, `os.log`, `AVFoundation`, `CoreMedia`,
/// `UIKit.UIGestureRecognizerSubclass` …) become `import UIKit` in a folder entry's rewritten
/// copy, line for line, and nothing else called `import` changes.
@Suite("Apple-only imports in the rewritten copy")
struct AppleOnlyImportRewriteTests {
    @Test(
        "each Apple-only import becomes import UIKit",
        arguments: [
            "os", "os.log", "os.signpost", "OSLog", "AVFoundation", "AVKit", "CoreMedia", "UIKit.UIGestureRecognizerSubclass",
            "ObjectiveC",
        ])
    func rewritten(_ module: String) {
        let source = "import UIKit\nimport \(module)\n\nfinal class ZoomAnimator {}\n"
        #expect(ObjCRewriter.mayNeedRewrite(source))
        expectEqual(ObjCRewriter.rewrite(source), "import UIKit\nimport UIKit\n\nfinal class ZoomAnimator {}\n")
    }

    @Test("other imports, a module named like a prefix, and comments and strings stay")
    func othersStay() {
        let source = """
            import UIKit
            import osmium
            import AVFoundationExtras
            import UIKitHelpers.Zoom
            import ObjectiveCHelpers
            // import os.log
            let note = "import AVFoundation"
            import class os.Thing

            """
        expectEqual(ObjCRewriter.rewrite(source), source)
    }

    @Test("a spaced path is one path, and the lines stay where they were")
    func spacing() {
        let source = "import os . log\nimport\tos.log // logging\nimport os\n.log()\n"
        expectEqual(ObjCRewriter.rewrite(source), "import UIKit\nimport\tUIKit // logging\nimport UIKit\n.log()\n")
    }
}
