import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { arbItem, chooseItem, numericItem, rankingItem, SECRET } from './item.fixtures';
import type { Item } from './item.schemas';
import { playerItemSchema, toPlayerItem } from './player-item';

const SECRET_FIELDS = ['answer', 'answers', 'idealOrder', 'explanation', 'references', 'value', 'tolerance'];

function fieldNames(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(fieldNames);
  if (value !== null && typeof value === 'object') return Object.entries(value).flatMap(([name, child]) => [name, ...fieldNames(child)]);
  return [];
}

const arbItemWithImage = fc.tuple(arbItem, fc.boolean()).map(
  ([item, image]): Item => (image ? { ...item, media: [{ kind: 'svg', src: '/media/growth-chart.svg', alt: 'A growth chart with weight crossing two centiles', caption: 'Weight' }] } : item),
);

describe('toPlayerItem', () => {
  it('never carries a key, an explanation or a reference', () => {
    fc.assert(
      fc.property(arbItemWithImage, (item) => {
        const player = toPlayerItem(item);
        expect(JSON.stringify(player)).not.toContain(SECRET);
        expect(fieldNames(player).filter((name) => SECRET_FIELDS.includes(name))).toEqual([]);
      }),
    );
  });

  it('is what the player output schema leaves of the full item', () => {
    fc.assert(
      fc.property(arbItemWithImage, (item) => {
        expect(playerItemSchema.parse(item)).toEqual(toPlayerItem(item));
      }),
    );
  });

  it('shows the responses to rank in key order, not in their ideal order', () => {
    expect(toPlayerItem(rankingItem(['E', 'D', 'C', 'B', 'A']))).toMatchObject({ responses: ['A', 'B', 'C', 'D', 'E'].map((key) => ({ key, text: `Option ${key}` })) });
  });

  it('tells the player how many responses to choose, and the unit of a numeric answer', () => {
    expect(toPlayerItem(chooseItem())).toMatchObject({ type: 'choose', picks: 3 });
    expect(toPlayerItem(numericItem())).toEqual({ type: 'numeric', stem: numericItem().stem, unit: 'mg/kg', decimals: 1 });
  });

  it('keeps the images with their alt text and caption', () => {
    const media = [{ kind: 'png' as const, src: '/media/skin.png', alt: 'A pigmented lesion with an irregular border', caption: 'Left shin', width: 640, height: 480 }];
    expect(toPlayerItem({ ...chooseItem(), media }).media).toEqual(media);
  });
});
