/// Options several commands share (`RunOptions`): a value with an empty initialiser whose
/// properties the parser fills, and the list that says which option fills which.
public protocol ArgumentGroup {
    init()
    static var parameters: [Parameter<Self>] { get }
    /// Checks across options, after parsing. A command holding the group calls it first thing
    /// in its own `validate()`.
    func validate() throws
}

extension ArgumentGroup {
    public func validate() throws {}
}

/// A command: a group of parameters with a name, help, and either subcommands or a `run()`.
public protocol Command: ArgumentGroup {
    static var configuration: CommandConfiguration { get }
    func run() throws
}

extension Command {
    public static var parameters: [Parameter<Self>] { [] }

    /// A command with subcommands runs none of its own: named alone, it prints its help.
    public func run() throws {}
}

/// What help says about a command, and where its subcommands are.
public struct CommandConfiguration: Sendable {
    /// The word that selects it (`render`); the root's is the program's name.
    public var name: String
    /// One line: the command's entry in its parent's list, and the OVERVIEW of its help.
    public var abstract: String
    /// Paragraphs after the abstract in the command's own help.
    public var discussion: String
    /// False for commands that are not for people (`worker`): left out of the parent's list.
    public var shouldDisplay: Bool
    public var subcommands: [any Command.Type]

    public init(
        name: String, abstract: String, discussion: String = "", shouldDisplay: Bool = true,
        subcommands: [any Command.Type] = []
    ) {
        self.name = name
        self.abstract = abstract
        self.discussion = discussion
        self.shouldDisplay = shouldDisplay
        self.subcommands = subcommands
    }
}
