/// `UIView`'s gesture recognizer list.
extension View {
    public var gestureRecognizers: [GestureRecognizer]? {
        get { attachedRecognizers.isEmpty ? nil : attachedRecognizers }
        set {
            for recognizer in attachedRecognizers { recognizer.view = nil }
            attachedRecognizers = []
            for recognizer in newValue ?? [] { addGestureRecognizer(recognizer) }
        }
    }

    /// A recognizer is on one view at a time: adding it here takes it off the other.
    public func addGestureRecognizer(_ gestureRecognizer: GestureRecognizer) {
        if let previous = gestureRecognizer.view { previous.removeGestureRecognizer(gestureRecognizer) }
        attachedRecognizers.append(gestureRecognizer)
        gestureRecognizer.view = self
    }

    public func removeGestureRecognizer(_ gestureRecognizer: GestureRecognizer) {
        guard attachedRecognizers.contains(where: { $0 === gestureRecognizer }) else { return }
        attachedRecognizers.removeAll { $0 === gestureRecognizer }
        gestureRecognizer.view = nil
    }
}
