import Foundation

/// UIKit's `UIPageControl`: `numberOfPages` dots (0 by default), the current one highlighted;
/// `currentPage` is pinned to 0…`numberOfPages` − 1 as UIKit documents. A tap (the engine's
/// touches) on the left half moves one page back, on the right half one page on, and sends
/// `.valueChanged` when the page changed (UIKit: "the page control advances only one page in
/// either direction"). With `hidesForSinglePage` and one page it draws nothing (the control's
/// `isHidden` is untouched). Drawn as 7-point dots 16 points apart, 26 points high (ours);
/// non-current dots are `pageIndicatorTintColor` (white at 30 % by default), the current one
/// `currentPageIndicatorTintColor` (white). Declared under UIKit's name.
open class UIPageControl: UIControl {
    static let pitch = 16.0
    static let dotSide = 7.0
    static let height = 26.0

    open var numberOfPages = 0 {
        didSet {
            if numberOfPages < 0 { numberOfPages = 0 }
            currentPage = storedPage
            makeDots()
        }
    }
    private var storedPage = 0
    open var currentPage: Int {
        get { storedPage }
        set {
            storedPage = Swift.min(Swift.max(newValue, 0), Swift.max(numberOfPages - 1, 0))
            layOutParts()
        }
    }
    open var hidesForSinglePage = false { didSet { layOutParts() } }
    open var pageIndicatorTintColor: UIColor? { didSet { layOutParts() } }
    open var currentPageIndicatorTintColor: UIColor? { didSet { layOutParts() } }

    /// `UIPageControl.BackgroundStyle` (iOS 14), with UIKit's raw values.
    public enum BackgroundStyle: Int, Sendable {
        case automatic = 0
        case prominent = 1
        case minimal = 2
    }

    /// Kept (iOS 14): the platter UIKit draws behind the dots while touched is not drawn.
    open var backgroundStyle: BackgroundStyle = .automatic
    /// Kept (iOS 14), default true: a drag along the dots scrubs pages in UIKit; taps here.
    open var allowsContinuousInteraction = true
    /// Kept (iOS 14); the dots are drawn as dots.
    open var preferredIndicatorImage: UIImage?

    private var dots: [View] = []

    public override init(frame: CGRect = .zero) {
        super.init(frame: frame)
    }

    /// The smallest size showing `pageCount` dots.
    open func size(forNumberOfPages pageCount: Int) -> CGSize {
        CGSize(width: Double(Swift.max(pageCount, 0)) * Self.pitch, height: Self.height)
    }

    open override var intrinsicContentSize: CGSize { size(forNumberOfPages: numberOfPages) }

    open override var frame: CGRect {
        didSet { layOutParts() }
    }

    open override var bounds: CGRect {
        didSet { layOutParts() }
    }

    /// A tap that ends inside moves one page towards its side and sends `.valueChanged`.
    open override func endTracking(_ touch: Touch?, with event: TransitionKit.Event?) {
        super.endTracking(touch, with: event)
        guard isTouchInside, let touch else { return }
        let before = storedPage
        currentPage += touch.location(in: self).x < bounds.midX ? -1 : 1
        if storedPage != before { sendActions(for: .valueChanged) }
    }

    private func makeDots() {
        while dots.count > numberOfPages { dots.removeLast().removeFromSuperview() }
        while dots.count < numberOfPages {
            let dot = ControlParts.make("pageIndicator")
            dots.append(dot)
            addSubview(dot)
        }
        layOutParts()
    }

    private func layOutParts() {
        let hidden = hidesForSinglePage && numberOfPages == 1
        let startX = (Double(bounds.width) - Double(dots.count) * Self.pitch) / 2 + (Self.pitch - Self.dotSide) / 2
        for (index, dot) in dots.enumerated() {
            dot.frame = CGRect(
                x: startX + Double(index) * Self.pitch, y: (Double(bounds.height) - Self.dotSide) / 2,
                width: Self.dotSide, height: Self.dotSide)
            dot.layer.cornerRadius = Self.dotSide / 2
            dot.backgroundColor =
                index == storedPage
                ? (currentPageIndicatorTintColor ?? .white) : (pageIndicatorTintColor ?? UIColor(white: 1, alpha: 0.3))
            dot.isHidden = hidden
        }
    }
}
