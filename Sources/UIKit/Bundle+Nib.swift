import Foundation
import TransitionKit

extension Bundle {
    /// UIKit's `loadNibNamed(_:owner:options:)`: the nib's top-level objects, from the
    /// scenario's factory of that name (StoryboardFactories, in the engine).
    public func loadNibNamed(_ name: String, owner: Any?, options: [UINib.OptionsKey: Any]? = nil) -> [Any]? {
        UINib(nibName: name, bundle: self).instantiate(withOwner: owner, options: options)
    }
}
