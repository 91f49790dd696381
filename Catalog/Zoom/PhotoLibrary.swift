import ScenarioKit

/// The app's camera roll is the kit's photo library (procedural photos with real-world pixel
/// sizes, so aspect-fit and aspect-fill maths match a phone's photos).
typealias PhotoLibrary = StockPhotos
