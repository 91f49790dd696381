import Foundation
import TestExpectations
import Testing
import TransitionKit
import UIKit

/// Snapshot images (issue #22, item 4): every API that makes an image of views captures the
/// subtree at that moment — a later change to the views does not change the image — and
/// crops and `contentsRect` pick the part drawn.
@Suite("Snapshot images")
struct SnapshotImageTests {
    /// A 200 × 100 view with a red 50 × 50 square at (20, 10).
    static func scene() -> (UIView, UIView) {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        view.backgroundColor = .white
        let square = UIView(frame: CGRect(x: 20, y: 10, width: 50, height: 50))
        square.backgroundColor = .red
        square.accessibilityIdentifier = "square"
        view.addSubview(square)
        return (view, square)
    }

    static func picture(_ image: UIImage?) throws -> SnapshotContent {
        try #require(image?.cgImage?.snapshot)
    }

    /// The captured layer with `role`, and its background.
    static func layer(_ picture: CapturedPicture, _ role: String) throws -> LayerFrame {
        try #require(picture.layers.first { $0.role == role })
    }

    @Test("a renderer's drawHierarchy image keeps the moment: later changes to the view do not show")
    func rendererCapturesTheMoment() throws {
        let (view, square) = Self.scene()
        let format = UIGraphicsImageRendererFormat()
        format.scale = 2
        let image = UIGraphicsImageRenderer(size: view.bounds.size, format: format).image { _ in
            #expect(view.drawHierarchy(in: view.bounds, afterScreenUpdates: true))
        }
        square.backgroundColor = .blue
        square.frame.origin.x = 120
        #expect(image.size == CGSize(width: 200, height: 100) && image.scale == 2)
        #expect(image.cgImage?.width == 400 && image.cgImage?.height == 200)
        let snapshot = try Self.picture(image)
        let captured = try Self.layer(snapshot.picture, "square")
        expectEqual(captured.backgroundColor, Color(red: 1, green: 0, blue: 0), "red, as it was when drawn")
        #expect(captured.quad.topLeft == CGPoint(x: 20, y: 10) && captured.quad.bottomRight == CGPoint(x: 70, y: 60))
        expectEqual(snapshot.rect, CGRect(x: 0, y: 0, width: 200, height: 100))
        expectEqual(view.drawHierarchy(in: view.bounds, afterScreenUpdates: false), false, "no current context, nothing drawn")
    }

