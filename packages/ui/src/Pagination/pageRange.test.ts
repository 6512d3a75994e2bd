import { describe, expect, it } from 'vitest';
import { pageRange } from './pageRange';

describe('pageRange', () => {
  it('lists every page when they fit', () => {
    expect(pageRange(1, 1)).toEqual([1]);
    expect(pageRange(3, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('puts an ellipsis after the first pages near the start', () => {
    expect(pageRange(1, 20)).toEqual([1, 2, 3, 4, 5, 'ellipsis-end', 20]);
    expect(pageRange(4, 20)).toEqual([1, 2, 3, 4, 5, 'ellipsis-end', 20]);
  });

  it('puts an ellipsis on both sides in the middle', () => {
    expect(pageRange(10, 20)).toEqual([1, 'ellipsis-start', 9, 10, 11, 'ellipsis-end', 20]);
  });

  it('puts an ellipsis before the last pages near the end', () => {
    expect(pageRange(20, 20)).toEqual([1, 'ellipsis-start', 16, 17, 18, 19, 20]);
    expect(pageRange(17, 20)).toEqual([1, 'ellipsis-start', 16, 17, 18, 19, 20]);
  });

  it('keeps the same number of slots while paging through', () => {
    for (let page = 1; page <= 50; page += 1) expect(pageRange(page, 50)).toHaveLength(7);
  });

  it('clamps pages out of range (pages start at 1)', () => {
    expect(pageRange(0, 3)).toEqual([1, 2, 3]);
    expect(pageRange(99, 20)).toEqual(pageRange(20, 20));
    expect(pageRange(1, 0)).toEqual([1]);
  });

  it('widens with more siblings', () => {
    expect(pageRange(10, 20, 2)).toEqual([1, 'ellipsis-start', 8, 9, 10, 11, 12, 'ellipsis-end', 20]);
  });
});
