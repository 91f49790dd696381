/// The one seam between the transport and the preview protocol: a handler for each accepted
/// `transition-preview` connection.
///
/// For now this echoes (`EchoHandler`); the preview session replaces this body.
public func makePreviewHandler(for connection: ConnectionInfo) -> any ConnectionHandler {
    EchoHandler()
}
