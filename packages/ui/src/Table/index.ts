export {
  Table,
  sortTableRows,
  tableDensities,
  tableSelectionModes,
  type TableProps,
  type TableColumn,
  type TableDensity,
  type TableSelectionMode,
  type SortDescriptor,
  type Selection,
  type Key,
} from './Table';
