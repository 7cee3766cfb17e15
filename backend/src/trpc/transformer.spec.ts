import fc from 'fast-check';
import superjson from 'superjson';
import { MAX_KEPT_PATHS, trpcTransformer } from './transformer';

/** What procedures return: plain data with Dates, undefined and null, nested. */
const plainData = fc.letrec((tie) => ({
  leaf: fc.oneof(
    fc.string(),
    fc.integer(),
    fc.double({ noNaN: true, noDefaultInfinity: true }).filter((n) => !Object.is(n, -0)),
    fc.boolean(),
    fc.constant(null),
    fc.constant(undefined),
    fc.date({ noInvalidDate: true }),
  ),
  node: fc.oneof({ depthSize: 'small' }, tie('leaf'), tie('array'), tie('object')),
  array: fc.array(tie('node'), { maxLength: 5 }),
  object: fc.dictionary(fc.oneof(fc.string(), fc.constantFrom('prototype', 'constructor')).filter((k) => k !== '' && !k.includes('.') && !k.includes('\\') && k !== '__proto__'), tie('node'), { maxKeys: 5 }),
}));

/** The JSON a serializer's result goes out as (what the client reads), or the error it refused the value with. */
function outcome(serialize: (value: unknown) => unknown, value: unknown): unknown {
  try {
    return { wrote: JSON.parse(JSON.stringify(serialize(value))) };
  } catch (error) {
    return { refused: (error as Error).message };
  }
}

describe('the tRPC transformer', () => {
  it('sends exactly the JSON superjson sends for plain data with dates and undefined, and refuses what it refuses', () => {
    fc.assert(
      fc.property(fc.oneof(plainData.object, plainData.array), (value) => {
        expect(outcome(trpcTransformer.serialize, value)).toEqual(outcome((v) => superjson.serialize(v), value));
      }),
      { numRuns: 500 },
    );
  });

  it('names every date by its own path, the same answer twice and once more paths exist than it keeps', () => {
    const answer = (n: number) => ({ access: { subscriptions: [{ endsAt: new Date(n) }, { endsAt: new Date(n + 1), left: undefined }] } });
    const same = (value: unknown) => expect(outcome(trpcTransformer.serialize, value)).toEqual(outcome((v) => superjson.serialize(v), value));
    same(answer(1));
    same(answer(2));
    const crowded = Object.fromEntries(Array.from({ length: MAX_KEPT_PATHS + 50 }, (_, i) => [`exam${i}`, { endsAt: new Date(i) }]));
    same(crowded);
    same({ fresh: { path: [new Date(5), { at: new Date(6) }] } });
    same(answer(3));
  });

  it('builds the common case itself, without superjson\'s walker', () => {
    const spy = jest.spyOn(superjson, 'serialize');
    const me = { id: 'u1', access: { subscriptions: [{ endsAt: new Date('2027-01-01T00:00:00Z'), exam: 'mrcp-1' }], trial: null }, title: undefined };
    expect(outcome(trpcTransformer.serialize, me)).toEqual({
      wrote: {
        json: { id: 'u1', access: { subscriptions: [{ endsAt: '2027-01-01T00:00:00.000Z', exam: 'mrcp-1' }], trial: null }, title: null },
        meta: { values: { 'access.subscriptions.0.endsAt': ['Date'], title: ['undefined'] }, v: 1 },
      },
    });
    const withoutUndefined = { ...me, title: 'Dr' };
    expect(outcome(trpcTransformer.serialize, withoutUndefined)).toEqual(outcome((v) => superjson.serialize(v), withoutUndefined));
    expect(spy).toHaveBeenCalledTimes(1); // the comparison's own call, none from the transformer
    spy.mockRestore();
  });

  it('decodes to the same value as superjson when an object is referenced twice', () => {
    const shared = { attempts: 0, correct: 0, at: new Date('2026-11-21T09:00:00Z') };
    const value = { exams: [{ record: shared }, { record: shared }] };
    const decoded = superjson.deserialize(trpcTransformer.serialize(value));
    expect(decoded).toEqual(superjson.deserialize(superjson.serialize(value)));
    expect(decoded).toEqual(value);
  });

  it('leaves the value it was given as it was (procedures return cached objects)', () => {
    const endsAt = new Date('2027-01-01T00:00:00Z');
    const subscription = { endsAt, exam: 'mrcp-1', note: undefined };
    const value = { subscriptions: [subscription], trial: null };
    trpcTransformer.serialize(value);
    expect(value.subscriptions[0]).toBe(subscription);
    expect(subscription.endsAt).toBe(endsAt);
    expect('note' in subscription && subscription.note === undefined).toBe(true);
  });

  it('writes a Date as it is now, even one written before and changed since', () => {
    const at = new Date('2026-11-21T09:00:00Z');
    const value = { at };
    expect(outcome(trpcTransformer.serialize, value)).toEqual(outcome((v) => superjson.serialize(v), value));
    at.setTime(Date.parse('2027-02-03T04:05:06Z'));
    expect(outcome(trpcTransformer.serialize, value)).toEqual({ wrote: { json: { at: '2027-02-03T04:05:06.000Z' }, meta: { values: { at: ['Date'] }, v: 1 } } });
  });

  it("leaves superjson's other types and awkward values to superjson", () => {
    const cyclic: Record<string, unknown> = { name: 'loop' };
    cyclic.self = cyclic;
    for (const value of [
      { when: new Date(Number.NaN) },
      { n: Number.NaN, m: -0, i: Number.POSITIVE_INFINITY },
      { map: new Map([['a', 1]]), set: new Set([1]) },
      { 'dotted.key': new Date(0), '': { '': 1 } },
      { big: BigInt(12) },
      new Date(0),
      undefined,
      cyclic,
    ]) {
      expect(trpcTransformer.serialize(value)).toEqual(superjson.serialize(value));
    }
  });

  it('reads what the client sends with superjson', () => {
    const input = { json: { date: '2026-11-21T09:00:00.000Z' }, meta: { values: { date: ['Date'] }, v: 1 } } as Parameters<typeof superjson.deserialize>[0];
    expect(trpcTransformer.deserialize(input)).toEqual({ date: new Date('2026-11-21T09:00:00.000Z') });
  });
});
