export {
  GridList,
  GridListItem,
  gridListSelectionModes,
  type GridListProps,
  type GridListItemProps,
  type GridListSelectionMode,
} from './GridList';
