// The protocol's closed vocabularies (`ErrorCode`, `PlaybackState`) are part of its API: a
// module importing PreviewProtocol names them without importing WireVocabulary, where they
// live so that the catalog layer below can use the same codes.
@_exported import WireVocabulary
