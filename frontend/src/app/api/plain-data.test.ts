import { describe, expect, it } from 'vitest';
import { toPlain } from './plain-data';

describe('toPlain', () => {
  it('turns every date, at any depth, into its ISO string and keeps everything else', () => {
    const value = { at: new Date('2027-03-14T12:00:00Z'), list: [{ when: new Date(0), n: 1 }], none: null, text: 'x' };
    expect(toPlain(value)).toEqual({ at: '2027-03-14T12:00:00.000Z', list: [{ when: '1970-01-01T00:00:00.000Z', n: 1 }], none: null, text: 'x' });
  });
});
