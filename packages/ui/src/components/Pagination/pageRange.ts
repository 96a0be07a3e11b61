export interface PageRange {
  /** The page shown: the asked page, kept between 1 and `totalPages`. */
  page: number;
  /** 1-based position of the first item on the page; 0 when there are no items. */
  start: number;
  /** 1-based position of the last item on the page; 0 when there are no items. */
  end: number;
  /** At least 1: an empty list still has one (empty) page. */
  totalPages: number;
}

const wholeAtLeast = (value: number, minimum: number) =>
  Number.isFinite(value) ? Math.max(minimum, Math.floor(value)) : minimum;

/**
 * Which items a page shows, for "Showing {start}-{end} of {total} items" (docs/product.md §9). A page past the
 * end shows the last page; nonsense input (0, negative, NaN) is read as the nearest sensible value.
 */
export function pageRange(page: number, pageSize: number, total: number): PageRange {
  const size = wholeAtLeast(pageSize, 1);
  const count = wholeAtLeast(total, 0);
  const totalPages = Math.max(1, Math.ceil(count / size));
  const current = Number.isNaN(page) ? 1 : Math.min(Math.max(1, Math.floor(page)), totalPages);
  if (count === 0) return { page: current, start: 0, end: 0, totalPages };
  return {
    page: current,
    start: (current - 1) * size + 1,
    end: Math.min(current * size, count),
    totalPages,
  };
}

/** The page that keeps the first item now in view when the page size changes. */
export function pageKeepingFirstItem(start: number, newPageSize: number): number {
  return start <= 1 ? 1 : Math.floor((start - 1) / wholeAtLeast(newPageSize, 1)) + 1;
}
