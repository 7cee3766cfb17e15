import type { Item } from '@medprep/shared';
import { ItemCache } from './item-cache';

const item = (stem: string) => ({ type: 'sba', stem, options: [{ key: 'A', text: 'One' }], answer: 'A' }) as unknown as Item;

describe('ItemCache', () => {
  it('should give back the item with the version it was read at, the latest read winning', () => {
    const cache = new ItemCache(10);
    cache.set('q1', '100', item('first'));
    cache.set('q1', '105', item('edited'));
    expect(cache.get('q1')).toMatchObject({ version: '105', item: { stem: 'edited' } });
    expect(cache.get('q2')).toBeUndefined();
  });

  it('should let the oldest entry go past its capacity, and keep the one read again', () => {
    const cache = new ItemCache(2);
    cache.set('q1', '1', item('one'));
    cache.set('q2', '2', item('two'));
    cache.set('q1', '3', item('one again'));
    cache.set('q3', '4', item('three'));
    expect(cache.get('q2')).toBeUndefined();
    expect(cache.get('q1')?.version).toBe('3');
    expect(cache.get('q3')?.version).toBe('4');
  });

  it('should freeze what it keeps, so that no answer can change the item for the next', () => {
    const cache = new ItemCache(2);
    const kept = cache.set('q1', '1', item('one')) as Item & { options: Array<{ text: string }> };
    expect(() => {
      kept.options[0].text = 'changed';
    }).toThrow(TypeError);
  });
});
