import { describe, expect, it } from 'vitest';
import { clampPosition, gridKeyAction, type GridKeyContext, type GridKeyPress } from './gridKeyboard';

/** 100 rows, a selection column plus 3 columns (1 and 3 sort), 10 rows a page, left to right. */
const base: GridKeyContext = {
  focus: { row: 5, col: 1 },
  rowCount: 100,
  colCount: 4,
  pageRows: 10,
  direction: 'ltr',
  selectionMode: 'multiple',
  hasSelectionColumn: true,
  hasRowAction: false,
  hasSelectedRows: false,
  isSortable: (col) => col === 1 || col === 3,
};
const press = (key: string, extra: Partial<GridKeyPress> = {}): GridKeyPress => ({ key, ctrl: false, fromCheckbox: false, ...extra });
const at = (row: number, col: number, extra: Partial<GridKeyContext> = {}): GridKeyContext => ({ ...base, ...extra, focus: { row, col } });
const moveTo = (row: number, col: number) => ({ type: 'move', to: { row, col } });

describe('gridKeyAction: moving', () => {
  it('moves by one cell with the arrows, in reading order', () => {
    expect(gridKeyAction(press('ArrowDown'), at(5, 1))).toEqual(moveTo(6, 1));
    expect(gridKeyAction(press('ArrowUp'), at(5, 1))).toEqual(moveTo(4, 1));
    expect(gridKeyAction(press('ArrowRight'), at(5, 1))).toEqual(moveTo(5, 2));
    expect(gridKeyAction(press('ArrowLeft'), at(5, 1))).toEqual(moveTo(5, 0));
  });

  it('mirrors the horizontal arrows in RTL: ArrowLeft is the next column', () => {
    const rtl = { direction: 'rtl' } as const;
    expect(gridKeyAction(press('ArrowLeft'), at(5, 1, rtl))).toEqual(moveTo(5, 2));
    expect(gridKeyAction(press('ArrowRight'), at(5, 1, rtl))).toEqual(moveTo(5, 0));
    // Vertical keys and Home/End do not depend on direction.
    expect(gridKeyAction(press('ArrowDown'), at(5, 1, rtl))).toEqual(moveTo(6, 1));
    expect(gridKeyAction(press('End'), at(5, 1, rtl))).toEqual(moveTo(5, 3));
  });

  it('stops at the edges: header row above the first row, first and last column', () => {
    expect(gridKeyAction(press('ArrowUp'), at(0, 1))).toEqual(moveTo(-1, 1));
    expect(gridKeyAction(press('ArrowUp'), at(-1, 1))).toEqual(moveTo(-1, 1));
    expect(gridKeyAction(press('ArrowDown'), at(99, 1))).toEqual(moveTo(99, 1));
    expect(gridKeyAction(press('ArrowLeft'), at(5, 0))).toEqual(moveTo(5, 0));
    expect(gridKeyAction(press('ArrowRight'), at(5, 3))).toEqual(moveTo(5, 3));
    expect(gridKeyAction(press('ArrowLeft'), at(5, 3, { direction: 'rtl' }))).toEqual(moveTo(5, 3));
  });

  it('Home/End go to the ends of the row; with Ctrl to the first/last row in the same column', () => {
    expect(gridKeyAction(press('Home'), at(5, 2))).toEqual(moveTo(5, 0));
    expect(gridKeyAction(press('End'), at(5, 1))).toEqual(moveTo(5, 3));
    expect(gridKeyAction(press('Home', { ctrl: true }), at(50, 2))).toEqual(moveTo(0, 2));
    expect(gridKeyAction(press('End', { ctrl: true }), at(5, 2))).toEqual(moveTo(99, 2));
    expect(gridKeyAction(press('Home', { ctrl: true }), at(-1, 2, { rowCount: 0 }))).toEqual(moveTo(-1, 2));
  });

  it('Page Down/Up move a page, from the header into the rows and back to the first row (not the header)', () => {
    expect(gridKeyAction(press('PageDown'), at(5, 1))).toEqual(moveTo(15, 1));
    expect(gridKeyAction(press('PageDown'), at(95, 1))).toEqual(moveTo(99, 1));
    expect(gridKeyAction(press('PageDown'), at(-1, 1))).toEqual(moveTo(9, 1));
    expect(gridKeyAction(press('PageUp'), at(15, 1))).toEqual(moveTo(5, 1));
    expect(gridKeyAction(press('PageUp'), at(5, 1))).toEqual(moveTo(0, 1));
    expect(gridKeyAction(press('PageUp'), at(-1, 1))).toEqual(moveTo(-1, 1));
  });

  it('clampPosition keeps any position inside the grid', () => {
    expect(clampPosition({ row: -5, col: 9 }, 3, 4)).toEqual({ row: -1, col: 3 });
    expect(clampPosition({ row: 7, col: -1 }, 3, 4)).toEqual({ row: 2, col: 0 });
  });
});

