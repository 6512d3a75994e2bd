/**
 * The virtualised table's keyboard model, pure (like react-aria's TableKeyboardDelegate): given a
 * key and where the keyboard is, what happens next. The view renders and moves DOM focus; this
 * decides. Row -1 is the header row; column 0 is the selection column when there is one.
 */

export interface GridPosition {
  row: number;
  col: number;
}

export interface GridKeyContext {
  /** Where the keyboard is (row already within the rows). */
  focus: GridPosition;
  rowCount: number;
  /** Columns including the selection column. */
  colCount: number;
  /** Rows one Page Up/Down moves. */
  pageRows: number;
  direction: 'ltr' | 'rtl';
  selectionMode: 'none' | 'single' | 'multiple';
  /** Whether column 0 is the selection (checkbox) column. */
  hasSelectionColumn: boolean;
  hasRowAction: boolean;
  hasSelectedRows: boolean;
  /** Whether the column at this grid index sorts when its header is pressed. */
  isSortable: (col: number) => boolean;
}

export interface GridKeyPress {
  key: string;
  /** Ctrl, or Cmd on a Mac. */
  ctrl: boolean;
  /** The key came from a real checkbox, which toggles itself on Space. */
  fromCheckbox: boolean;
}

export type GridKeyAction =
  | { type: 'move'; to: GridPosition }
  | { type: 'toggleAll' }
  | { type: 'sort'; col: number }
  | { type: 'toggleRow'; row: number }
  | { type: 'rowAction'; row: number }
  | { type: 'selectAll' }
  | { type: 'clearSelection' };

/** Keeps a position inside the grid: the header row down to the last row, first to last column. */
export function clampPosition(to: GridPosition, rowCount: number, colCount: number): GridPosition {
  return { row: Math.max(-1, Math.min(rowCount - 1, to.row)), col: Math.max(0, Math.min(colCount - 1, to.col)) };
}

/** The action for a key, or null when the table does not handle it (the browser keeps it). */
export function gridKeyAction(press: GridKeyPress, context: GridKeyContext): GridKeyAction | null {
  const { focus, rowCount, colCount, pageRows, direction } = context;
  const { row, col } = focus;
  const move = (to: GridPosition): GridKeyAction => ({ type: 'move', to: clampPosition(to, rowCount, colCount) });
  // Arrows follow reading order: in Arabic the next column is to the left.
  const forward = direction === 'rtl' ? 'ArrowLeft' : 'ArrowRight';
  const backward = direction === 'rtl' ? 'ArrowRight' : 'ArrowLeft';
  switch (press.key) {
    case 'ArrowDown':
      return move({ row: row + 1, col });
    case 'ArrowUp':
      return move({ row: row - 1, col });
    case forward:
      return move({ row, col: col + 1 });
    case backward:
      return move({ row, col: col - 1 });
    case 'Home':
      return move(press.ctrl ? { row: rowCount > 0 ? 0 : -1, col } : { row, col: 0 });
    case 'End':
      return move(press.ctrl ? { row: rowCount - 1, col } : { row, col: colCount - 1 });
    case 'PageDown':
      return move({ row: Math.max(0, row + pageRows), col });
    case 'PageUp':
      return move({ row: Math.max(row < 0 ? -1 : 0, row - pageRows), col });
    case ' ':
    case 'Enter':
      return row < 0 ? headerPress(press, context) : rowPress(press, context);
    case 'a':
    case 'A':
      return press.ctrl && context.selectionMode === 'multiple' ? { type: 'selectAll' } : null;
    case 'Escape':
      return context.hasSelectionColumn && context.hasSelectedRows ? { type: 'clearSelection' } : null;
    default:
      return null;
  }
}

function headerPress(press: GridKeyPress, context: GridKeyContext): GridKeyAction | null {
  const { col } = context.focus;
  if (context.hasSelectionColumn && col === 0 && context.selectionMode === 'multiple') {
    return press.key === ' ' && press.fromCheckbox ? null : { type: 'toggleAll' };
  }
  return context.isSortable(col) ? { type: 'sort', col } : null;
}

function rowPress(press: GridKeyPress, context: GridKeyContext): GridKeyAction | null {
  const { row } = context.focus;
  if (row >= context.rowCount) return null;
  if (press.key === 'Enter' && context.hasRowAction) return { type: 'rowAction', row };
  if (context.hasSelectionColumn) return press.key === ' ' && press.fromCheckbox ? null : { type: 'toggleRow', row };
  return context.hasRowAction ? { type: 'rowAction', row } : null;
}
