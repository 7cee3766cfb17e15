import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { arbItem, chooseItem, emqItem, mtfItem, numericItem, rankingItem, sbaItem } from './item.fixtures';
import { z } from 'zod';
import { type Item, itemIssues, itemSchemaWith, parseItem } from './item.schemas';

/** The issues of `raw` as `path: message` lines. */
function issuesOf(raw: unknown): string[] {
  const parsed = parseItem(raw);
  return parsed.ok ? [] : parsed.issues.map((issue) => `${issue.path}: ${issue.message}`);
}

const withMedia = (media: unknown[]) => ({ ...sbaItem(), media });
const image = { kind: 'svg', src: '/media/ecg-af.svg', alt: 'An ECG strip with an irregularly irregular rhythm and no P waves' };

describe('parseItem', () => {
  it('accepts an item of every type', () => {
    for (const item of [sbaItem(), mtfItem(), emqItem(), rankingItem(), chooseItem(), numericItem(), withMedia([image])]) {
      expect(parseItem(item)).toEqual({ ok: true, item });
    }
  });

  it('accepts every generated item unchanged', () => {
    fc.assert(
      fc.property(arbItem, (item) => {
        expect(parseItem(item)).toEqual({ ok: true, item });
      }),
    );
  });

  it('answers any input with issues or an item, never an exception', () => {
    fc.assert(
      fc.property(fc.oneof(fc.anything(), fc.record({ type: fc.constantFrom('sba', 'mtf', 'emq', 'ranking', 'choose', 'numeric') }, { requiredKeys: [] })), (raw) => {
        expect(typeof parseItem(raw).ok).toBe('boolean');
      }),
    );
  });

  it('refuses an unknown type, naming the types there are', () => {
    expect(issuesOf({ type: 'truefalse' })).toEqual(['type: must be one of sba, mtf, emq, ranking, choose, numeric']);
    expect(issuesOf(null)).toEqual([': must be an item: an object with a type']);
  });

  it('refuses a field the type does not have', () => {
    expect(issuesOf({ ...sbaItem(), correct: 'B' })[0]).toMatch(/^: Unrecognized key: "correct"/);
  });

  describe('sba', () => {
    it('takes 3 to 8 options, four-option FRCOphth items included', () => {
      for (const n of [3, 4, 5, 8]) expect(parseItem(sbaItem(n, 'A')).ok).toBe(true);
      expect(issuesOf(sbaItem(2, 'A'))).toEqual(['options: must have at least 3 options']);
      expect(issuesOf(sbaItem(9, 'A'))).toContain('options: must have at most 8 options');
    });

    it('names the option whose key is out of order', () => {
      const item = sbaItem(4, 'A');
      item.options[2].key = 'D';
      item.options[3].key = 'C';
      expect(issuesOf(item)).toEqual(['options[2].key: must be C: keys run A, B, C… in order', 'options[3].key: must be D: keys run A, B, C… in order']);
    });

    it('refuses an answer that is not one of the options', () => {
      expect(issuesOf(sbaItem(4, 'E'))).toEqual(['answer: must be one of the keys A, B, C, D']);
    });

    it('requires an explanation for every option, naming it', () => {
      const { explanation: _dropped, ...option } = sbaItem().options[1];
      expect(issuesOf({ ...sbaItem(), options: sbaItem().options.map((o, i) => (i === 1 ? option : o)) })).toEqual(['options[1].explanation: is required']);
    });
  });

  describe('mtf', () => {
    it('marks each statement true or false', () => {
      const item = mtfItem();
      expect(issuesOf({ ...item, statements: item.statements.map((s, i) => (i === 2 ? { ...s, answer: 'T' } : s)) })).toEqual(['statements[2].answer: must be true or false']);
    });
  });

  describe('emq', () => {
    it('takes an option list of 6 to 20 and 2 to 5 stems', () => {
      expect(parseItem(emqItem(['A', 'B'], 6)).ok).toBe(true);
      expect(parseItem(emqItem(['T', 'A', 'A', 'B', 'C'], 20)).ok).toBe(true);
      expect(issuesOf(emqItem(['A', 'B'], 5))).toEqual(['options: must have at least 6 options']);
      expect(issuesOf(emqItem(['A'], 8))).toEqual(['stems: must have at least 2 stems']);
      expect(issuesOf(emqItem(['A', 'B', 'C', 'D', 'E', 'F'], 8))).toEqual(['stems: must have at most 5 stems']);
    });

    it('names the stem whose key is not in the option list', () => {
      expect(issuesOf(emqItem(['A', 'K'], 8))).toEqual(['stems[1].answer: must be one of the keys A, B, C, D, E, F, G, H']);
    });
  });

  describe('ranking', () => {
    it('takes exactly five responses and an ideal order of all five', () => {
      expect(issuesOf({ ...rankingItem(), responses: rankingItem().responses.slice(0, 4) })).toContain('responses: must have at least 5 responses');
      expect(issuesOf(rankingItem(['A', 'B', 'C', 'D']))).toEqual(['idealOrder: must list exactly 5 keys']);
      expect(issuesOf(rankingItem(['A', 'B', 'C', 'D', 'A']))).toEqual(['idealOrder: must not repeat a key']);
      expect(issuesOf(rankingItem(['A', 'B', 'C', 'D', 'F']))).toEqual(['idealOrder[4]: must be one of the keys A, B, C, D, E']);
    });
  });

  describe('choose', () => {
    it('takes eight responses of which exactly three are right', () => {
      expect(issuesOf(chooseItem(['A', 'B']))).toEqual(['answers: must list exactly 3 keys']);
      expect(issuesOf(chooseItem(['A', 'B', 'C', 'D']))).toEqual(['answers: must list exactly 3 keys']);
      expect(issuesOf(chooseItem(['A', 'B', 'B']))).toEqual(['answers: must not repeat a key']);
      expect(issuesOf({ ...chooseItem(), responses: chooseItem().responses.slice(0, 7) })).toEqual(['responses: must have at least 8 responses']);
    });
  });

  describe('numeric', () => {
    it('takes a finite value, a tolerance of 0 or more and a unit that may be empty', () => {
      expect(parseItem({ ...numericItem(), unit: '' }).ok).toBe(true);
      expect(parseItem(numericItem(7, 0)).ok).toBe(true);
      expect(issuesOf(numericItem(7, -0.5))).toEqual(['tolerance: must be 0 or more']);
      expect(issuesOf(numericItem(Number.POSITIVE_INFINITY, 1))[0]).toMatch(/^value: /);
      expect(issuesOf({ ...numericItem(), decimals: 1.5 })).toEqual(['decimals: must be a whole number']);
    });
  });

  describe('references', () => {
    it('requires at least one, each with a title, a publisher and a year', () => {
      expect(issuesOf({ ...sbaItem(), references: [] })).toEqual(['references: must have at least one reference']);
      expect(issuesOf({ ...sbaItem(), references: [{ title: 'Atrial fibrillation', publisher: 'NICE' }] })).toEqual(['references[0].year: must be a year']);
      expect(issuesOf({ ...sbaItem(), references: [{ title: 'Atrial fibrillation', publisher: 'NICE', year: 2021, url: 'javascript:alert(1)' }] })).toEqual([
        'references[0].url: must be an http(s) address',
      ]);
    });
  });

  describe('media', () => {
    it('takes PNG, JPEG, WebP and SVG images with alt text, an optional caption and size', () => {
      for (const kind of ['png', 'jpeg', 'webp', 'svg']) expect(parseItem(withMedia([{ ...image, kind, caption: 'Lead II', width: 800, height: 200 }])).ok).toBe(true);
      expect(parseItem(withMedia([{ ...image, src: 'https://cdn.example.org/a/b.png' }])).ok).toBe(true);
    });

    it('requires alt text, naming the image', () => {
      const { alt: _alt, ...withoutAlt } = image;
      expect(issuesOf(withMedia([image, withoutAlt]))).toEqual(['media[1].alt: is required']);
    });

    it('refuses other kinds and addresses outside http(s) and our own paths', () => {
      expect(issuesOf(withMedia([{ ...image, kind: 'gif' }]))).toEqual(['media[0].kind: must be one of png, jpeg, webp or svg']);
      for (const src of ['javascript:alert(1)', 'media/a.svg', '/media/../secrets', '/../etc/passwd', '/media/..', '/media/a b.svg', 'data:image/png;base64,AAAA']) {
        expect(issuesOf(withMedia([{ ...image, src }]))).toEqual(['media[0].src: must be an http(s) address or a path beginning with /']);
      }
    });
  });

  it('trims text, so that whitespace alone does not count as an explanation', () => {
    const item: Item = { ...sbaItem(), explanation: `   ${'x'.repeat(19)}   ` };
    expect(issuesOf(item)).toEqual(['explanation: must be at least 20 characters']);
  });
});

