import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { UiTextProvider } from '../../i18n/UiTextProvider';
import { Skeleton, SkeletonBlock, SkeletonText } from './Skeleton';
import * as styles from './Skeleton.css';
import { TableSkeleton } from './TableSkeleton';
import { DEFAULT_TABLE_SKELETON_ROWS } from './skeletonOptions';

const byClass = (container: HTMLElement, className: string) =>
  container.querySelectorAll(`.${className}`);

describe('Skeleton', () => {
  it('is busy and says once that it is loading', () => {
    render(
      <Skeleton data-testid="skeleton">
        <SkeletonBlock />
        <SkeletonText />
      </Skeleton>,
    );
    expect(screen.getByTestId('skeleton')).toHaveAttribute('aria-busy', 'true');
    expect(screen.getAllByRole('status')).toHaveLength(1);
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
  });

  it('says what is loading when given a label, in the language of the app otherwise', () => {
    const { rerender } = render(<Skeleton label="Loading clinics">…</Skeleton>);
    expect(screen.getByRole('status')).toHaveTextContent('Loading clinics');
    rerender(
      <UiTextProvider locale="zh-TW">
        <Skeleton>…</Skeleton>
      </UiTextProvider>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('載入中…');
  });

  it('hides its grey shapes from screen readers', () => {
    const { container } = render(<SkeletonBlock inlineSize={40} blockSize={40} radius="full" />);
    expect(container.firstElementChild).toHaveAttribute('aria-hidden', 'true');
    expect(container.firstElementChild).toHaveStyle({ inlineSize: '40px', blockSize: '40px' });
  });
});

describe('SkeletonText', () => {
  it('draws the given number of lines, the last one shorter', () => {
    const { container } = render(<SkeletonText lines={4} />);
    const lines = byClass(container, styles.textLine);
    expect(lines).toHaveLength(4);
    expect(byClass(container, styles.lastTextLine)).toHaveLength(1);
    expect(lines[3]).toHaveClass(styles.lastTextLine);
    expect(container.firstElementChild).toHaveAttribute('aria-hidden', 'true');
  });

  it('draws a single line at full length', () => {
    const { container } = render(<SkeletonText lines={1} />);
    expect(byClass(container, styles.textLine)).toHaveLength(1);
    expect(byClass(container, styles.lastTextLine)).toHaveLength(0);
  });

  it('copes with nonsense line counts', () => {
    const { container, rerender } = render(<SkeletonText lines={-2} />);
    expect(byClass(container, styles.textLine)).toHaveLength(0);
    rerender(<SkeletonText lines={2.7} />);
    expect(byClass(container, styles.textLine)).toHaveLength(2);
    rerender(<SkeletonText lines={Number.NaN} />);
    expect(byClass(container, styles.textLine)).toHaveLength(3);
  });
});

describe('TableSkeleton', () => {
  it('has a header block with buttons and a search-like field, then a header row, 8 rows and a footer', () => {
    const { container } = render(<TableSkeleton />);
    const toolbar = byClass(container, styles.toolbar)[0]!;
    // One search-like field and a few buttons.
    expect(toolbar.querySelectorAll('[aria-hidden="true"]')).toHaveLength(4);
    expect(byClass(container, styles.headerRow)).toHaveLength(1);
    expect(byClass(container, styles.row)).toHaveLength(DEFAULT_TABLE_SKELETON_ROWS);
    expect(DEFAULT_TABLE_SKELETON_ROWS).toBe(8);
    expect(byClass(container, styles.footerRow)).toHaveLength(1);
  });

  it('is one busy region with a single loading status', () => {
    const { container } = render(<TableSkeleton />);
    expect(container.firstElementChild).toHaveAttribute('aria-busy', 'true');
    expect(screen.getAllByRole('status')).toHaveLength(1);
    for (const shape of byClass(container, styles.shape.classNames.base)) {
      expect(shape).toHaveAttribute('aria-hidden', 'true');
    }
  });

  it('takes any number of rows and columns', () => {
    const { container } = render(<TableSkeleton rows={3} columns={2} />);
    const rows = byClass(container, styles.row);
    expect(rows).toHaveLength(3);
    expect(rows[0]!.children).toHaveLength(2);
  });

  it('copes with nonsense row and column counts', () => {
    const { container } = render(<TableSkeleton rows={-1} columns={0} />);
    expect(byClass(container, styles.row)).toHaveLength(0);
    expect(byClass(container, styles.headerRow)[0]!.children).toHaveLength(1);
    expect(byClass(container, styles.footerRow)).toHaveLength(1);
  });
});
