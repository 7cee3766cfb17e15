import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { arbItemWithResponse, arbItem, chooseItem, emqItem, mtfItem, numericItem, rankingItem, sbaItem } from './item.fixtures';
import { itemResponseSchema, parseResponse } from './item-response';

const errorOf = (result: ReturnType<typeof parseResponse>) => (result.ok ? null : result.error);

describe('parseResponse', () => {
  it('accepts the response of every type in its shape', () => {
    expect(parseResponse(sbaItem(), { choice: 'B' })).toEqual({ ok: true, response: { choice: 'B' } });
    expect(parseResponse(mtfItem(), { marks: [true, false, true, true, true] })).toEqual({ ok: true, response: { marks: [true, false, true, true, true] } });
    expect(parseResponse(emqItem(), { answers: ['C', 'H', 'A'] })).toEqual({ ok: true, response: { answers: ['C', 'H', 'A'] } });
    expect(parseResponse(rankingItem(), { order: ['C', 'A', 'E', 'B', 'D'] })).toEqual({ ok: true, response: { order: ['C', 'A', 'E', 'B', 'D'] } });
    expect(parseResponse(chooseItem(), { choices: ['A', 'D', 'F'] })).toEqual({ ok: true, response: { choices: ['A', 'D', 'F'] } });
    expect(parseResponse(numericItem(), { value: 12.5 })).toEqual({ ok: true, response: { value: 12.5 } });
  });

  it('accepts every well-formed response to every generated item, unchanged', () => {
    fc.assert(
      fc.property(arbItemWithResponse, ({ item, response }) => {
        expect(parseResponse(item, response)).toEqual({ ok: true, response });
      }),
    );
  });

  it("still accepts the old { answer: 'B' } for a single best answer, as { choice: 'B' }", () => {
    expect(parseResponse(sbaItem(), { answer: 'B' })).toEqual({ ok: true, response: { choice: 'B' } });
    expect(errorOf(parseResponse(rankingItem(), { answer: 'B' }))?.code).toBe('RESPONSE_WRONG_TYPE');
    expect(errorOf(parseResponse(sbaItem(), { answer: 'b' }))).toEqual({ code: 'RESPONSE_INVALID', field: 'response.answer', message: 'response.answer must be a capital letter from A to T.' });
    expect(errorOf(parseResponse(sbaItem(4), { answer: 'E' }))).toEqual({ code: 'RESPONSE_UNKNOWN_KEY', field: 'response.answer', message: 'response.answer must be one of A, B, C, D.' });
  });

  it("names the item's type and its response when the response is another type's", () => {
    expect(errorOf(parseResponse(rankingItem(), { choices: ['A', 'B', 'C'] }))).toEqual({
      code: 'RESPONSE_WRONG_TYPE',
      field: 'response',
      message: "This is a ranking item: its response is { order: ['C', 'A', 'E', 'B', 'D'] }.",
    });
    expect(errorOf(parseResponse(sbaItem(), { value: 3 }))?.code).toBe('RESPONSE_WRONG_TYPE');
    expect(errorOf(parseResponse(emqItem(), { choice: 'A' }))?.message).toBe("This is an extended matching item: its response is { answers: ['C', 'H', …] } with one option key per stem.");
  });

  it('refuses a key the item does not have, naming the field', () => {
    expect(errorOf(parseResponse(sbaItem(4), { choice: 'E' }))).toEqual({ code: 'RESPONSE_UNKNOWN_KEY', field: 'response.choice', message: 'response.choice must be one of A, B, C, D.' });
    expect(errorOf(parseResponse(emqItem(['A', 'B'], 6), { answers: ['A', 'G'] }))).toMatchObject({ code: 'RESPONSE_UNKNOWN_KEY', field: 'response.answers[1]' });
    expect(errorOf(parseResponse(rankingItem(), { order: ['A', 'B', 'C', 'D', 'F'] }))).toMatchObject({ code: 'RESPONSE_UNKNOWN_KEY', field: 'response.order[4]' });
    expect(errorOf(parseResponse(chooseItem(), { choices: ['A', 'B', 'I'] }))).toMatchObject({ code: 'RESPONSE_UNKNOWN_KEY', field: 'response.choices[2]' });
  });

  it('wants one mark per statement and one key per stem', () => {
    expect(errorOf(parseResponse(mtfItem(), { marks: [true, false] }))).toEqual({
      code: 'RESPONSE_WRONG_LENGTH',
      field: 'response.marks',
      message: 'response.marks must have one mark for each of the 5 statements.',
    });
    expect(errorOf(parseResponse(emqItem(['A', 'B', 'C']), { answers: ['A', 'B'] }))).toMatchObject({ code: 'RESPONSE_WRONG_LENGTH', field: 'response.answers' });
  });

  it('wants a ranking to be an order of all five responses', () => {
    expect(errorOf(parseResponse(rankingItem(), { order: ['A', 'B', 'C', 'D'] }))).toEqual({
      code: 'RESPONSE_WRONG_LENGTH',
      field: 'response.order',
      message: 'response.order must list each of A, B, C, D, E once, most appropriate first.',
    });
    expect(errorOf(parseResponse(rankingItem(), { order: ['A', 'B', 'C', 'D', 'A'] }))).toMatchObject({ code: 'RESPONSE_REPEATED_KEY', field: 'response.order[4]' });
  });

  it('wants exactly three different choices', () => {
    expect(errorOf(parseResponse(chooseItem(), { choices: ['A', 'B'] }))).toMatchObject({ code: 'RESPONSE_WRONG_LENGTH', field: 'response.choices' });
    expect(errorOf(parseResponse(chooseItem(), { choices: ['A', 'B', 'C', 'D'] }))?.code).toBe('RESPONSE_INVALID');
    expect(errorOf(parseResponse(chooseItem(), { choices: ['A', 'B', 'A'] }))).toMatchObject({ code: 'RESPONSE_REPEATED_KEY', field: 'response.choices[2]' });
  });

  it('wants a finite number for a numeric item', () => {
    for (const value of [Number.NaN, Number.POSITIVE_INFINITY, '12.5', null]) {
      expect(errorOf(parseResponse(numericItem(), { value }))).toEqual({ code: 'RESPONSE_INVALID', field: 'response.value', message: 'response.value must be a finite number.' });
    }
  });

  it('refuses what is not a response at all', () => {
    for (const raw of [null, 'B', ['B'], 3]) expect(errorOf(parseResponse(sbaItem(), raw))?.code).toBe('RESPONSE_INVALID');
    expect(errorOf(parseResponse(sbaItem(), { choice: 'B', extra: 1 }))).toEqual({ code: 'RESPONSE_INVALID', field: 'response', message: "response must be { choice: 'B' }." });
  });

  it('answers any input with a result, never an exception', () => {
    fc.assert(
      fc.property(arbItem, fc.oneof(fc.jsonValue(), fc.anything()), (item, raw) => {
        const result = parseResponse(item, raw);
        expect(typeof result.ok).toBe('boolean');
      }),
    );
  });
});

describe('itemResponseSchema', () => {
  it('takes the response of any type on the wire, the old sba answer included', () => {
    for (const raw of [{ choice: 'B' }, { answer: 'B' }, { marks: [true] }, { answers: ['C', 'H'] }, { order: ['C', 'A', 'E', 'B', 'D'] }, { choices: ['A', 'D', 'F'] }, { value: 12.5 }]) {
      expect(itemResponseSchema.safeParse(raw).success).toBe(true);
    }
  });

  it('refuses anything else, saying what a response looks like', () => {
    const parsed = itemResponseSchema.safeParse({ pick: 'B' });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0].message).toMatch(/^must be one of \{ choice: 'B' \}/);
  });
});
