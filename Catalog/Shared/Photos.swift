import ScenarioKit

/// The catalog's name for ScenarioKit's photo library (its entries predate the kit).
typealias PhotoLibrary = StockPhotos
