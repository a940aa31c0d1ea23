// The orders pager (DECISIONS 12, 39): 10 a page, 3 page links either side of the current one.
import { describe, expect, it } from 'vitest';
import { clampPage, pageCountOf, pageItems, pagerPages } from '@/features/orders/model/pager';

describe('orders pager', () => {
  it('shows up to 3 page links either side of the current page', () => {
    expect(pagerPages(1, 12)).toEqual([1, 2, 3, 4]);
    expect(pagerPages(6, 12)).toEqual([3, 4, 5, 6, 7, 8, 9]);
    expect(pagerPages(12, 12)).toEqual([9, 10, 11, 12]);
    expect(pagerPages(1, 1)).toEqual([1]);
  });

  it('has 10 orders a page', () => {
    expect(pageCountOf(0)).toBe(1);
    expect(pageCountOf(10)).toBe(1);
    expect(pageCountOf(11)).toBe(2);
    const items = Array.from({ length: 25 }, (_, index) => index + 1);
    expect(pageItems(items, 3)).toEqual([21, 22, 23, 24, 25]);
  });

  it('reads the page from the URL within the pages there are', () => {
    expect(clampPage(null, 5)).toBe(1);
    expect(clampPage('3', 5)).toBe(3);
    expect(clampPage('9', 5)).toBe(5);
    expect(clampPage('0', 5)).toBe(1);
    expect(clampPage('abc', 5)).toBe(1);
  });
});
