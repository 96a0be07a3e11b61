import {
  forwardRef,
  useId,
  useMemo,
  useState,
  type HTMLAttributes,
  type KeyboardEvent,
} from 'react';
import { useUiLocale, useUiText } from '../../i18n';
import { Button } from '../Button';
import * as styles from './Pagination.css';
import { pageKeepingFirstItem, pageRange } from './pageRange';
import { DEFAULT_PAGE_SIZE_OPTIONS } from './paginationOptions';

export interface PaginationProps extends Omit<HTMLAttributes<HTMLElement>, 'onChange'> {
  /** 1-based; a page past the end is shown as the last page. */
  page: number;
  pageSize: number;
  /** The number of items in the whole list, across all pages. */
  total: number;
  /** `total` is an estimate: said as "about", rounded to two significant digits. */
  totalIsEstimate?: boolean;
  pageSizeOptions?: readonly number[];
  onPageChange: (page: number) => void;
  /**
   * Called with the new size; `onPageChange` then follows with the page that keeps the first item
   * now shown in view. Without it the "Items per page" select is not shown.
   */
  onPageSizeChange?: (pageSize: number) => void;
  /** Names the navigation landmark; "Pagination" in the current locale by default. */
  label?: string;
}

function Chevron({ direction }: { direction: 'previous' | 'next' }) {
  return (
    <span className={styles.chevron} aria-hidden="true">
      <svg viewBox="0 0 16 16" width="16" height="16" focusable="false">
        <path
          d={direction === 'previous' ? 'M10 3 5 8l5 5' : 'M6 3l5 5-5 5'}
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
    </span>
  );
}

/**
 * Page controls for a list shown a page at a time (docs/product.md §9): items per page, "Showing {start}-{end}
 * of {total} items", a page field with "of {totalPages} pages", and previous/next buttons.
 */
export const Pagination = forwardRef<HTMLElement, PaginationProps>(function Pagination(
  {
    page,
    pageSize,
    total,
    totalIsEstimate = false,
    pageSizeOptions = DEFAULT_PAGE_SIZE_OPTIONS,
    onPageChange,
    onPageSizeChange,
    label,
    className,
    ...rest
  },
  ref,
) {
  const text = useUiText();
  const locale = useUiLocale();
  const id = useId();
  const format = useMemo(() => new Intl.NumberFormat(locale).format, [locale]);
  const formatCount = useMemo(
    () =>
      totalIsEstimate
        ? new Intl.NumberFormat(locale, { maximumSignificantDigits: 2 }).format
        : format,
    [locale, totalIsEstimate, format],
  );
  const range = pageRange(page, pageSize, total);
  // What the user is typing in the page field; null shows the current page.
  const [draft, setDraft] = useState<string | null>(null);

  const sizes = useMemo(
    () =>
      [...new Set([...pageSizeOptions, pageSize])]
        .filter((size) => Number.isFinite(size) && size >= 1)
        .sort((a, b) => a - b),
    [pageSizeOptions, pageSize],
  );

  const goTo = (target: number) => {
    const next = pageRange(target, pageSize, total).page;
    if (next !== range.page) onPageChange(next);
  };

  const commitDraft = () => {
    if (draft === null) return;
    const typed = Number.parseInt(draft, 10);
    if (Number.isFinite(typed)) goTo(typed);
    setDraft(null);
  };

  const onPageKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      commitDraft();
    } else if (event.key === 'Escape') {
      setDraft(null);
    }
  };

  return (
    <nav
      ref={ref}
      aria-label={label ?? text('paginationLabel')}
      className={className ? `${styles.pagination} ${className}` : styles.pagination}
      {...rest}
    >
      {onPageSizeChange ? (
        <div className={styles.group}>
          <label htmlFor={`${id}-size`}>{text('paginationItemsPerPage')}</label>
          <select
            id={`${id}-size`}
            className={styles.select}
            value={pageSize}
            onChange={(event) => {
              const size = Number(event.target.value);
              onPageSizeChange(size);
              const nextPage = pageKeepingFirstItem(range.start, size);
              if (nextPage !== range.page) onPageChange(nextPage);
            }}
          >
            {sizes.map((size) => (
              <option key={size} value={size}>
                {format(size)}
              </option>
            ))}
          </select>
        </div>
      ) : null}
      {/* Announced after each change, so a screen-reader user hears where a button press led. */}
      <p className={styles.summary} role="status">
        {text(totalIsEstimate ? 'paginationShowingAbout' : 'paginationShowing', {
          count: Math.max(0, total),
          start: format(range.start),
          end: format(range.end),
          total: formatCount(Math.max(0, total)),
        })}
      </p>
      <div className={styles.pager}>
        <label htmlFor={`${id}-page`}>{text('paginationPage')}</label>
        <input
          id={`${id}-page`}
          className={styles.pageInput}
          type="number"
          inputMode="numeric"
          min={1}
          max={range.totalPages}
          step={1}
          value={draft ?? String(range.page)}
          aria-describedby={`${id}-pages`}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={onPageKeyDown}
          onBlur={commitDraft}
        />
        <span id={`${id}-pages`}>
          {text(totalIsEstimate ? 'paginationOfPagesAbout' : 'paginationOfPages', {
            count: range.totalPages,
            totalPages: formatCount(range.totalPages),
          })}
        </span>
        <Button
          variant="outline"
          size="sm"
          rounded="cycle"
          aria-label={text('paginationPrevious')}
          disabled={range.page <= 1}
          onClick={() => goTo(range.page - 1)}
        >
          <Chevron direction="previous" />
        </Button>
        <Button
          variant="outline"
          size="sm"
          rounded="cycle"
          aria-label={text('paginationNext')}
          disabled={range.page >= range.totalPages}
          onClick={() => goTo(range.page + 1)}
        >
          <Chevron direction="next" />
        </Button>
      </div>
    </nav>
  );
});
