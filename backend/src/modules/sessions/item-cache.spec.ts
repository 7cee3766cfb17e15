import type { Item } from '@medprep/shared';
import { type CachedItem, ItemCache } from './item-cache';

const entry = (stem: string): CachedItem => ({
  topic: 'Cardiology',
  item: { type: 'sba', stem, options: [{ key: 'A', text: 'One' }], answer: 'A' } as unknown as Item,
  reviewedAt: null,
});
const stemOf = (cached: CachedItem | undefined) => (cached?.item as { stem: string } | undefined)?.stem;

describe('ItemCache', () => {
  it('should keep each version of a question apart, and tell which versions it holds', () => {
    const cache = new ItemCache(10);
    cache.set('q1', 1, entry('first'));
    cache.set('q1', 2, entry('republished'));
    expect(stemOf(cache.get('q1', 1))).toBe('first');
    expect(stemOf(cache.get('q1', 2))).toBe('republished');
    expect([...cache.versionsOf('q1').keys()]).toEqual([1, 2]);
    expect(cache.get('q2', 1)).toBeUndefined();
    expect(cache.versionsOf('q2').size).toBe(0);
  });

  it('should give a copy of the versions held, which a later eviction does not empty', () => {
    const cache = new ItemCache(1);
    cache.set('q1', 1, entry('one'));
    const held = cache.versionsOf('q1');
    cache.set('q2', 1, entry('two'));
    expect(cache.get('q1', 1)).toBeUndefined();
    expect(stemOf(held.get(1))).toBe('one');
  });

  it('should let the question read longest ago go past its capacity, and keep the one read again', () => {
    const cache = new ItemCache(3);
    cache.set('q1', 1, entry('one'));
    cache.set('q2', 1, entry('two'));
    cache.set('q1', 2, entry('one, version 2'));
    cache.set('q3', 1, entry('three'));
    expect(cache.get('q2', 1)).toBeUndefined();
    expect(stemOf(cache.get('q1', 2))).toBe('one, version 2');
    expect(stemOf(cache.get('q3', 1))).toBe('three');
  });

  it('should keep only the latest few versions of one question', () => {
    const cache = new ItemCache(100);
    for (const version of [1, 2, 3, 4, 5]) cache.set('q1', version, entry(`v${version}`));
    expect([...cache.versionsOf('q1').keys()].sort()).toEqual([2, 3, 4, 5]);
  });

  it('should freeze what it keeps, so that no answer can change the item for the next', () => {
    const cache = new ItemCache(2);
    const kept = cache.set('q1', 1, entry('one')).item as Item & { options: Array<{ text: string }> };
    expect(() => {
      kept.options[0].text = 'changed';
    }).toThrow(TypeError);
  });
});
