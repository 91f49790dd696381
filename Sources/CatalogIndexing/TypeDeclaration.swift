/// A type (or extension) declared in a Swift file, as far as the catalog cares.
public struct TypeDeclaration: Equatable, Sendable {
    public enum Keyword: String, Sendable {
        case `struct`, `class`, `enum`, `actor`, `protocol`, `extension`
    }

    public var keyword: Keyword
    /// The name as written (an extension's may be dotted: `Outer.Inner`).
    public var name: String
    /// The name other files use (`Outer.Inner` for a nested type), or nil when the type is
    /// declared inside a function or closure, where no other file can reach it.
    public var qualifiedName: String?
    public var line: Int
    /// The last name of each item of the inheritance clause: `TransitionKit.CatalogEntry`
    /// gives `CatalogEntry`, `Base<Int>` gives `Base`.
    public var inherited: [String]
    /// It, or a type it is nested in, has generic parameters.
    public var isGeneric: Bool
    /// It, or a type it is nested in, is `private` or `fileprivate`.
    public var isFilePrivate: Bool
    /// How its body declares `id`.
    public var id: IDDeclaration

    public init(
        keyword: Keyword, name: String, qualifiedName: String? = nil, line: Int, inherited: [String] = [],
        isGeneric: Bool = false, isFilePrivate: Bool = false, id: IDDeclaration = .missing
    ) {
        self.keyword = keyword
        self.name = name
        self.qualifiedName = qualifiedName
        self.line = line
        self.inherited = inherited
        self.isGeneric = isGeneric
        self.isFilePrivate = isFilePrivate
        self.id = id
    }

    /// A struct, class, enum or actor (not a protocol, not an extension) conforming to
    /// `CatalogEntry` in its own inheritance clause.
    public var isCatalogEntry: Bool {
        keyword != .protocol && keyword != .extension && inherited.contains("CatalogEntry")
    }
}

/// How a type declares its `id` property.
public enum IDDeclaration: Equatable, Sendable {
    /// No `id` among its stored or computed properties (it may come from an extension).
    case missing
    /// `let id = "zoom"`, `var id: String { "zoom" }` or `{ return "zoom" }`.
    case literal(String, line: Int)
    /// Declared, but its value needs the code to run (interpolation, a call, a constant).
    case computed(line: Int)
}
