import { describe, expect, it } from 'vitest';
import { ITEM_TYPES } from './item-types';
import { itemJsonSchema } from './item-json-schema';

interface ObjectSchema {
  properties: Record<string, { const?: string; minItems?: number; maxItems?: number; items?: ObjectSchema }>;
  required: string[];
  additionalProperties: boolean;
}

describe('itemJsonSchema', () => {
  const schema = itemJsonSchema() as { $schema: string; oneOf: ObjectSchema[] };
  const ofType = (type: string) => schema.oneOf.find((s) => s.properties.type.const === type)!;

  it('describes one object per item type, keyed on type', () => {
    expect(schema.$schema).toBe('https://json-schema.org/draft/2020-12/schema');
    expect(schema).toMatchObject({ title: 'Item' });
    expect(schema.oneOf.map((s) => s.properties.type.const)).toEqual([...ITEM_TYPES]);
  });

  it('carries the bounds of each type and refuses unknown fields', () => {
    expect(ofType('sba').properties.options).toMatchObject({ minItems: 3, maxItems: 8 });
    expect(ofType('emq').properties.options).toMatchObject({ minItems: 6, maxItems: 20 });
    expect(ofType('emq').properties.stems).toMatchObject({ minItems: 2, maxItems: 5 });
    expect(ofType('choose').properties.answers).toMatchObject({ minItems: 3, maxItems: 3 });
    expect(ofType('ranking').properties.responses).toMatchObject({ minItems: 5, maxItems: 5 });
    expect(ofType('ranking').properties.idealOrder).toMatchObject({ minItems: 5, maxItems: 5, description: 'The five response keys from most to least appropriate' });
    for (const type of ITEM_TYPES) {
      expect(ofType(type).additionalProperties).toBe(false);
      expect(ofType(type).required).toEqual(expect.arrayContaining(['type', 'explanation', 'references']));
    }
  });

  it('requires alt text on every image and a year on every reference', () => {
    expect(ofType('sba').properties.media.items!.required).toEqual(expect.arrayContaining(['kind', 'src', 'alt']));
    expect(ofType('mtf').properties.references.items!.required).toEqual(['title', 'publisher', 'year']);
  });
});
