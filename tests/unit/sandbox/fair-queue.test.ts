import { describe, expect, it } from 'vitest';
import { FairQueue } from '../../../sandbox/http/fair-queue';

// The queue per account the HEIC decodes and the archive builds take their jobs from.

const takeAll = <T>(queue: FairQueue<T>) => {
  const taken: T[] = [];
  for (let job = queue.shift(); job !== undefined; job = queue.shift()) taken.push(job);
  return taken;
};

describe('FairQueue', () => {
  it('serves the accounts in turn, each account’s jobs in the order asked', () => {
    const queue = new FairQueue<string>();
    for (const job of ['a1', 'a2', 'a3']) queue.push('a', job);
    for (const job of ['b1', 'b2']) queue.push('b', job);
    queue.push('c', 'c1');
    expect(queue.size).toBe(6);
    expect(takeAll(queue)).toEqual(['a1', 'b1', 'c1', 'a2', 'b2', 'a3']);
    expect(queue.size).toBe(0);
  });

  it('serves an account that arrives behind a flood next, not after another of the flood’s jobs', () => {
    const queue = new FairQueue<string>();
    for (let index = 1; index <= 40; index += 1) queue.push('flood', `f${index}`);
    expect(queue.shift()).toBe('f1');
    queue.push('small', 's1');
    expect(queue.shift()).toBe('s1');
    expect(queue.shift()).toBe('f2');
    queue.push('small', 's2');
    expect(queue.shift()).toBe('s2');
  });

  it('gives every waiting job back on drain and is empty after', () => {
    const queue = new FairQueue<number>();
    queue.push('a', 1);
    queue.push('b', 2);
    expect(queue.drain().sort()).toEqual([1, 2]);
    expect(queue.shift()).toBeUndefined();
  });
});
