// What the catalog's generated registry does for every catalog file (CatalogIndex+Source):
// UIKit visible in every file of the module, import line or not, with the dependency recorded
// so an engine change rebuilds them.
@_exported import UIKit
