import { describe, expect, it } from 'vitest';
import { pageKeepingFirstItem, pageRange } from './pageRange';

describe('pageRange', () => {
  it('gives the first page of a long list', () => {
    expect(pageRange(1, 10, 57)).toEqual({ page: 1, start: 1, end: 10, totalPages: 6 });
  });

  it('gives a page in the middle', () => {
    expect(pageRange(3, 10, 57)).toEqual({ page: 3, start: 21, end: 30, totalPages: 6 });
  });

  it('ends the last partial page at the total', () => {
    expect(pageRange(6, 10, 57)).toEqual({ page: 6, start: 51, end: 57, totalPages: 6 });
  });

  it('fills the last page exactly when the total is a multiple of the page size', () => {
    expect(pageRange(5, 10, 50)).toEqual({ page: 5, start: 41, end: 50, totalPages: 5 });
  });

  it('shows the last page for a page beyond the end', () => {
    expect(pageRange(9, 10, 57)).toEqual({ page: 6, start: 51, end: 57, totalPages: 6 });
    expect(pageRange(Number.POSITIVE_INFINITY, 10, 57).page).toBe(6);
  });

  it('shows the first page for a page before the start', () => {
    expect(pageRange(0, 10, 57)).toEqual({ page: 1, start: 1, end: 10, totalPages: 6 });
    expect(pageRange(-4, 10, 57).page).toBe(1);
    expect(pageRange(Number.NaN, 10, 57).page).toBe(1);
  });

  it('shows 0-0 on one empty page when the total is 0', () => {
    expect(pageRange(1, 10, 0)).toEqual({ page: 1, start: 0, end: 0, totalPages: 1 });
    expect(pageRange(3, 10, 0)).toEqual({ page: 1, start: 0, end: 0, totalPages: 1 });
  });

  it('fits a list shorter than a page on one page', () => {
    expect(pageRange(1, 20, 7)).toEqual({ page: 1, start: 1, end: 7, totalPages: 1 });
  });

  it('reads a single item per page', () => {
    expect(pageRange(4, 1, 4)).toEqual({ page: 4, start: 4, end: 4, totalPages: 4 });
  });

  it('reads nonsense sizes and totals as the nearest sensible value', () => {
    expect(pageRange(2, 0, 3)).toEqual({ page: 2, start: 2, end: 2, totalPages: 3 });
    expect(pageRange(1, 10, -5)).toEqual({ page: 1, start: 0, end: 0, totalPages: 1 });
    expect(pageRange(2.7, 10.5, 57.9)).toEqual({ page: 2, start: 11, end: 20, totalPages: 6 });
  });
});

describe('pageKeepingFirstItem', () => {
  it('finds the page that still shows the first item after a page-size change', () => {
    expect(pageKeepingFirstItem(21, 50)).toBe(1);
    expect(pageKeepingFirstItem(51, 20)).toBe(3);
    expect(pageKeepingFirstItem(41, 10)).toBe(5);
  });

  it('stays on page 1 for an empty list', () => {
    expect(pageKeepingFirstItem(0, 20)).toBe(1);
  });
});