    @Test("drawHierarchy into a smaller rect scales the subtree into it, clipped to the rect")
    func drawHierarchyScales() throws {
        let (view, _) = Self.scene()
        let image = UIGraphicsImageRenderer(size: CGSize(width: 100, height: 50)).image { context in
            UIColor.black.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 100, height: 50))
            view.drawHierarchy(in: CGRect(x: 0, y: 0, width: 100, height: 50), afterScreenUpdates: false)
        }
        let picture = try Self.picture(image).picture
        expectEqual(picture.layers.first?.backgroundColor, Color(red: 0, green: 0, blue: 0), "the fill comes first")
        let square = try Self.layer(picture, "square")
        #expect(square.quad.topLeft == CGPoint(x: 10, y: 5) && square.quad.bottomRight == CGPoint(x: 35, y: 30))
        #expect(square.clip.count == 1 && picture.layers.first { $0.id == square.clip[0] }?.masksToBounds == true)
    }

    @Test("layer.render(in:) in an image context: the moment it is called, at the context's scale and translation")
    func renderInImageContext() throws {
        let (view, square) = Self.scene()
        UIGraphicsBeginImageContextWithOptions(CGSize(width: 100, height: 100), false, 3)
        let context = try #require(UIGraphicsGetCurrentContext())
        context.translateBy(x: -20, y: -10)
        view.layer.render(in: context)
        let image = UIGraphicsGetImageFromCurrentImageContext()
        UIGraphicsEndImageContext()
        #expect(UIGraphicsGetCurrentContext() == nil, "ended")
        square.alpha = 0.2
        #expect(image?.scale == 3 && image?.size == CGSize(width: 100, height: 100) && image?.cgImage?.width == 300)
        let captured = try Self.layer(try Self.picture(image).picture, "square")
        expectEqual(captured.quad.topLeft, CGPoint(x: 0, y: 0), "translated by the context's transform")
        expectEqual(captured.opacity, 1, "the alpha set afterwards does not show")
        #expect(UIGraphicsGetImageFromCurrentImageContext() == nil)
    }

    @Test("CGImage.cropping(to:) keeps the pixels of the rect, limited to the image; nil outside it")
    func cropping() throws {
        let (view, _) = Self.scene()
        let format = UIGraphicsImageRendererFormat()
        format.scale = 2
        let image = UIGraphicsImageRenderer(bounds: view.bounds, format: format).image { _ in
            view.drawHierarchy(in: view.bounds, afterScreenUpdates: false)
        }
        let full = try #require(image.cgImage)
        let crop = try #require(full.cropping(to: CGRect(x: 40, y: 20, width: 100, height: 100)))
        #expect(crop.width == 100 && crop.height == 100)
        expectEqual(crop.snapshot?.rect, CGRect(x: 20, y: 10, width: 50, height: 50), "pixels / scale: the square's rect")
        #expect(crop.snapshot?.picture === full.snapshot?.picture, "the same captured moment")
        let edge = try #require(full.cropping(to: CGRect(x: 350, y: 150, width: 100, height: 100)))
        #expect(edge.width == 50 && edge.height == 50, "limited to the image")
        #expect(full.cropping(to: CGRect(x: 500, y: 0, width: 10, height: 10)) == nil)
        let nested = try #require(crop.cropping(to: CGRect(x: 50, y: 0, width: 50, height: 50)))
        expectEqual(nested.snapshot?.rect, CGRect(x: 45, y: 10, width: 25, height: 25), "a crop of a crop is in its own pixels")
        let again = UIImage(cgImage: crop, scale: 2, orientation: .up)
        expectEqual(again.size, CGSize(width: 50, height: 50))
    }

    @Test("layer.contents = a snapshot's cgImage draws it; contentsRect and contentsGravity are sent")
    func contentsAndContentsRect() throws {
        let (view, _) = Self.scene()
        let image = UIGraphicsImageRenderer(bounds: view.bounds).image { _ in
            view.drawHierarchy(in: view.bounds, afterScreenUpdates: false)
        }
        let tile = CALayer()
        tile.contents = image.cgImage
        tile.contentsRect = CGRect(x: 0.5, y: 0, width: 0.5, height: 1)
        guard case .snapshot(let content, let mode) = tile.content else {
            Issue.record("no snapshot content: \(tile.content)")
            return
        }
        #expect(content.picture === image.cgImage?.snapshot?.picture && mode == .scaleToFill)
        tile.contentsGravity = .resizeAspect
        if case .snapshot(_, let mode) = tile.content { expectEqual(mode, .scaleAspectFit) }
        tile.contents = UIImage(named: "x")
        expectEqual(tile.content, .none, "a UIImage itself is not a layer's contents on iOS")
    }

    @Test("resizableSnapshotView shows the part of the view now, at the rect's size")
    func resizableSnapshot() throws {
        let (view, square) = Self.scene()
        let snapshot = try #require(view.resizableSnapshotView(from: CGRect(x: 20, y: 10, width: 50, height: 50),
                                                               afterScreenUpdates: true, withCapInsets: .zero))
        square.backgroundColor = .green
        expectEqual(snapshot.bounds.size, CGSize(width: 50, height: 50))
        guard case .snapshot(let content, _) = snapshot.layer.content else {
            Issue.record("no snapshot content")
            return
        }
        expectEqual(content.rect, CGRect(x: 20, y: 10, width: 50, height: 50))
        #expect(try Self.layer(content.picture, "square").backgroundColor == Color(red: 1, green: 0, blue: 0))
    }

    @Test("an image view's image set mid-run is versioned: frames before show the old image, after the new")
    func imageChangedDuringRun() throws {
        let animator = SwapImageAnimator()
        let run = try TransitionRun(window: UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 812))) { window in
            let root = UIViewController()
            window.rootViewController = root
            window.makeKeyAndVisible()
            let detail = UIViewController()
            detail.modalPresentationStyle = .fullScreen
            detail.transitioningDelegate = animator
            root.present(detail, animated: true)
        }
        run.scenario = animator
        run.runToCompletion()
        let version = { (t: Double) -> String? in
            guard let layer = run.frame(at: t).layer(role: "swapped") else { return nil }
            let fields = String(decoding: layer.drawing, as: UTF8.self)
            return fields.range(of: #""contentVersion":\d+"#, options: .regularExpression).map { String(fields[$0]) }
        }
        expectEqual(version(0.1), #""contentVersion":0"#)
        expectEqual(version(0.35), #""contentVersion":1"#)
        let scene = SceneDescription(run: run)
        expectEqual(scene.contentVersions.count, 2)
        if case .image = scene.contentVersions[0] {} else { Issue.record("version 0 is the photo") }
        if case .snapshot = scene.contentVersions[1] {} else { Issue.record("version 1 is the snapshot") }
        var json = JSONWriter()
        json.beginObject()
        scene.writeFields(into: &json)
        json.endObject()
        #expect(json.string.contains(#""contentVersions":[{"kind":"image""#))
        #expect(json.string.contains(#"{"kind":"snapshot","picture":0,"rect":[0,0,375,812]"#))
        #expect(json.string.contains(#""pictures":[{"size":[375,812],"layers":["#))
    }
}

/// Fades the presented screen in over 0.3 s + 0.2 s; between the two its image view's photo
/// is replaced by a snapshot of the presenting screen.
final class SwapImageAnimator: NSObject, UIViewControllerTransitioningDelegate, UIViewControllerAnimatedTransitioning {
    func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                             source: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? { self }

    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval { 0.5 }

    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        guard let toView = transitionContext.view(forKey: .to), let fromView = transitionContext.viewController(forKey: .from)?.view else { return }
        let imageView = UIImageView(image: UIImage(named: "photo"))
        imageView.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        imageView.accessibilityIdentifier = "swapped"
        toView.addSubview(imageView)
        transitionContext.containerView.addSubview(toView)
        UIView.animate(withDuration: 0.3, animations: { toView.alpha = 0.6 }) { _ in
            imageView.image = UIGraphicsImageRenderer(bounds: fromView.bounds).image { _ in
                fromView.drawHierarchy(in: fromView.bounds, afterScreenUpdates: false)
            }
            UIView.animate(withDuration: 0.2, animations: { toView.alpha = 1 }) { _ in
                transitionContext.completeTransition(true)
            }
        }
    }
}
