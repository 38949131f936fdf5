// Which page links a pager shows: up to 5 numbers around the current page, plus the first
// and last pages with an ellipsis standing for every run of pages left out.
export const PAGE_WINDOW = 5;

export type PageItem = number | 'ellipsis';

export function pageWindow(current: number, pages: number): PageItem[] {
  if (pages <= 1) return pages === 1 ? [1] : [];
  const page = Math.min(Math.max(1, Math.trunc(current)), pages);
  const size = Math.min(PAGE_WINDOW, pages);
  const start = Math.min(Math.max(1, page - Math.floor(size / 2)), pages - size + 1);
  const end = start + size - 1;

  const items: PageItem[] = [];
  if (start > 1) items.push(1);
  if (start > 2) items.push('ellipsis');
  for (let n = start; n <= end; n++) items.push(n);
  if (end < pages - 1) items.push('ellipsis');
  if (end < pages) items.push(pages);
  return items;
}
