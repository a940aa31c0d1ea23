import { describe, expect, it } from 'vitest';
import { withQuery } from '@/platform/navigation/withQuery';

describe('withQuery', () => {
  it('adds the current query to a target without one', () => {
    expect(withQuery('/orders', '?embedded=true')).toBe('/orders?embedded=true');
    expect(withQuery('/orders#list', '?a=1')).toBe('/orders?a=1#list');
    expect(withQuery({ pathname: '/settings' }, '?a=1')).toEqual({ pathname: '/settings', search: '?a=1' });
  });

  it("keeps a target's own query", () => {
    expect(withQuery('/orders?page=2', '?embedded=true')).toBe('/orders?page=2');
    expect(withQuery({ pathname: '/orders', search: '?page=2' }, '?a=1')).toEqual({ pathname: '/orders', search: '?page=2' });
  });

  it('changes nothing without a current query', () => {
    expect(withQuery('/orders', '')).toBe('/orders');
    expect(withQuery({ pathname: '/' }, '')).toEqual({ pathname: '/' });
  });
});
