import Foundation
import TransitionKit

/// The scenes `transitions bench --layout` measures (issue #23 item 6), each beside the
/// hand-laid scene it replaces, built in the same run so the two figures compare:
///
/// - **A 200-constraint screen**: 50 rows stacked by Auto Layout (leading, trailing, top to the
///   previous row's bottom, a height: four constraints each), laid out by `layoutIfNeeded()` —
///   against the same 50 rows given their frames by hand.
/// - **A 30-cell collection view screen presented**: a full-screen present whose to-view is a
///   `UICollectionView` with a flow layout showing 30 cells (the data source dequeuing them at
///   the end-of-turn layout), recorded to the end — against the same present whose to-view
///   holds 30 image views at the same frames.
///
/// The pairs give the same frames (LayoutBenchmarkTests pins it), so the difference is what
/// the solver and the collection view cost.
public enum LayoutBenchmarkScene {
    public static let rowCount = 50
    public static let rowHeight = 12.0
    public static let rowSpacing = 4.0
    public static let cellCount = 30

    /// The constraint screen's root with its rows laid out; `constraints: false` places the
    /// rows by hand. Returns the root (375×812).
    public static func constraintScreen(constraints: Bool) -> View {
        let root = View(frame: Device.iPhoneX.bounds)
        var previous: View?
        var made: [LayoutConstraint] = []
        for index in 0..<rowCount {
            let row = View()
            root.addSubview(row)
            let inset = Double(index % 5) * 4
            if constraints {
                row.translatesAutoresizingMaskIntoConstraints = false
                made.append(row.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16 + inset))
                made.append(row.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -16))
                if let previous {
                    made.append(row.topAnchor.constraint(equalTo: previous.bottomAnchor, constant: rowSpacing))
                } else {
                    made.append(row.topAnchor.constraint(equalTo: root.topAnchor, constant: 20))
                }
                made.append(row.heightAnchor.constraint(equalToConstant: rowHeight))
            } else {
                row.frame = CGRect(
                    x: 16 + inset, y: 20 + Double(index) * (rowHeight + rowSpacing), width: 375 - 32 - inset, height: rowHeight)
            }
            previous = row
        }
        LayoutConstraint.activate(made)
        root.layoutIfNeeded()
        return root
    }

    /// The frame of cell `index` in the presented screen: 5 columns 2 points apart, so all 30
    /// are on screen (a collection view makes cells only for those).
    public static let cellSide = (375 - 8) / 5.0
    public static func cellFrame(_ index: Int) -> CGRect {
        CGRect(x: Double(index % 5) * (cellSide + 2), y: Double(index / 5) * (cellSide + 2), width: cellSide, height: cellSide)
    }

    /// The present, recorded to the end: the to-view a collection view (`collectionView: true`)
    /// or 30 hand-placed image views.
    public static func presentRun(collectionView: Bool) -> TransitionRun {
        let source = DataSource()
        let run = TwoScreenScene.start(.present, animator: Animator()) { _, to in
            if collectionView {
                let layout = CollectionViewFlowLayout()
                layout.minimumLineSpacing = 2
                layout.minimumInteritemSpacing = 2
                layout.itemSize = CGSize(width: cellSide, height: cellSide)
                let grid = CollectionView(frame: Device.iPhoneX.bounds, collectionViewLayout: layout)
                grid.contentInsetAdjustmentBehavior = .never
                grid.register(CollectionViewCell.self, forCellWithReuseIdentifier: "cell")
                grid.dataSource = source
                to.view.addSubview(grid)
            } else {
                for index in 0..<cellCount {
                    let cell = ImageView(frame: cellFrame(index))
                    cell.backgroundColor = source.color(index)
                    to.view.addSubview(cell)
                }
            }
        }
        // The collection view holds its data source weakly, as UIKit does; the run keeps it.
        run.scenario = (run.scenario, source)
        run.runToCompletion()
        return run
    }

    /// Thirty coloured cells.
    final class DataSource: CollectionViewDataSource {
        func color(_ index: Int) -> UIColor { UIColor(white: Double(index) / Double(cellCount), alpha: 1) }

        func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { cellCount }

        func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
            cell.backgroundColor = color(indexPath[1])
            return cell
        }
    }

    /// Slides the presented screen up with a fade, on one curve.
    final class Animator: ViewControllerAnimatedTransitioning {
        func transitionDuration(using transitionContext: (any ViewControllerContextTransitioning)?) -> Double { 0.4 }

        func animateTransition(using transitionContext: any ViewControllerContextTransitioning) {
            let to = transitionContext.view(forKey: .to)!
            transitionContext.containerView.addSubview(to)
            to.frame.origin.y = 812
            to.alpha = 0
            View.animate(
                withDuration: 0.4,
                animations: {
                    to.frame.origin.y = 0
                    to.alpha = 1
                }
            ) { _ in transitionContext.completeTransition(!transitionContext.transitionWasCancelled) }
        }
    }
}
