/// The shape of the layer tree from one virtual time on: who is on screen, and under whom.
/// Walked from the window's layer, so views' layers and bare layers alike are in it.
///
/// Hierarchy changes are rare (a handful per transition) while frames are many, so each
/// change stores a flattened copy of the tree. It holds the layers strongly: a snapshot
/// removed in a completion block must still draw in frames before its removal.
struct StructureVersion {
    struct Node {
        let layer: Layer
        let role: String
        let parent: Int
        let depth: Int
        var children: [Int]
    }

    let time: Double
    let nodes: [Node]
    /// What frame evaluation reads of this shape, kept between frames (see `EvaluationPlan`).
    private let planCache = EvaluationPlanCache()

    /// The plan for a frame at `t`.
    func evaluationPlan(at t: Double) -> EvaluationPlan { planCache.plan(for: self, at: t) }

    /// How many times this shape's plans were built.
    var planBuilds: Int { planCache.builds }

    private init(time: Double, nodes: [Node]) {
        self.time = time
        self.nodes = nodes
    }

    /// The same shape with some layers named anew (plans are rebuilt from it).
    func renaming(_ roles: [ObjectIdentifier: String]) -> StructureVersion {
        StructureVersion(
            time: time,
            nodes: nodes.map { node in
                guard let role = roles[ObjectIdentifier(node.layer)] else { return node }
                return Node(layer: node.layer, role: role, parent: node.parent, depth: node.depth, children: node.children)
            })
    }

    init(time: Double, root: View) {
        self.time = time
        var nodes: [Node] = []
        func visit(_ layer: Layer, parent: Int, depth: Int) {
            let index = nodes.count
            nodes.append(Node(layer: layer, role: layer.role, parent: parent, depth: depth, children: []))
            if parent >= 0 { nodes[parent].children.append(index) }
            for child in layer.sublayerList { visit(child, parent: index, depth: depth + 1) }
        }
        visit(root.layer, parent: -1, depth: 0)
        self.nodes = nodes
    }
}