describe('itemSchemaWith', () => {
  const entrySchema = itemSchemaWith({ key: z.string().regex(/^[a-z0-9-]{3,80}$/, 'must be lower-case letters, digits and dashes'), topic: z.string().min(2) });
  const entryIssues = (raw: unknown) => {
    const parsed = entrySchema.safeParse(raw);
    return parsed.success ? [] : itemIssues(parsed.error).map((issue) => `${issue.path}: ${issue.message}`);
  };

  it('takes an item of any type with the extra fields', () => {
    for (const item of [sbaItem(), mtfItem(), emqItem(), rankingItem(), chooseItem(), numericItem()]) {
      expect(entrySchema.parse({ ...item, key: 'msra-101', topic: 'Professionalism' })).toEqual({ ...item, key: 'msra-101', topic: 'Professionalism' });
    }
  });

  it('keeps the checks across fields and the refusal of unknown ones', () => {
    expect(entryIssues({ ...sbaItem(4, 'E'), key: 'msra-101', topic: 'Cardiology' })).toEqual(['answer: must be one of the keys A, B, C, D']);
    expect(entryIssues({ ...rankingItem(), key: 'Bad Key', topic: 'Ethics' })).toEqual(['key: must be lower-case letters, digits and dashes']);
    expect(entryIssues({ ...chooseItem(), key: 'msra-102', topic: 'Ethics', colour: 'red' })[0]).toMatch(/Unrecognized key: "colour"/);
    expect(entryIssues({ type: 'essay' })).toEqual(['type: must be one of sba, mtf, emq, ranking, choose, numeric']);
  });
});
