export type PageItem = number | 'ellipsis-start' | 'ellipsis-end';

/**
 * The page numbers to show: always the first and last page, the current one with `siblings`
 * on each side, and an ellipsis where pages are skipped. An ellipsis never hides a single page
 * (it shows the page instead), so the number of slots stays constant while paging.
 */
export function pageRange(page: number, totalPages: number, siblings = 1): PageItem[] {
  const total = Math.max(1, Math.floor(totalPages));
  const current = Math.min(Math.max(1, Math.floor(page)), total);
  // first + last + current + siblings on both sides + two ellipses
  const slots = 2 * siblings + 5;
  if (total <= slots) return Array.from({ length: total }, (_, i) => i + 1);

  const start = Math.max(2, current - siblings);
  const end = Math.min(total - 1, current + siblings);
  const showStartEllipsis = start > 3;
  const showEndEllipsis = end < total - 2;

  if (!showStartEllipsis) {
    const count = slots - 2; // pages before the end ellipsis, first page included
    return [...Array.from({ length: count }, (_, i) => i + 1), 'ellipsis-end', total];
  }
  if (!showEndEllipsis) {
    const count = slots - 2;
    return [1, 'ellipsis-start', ...Array.from({ length: count }, (_, i) => total - count + 1 + i)];
  }
  return [1, 'ellipsis-start', ...Array.from({ length: end - start + 1 }, (_, i) => start + i), 'ellipsis-end', total];
}