describe('gridKeyAction: the header row', () => {
  it('Space or Enter on the select-all cell toggles all, unless Space came from the checkbox itself', () => {
    expect(gridKeyAction(press(' '), at(-1, 0))).toEqual({ type: 'toggleAll' });
    expect(gridKeyAction(press('Enter', { fromCheckbox: true }), at(-1, 0))).toEqual({ type: 'toggleAll' });
    expect(gridKeyAction(press(' ', { fromCheckbox: true }), at(-1, 0))).toBeNull();
    // Single selection has no select-all cell; column 0 then is not sortable.
    expect(gridKeyAction(press('Enter'), at(-1, 0, { selectionMode: 'single' }))).toBeNull();
  });

  it('sorts a sortable column and leaves the others alone', () => {
    expect(gridKeyAction(press('Enter'), at(-1, 1))).toEqual({ type: 'sort', col: 1 });
    expect(gridKeyAction(press(' '), at(-1, 3))).toEqual({ type: 'sort', col: 3 });
    expect(gridKeyAction(press('Enter'), at(-1, 2))).toBeNull();
  });
});

describe('gridKeyAction: a body row', () => {
  it('Space toggles the row when there is a selection column (the checkbox handles its own Space)', () => {
    expect(gridKeyAction(press(' '), at(5, 2))).toEqual({ type: 'toggleRow', row: 5 });
    expect(gridKeyAction(press(' ', { fromCheckbox: true }), at(5, 0))).toBeNull();
  });

  it('Enter runs the row action when there is one, else toggles the row', () => {
    expect(gridKeyAction(press('Enter'), at(5, 2, { hasRowAction: true }))).toEqual({ type: 'rowAction', row: 5 });
    expect(gridKeyAction(press('Enter'), at(5, 2))).toEqual({ type: 'toggleRow', row: 5 });
    expect(gridKeyAction(press(' '), at(5, 2, { hasRowAction: true }))).toEqual({ type: 'toggleRow', row: 5 });
  });

  it('without selection, Space and Enter run the row action, or nothing', () => {
    const none = { selectionMode: 'none', hasSelectionColumn: false } as const;
    expect(gridKeyAction(press(' '), at(5, 1, { ...none, hasRowAction: true }))).toEqual({ type: 'rowAction', row: 5 });
    expect(gridKeyAction(press('Enter'), at(5, 1, none))).toBeNull();
  });
});

describe('gridKeyAction: selection keys', () => {
  it('Ctrl+A selects all rows only in multiple selection', () => {
    expect(gridKeyAction(press('a', { ctrl: true }), at(5, 1))).toEqual({ type: 'selectAll' });
    expect(gridKeyAction(press('A', { ctrl: true }), at(5, 1))).toEqual({ type: 'selectAll' });
    expect(gridKeyAction(press('a'), at(5, 1))).toBeNull();
    expect(gridKeyAction(press('a', { ctrl: true }), at(5, 1, { selectionMode: 'single' }))).toBeNull();
  });

  it('Escape clears a selection, and is left to the page when nothing is selected', () => {
    expect(gridKeyAction(press('Escape'), at(5, 1, { hasSelectedRows: true }))).toEqual({ type: 'clearSelection' });
    expect(gridKeyAction(press('Escape'), at(5, 1))).toBeNull();
  });

  it('leaves other keys to the browser', () => {
    expect(gridKeyAction(press('Tab'), at(5, 1))).toBeNull();
    expect(gridKeyAction(press('x'), at(5, 1))).toBeNull();
  });
});
