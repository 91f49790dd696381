// CoreGraphics as UIKit code writes it. There is one `CGFloat`, `CGPoint`, `CGSize`, `CGRect`
// and `CGRectEdge`: Foundation's, which the engine uses too, so a file that imports UIKit,
// Foundation, CoreGraphics or QuartzCore, in any order, names the same types
// (docs/engine.md, "One CGFloat"). `CGAffineTransform` and `CGVector`, which Foundation on
// Linux lacks, are the engine's, declared under those names.
