import TransitionKit

@_exported import class TransitionKit.NSCollectionLayoutDimension
@_exported import class TransitionKit.NSCollectionLayoutGroup
@_exported import class TransitionKit.NSCollectionLayoutItem
@_exported import class TransitionKit.NSCollectionLayoutSection
@_exported import class TransitionKit.NSCollectionLayoutSize
@_exported import class TransitionKit.NSCollectionLayoutSpacing
@_exported import struct TransitionKit.NSDiffableDataSourceSnapshot
@_exported import enum TransitionKit.UICollectionLayoutSectionOrthogonalScrollingBehavior
@_exported import class TransitionKit.UICollectionViewCompositionalLayout
@_exported import class TransitionKit.UICollectionViewDiffableDataSource

// Scroll, collection and table views' UIKit names for the engine's types (TransitionKit/Scrolling/).

public typealias UIScrollView = ScrollView
public typealias UIScrollViewDelegate = ScrollViewDelegate
public typealias UICollectionView = CollectionView
public typealias UICollectionViewDataSource = CollectionViewDataSource
public typealias UICollectionViewDelegate = CollectionViewDelegate
public typealias UICollectionViewDelegateFlowLayout = CollectionViewDelegateFlowLayout
public typealias UICollectionViewLayout = CollectionViewLayout
public typealias UICollectionViewFlowLayout = CollectionViewFlowLayout
public typealias UICollectionViewLayoutAttributes = CollectionViewLayoutAttributes
public typealias UICollectionReusableView = CollectionReusableView
public typealias UICollectionViewCell = CollectionViewCell
public typealias UICollectionViewController = CollectionViewController
public typealias UITableView = TableView
public typealias UITableViewDataSource = TableViewDataSource
public typealias UITableViewDelegate = TableViewDelegate
public typealias UITableViewController = TableViewController
public typealias UITableViewCell = TableViewCell

// The names of the iOS 11 SDK and earlier (Swift 4).
public typealias UICollectionViewScrollDirection = CollectionView.ScrollDirection
public typealias UICollectionViewScrollPosition = CollectionView.ScrollPosition
public typealias UITableViewStyle = TableView.Style
public typealias UITableViewScrollPosition = TableView.ScrollPosition
public typealias UITableViewRowAnimation = TableView.RowAnimation
public typealias UITableViewCellStyle = TableViewCell.CellStyle
public typealias UITableViewCellAccessoryType = TableViewCell.AccessoryType
public typealias UITableViewCellSelectionStyle = TableViewCell.SelectionStyle
public typealias UITableViewCellSeparatorStyle = TableViewCell.SeparatorStyle
public typealias UIScrollViewContentInsetAdjustmentBehavior = ScrollView.ContentInsetAdjustmentBehavior
