import Foundation

/// The pictures a scene's snapshot content refers to, numbered in the order the scene first
/// names them (a picture inside a picture included), each written once (docs/protocol.md,
/// "Pictures").
struct PictureTable {
    private(set) var pictures: [CapturedPicture] = []
    private var index: [ObjectIdentifier: Int] = [:]

    mutating func index(of picture: CapturedPicture) -> Int {
        let key = ObjectIdentifier(picture)
        if let known = index[key] { return known }
        pictures.append(picture)
        index[key] = pictures.count - 1
        return pictures.count - 1
    }
}

extension SceneDescription {
    /// `,"pictures":[{"size":[w,h],"layers":[…],"contents":[{"id":n,"content":{…}}]}]` when
    /// any snapshot content was written. A picture's layers are frame layers in the full form (with `parent`),
    /// in the picture's own points; `contents` gives the content of each layer that has one.
    func writePictures(_ table: inout PictureTable, into json: inout JSONWriter) {
        guard !table.pictures.isEmpty else { return }
        json.key("pictures")
        json.beginArray()
        var i = 0
        // Writing a picture's contents can name further pictures: they are appended, and
        // written in turn.
        while i < table.pictures.count {
            let picture = table.pictures[i]
            json.beginObject()
            json.key("size")
            json.numbers([picture.size.width, picture.size.height])
            json.key("layers")
            json.beginArray()
            let encoder = FrameEncoder(detail: .full)
            for layer in picture.layers { encoder.write(layer, into: &json) }
            json.endArray()
            json.key("contents")
            json.beginArray()
            for layer in picture.layers {
                guard let content = picture.contents[layer.id], !content.isNone else { continue }
                json.beginObject()
                json.field("id", layer.id)
                json.key("content")
                writeContent(content, pictures: &table, into: &json)
                json.endObject()
            }
            json.endArray()
            json.endObject()
            i += 1
        }
        json.endArray()
    }
}
