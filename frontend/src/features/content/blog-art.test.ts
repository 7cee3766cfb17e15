import { describe, expect, it } from 'vitest';
import { blogArt } from './blog-art';

const TITLES = [
  'MRCP Part 1: practising at 108 seconds a question',
  'How the MSRA situational judgement paper is scored',
  'Spaced repetition for the FRCA Primary',
  'Five habits of candidates who pass MRCS Part A',
  'Reading a question stem in under 20 seconds',
  'What changed in the MRCPCH theory papers',
];

describe('blogArt', () => {
  it('draws the same picture for the same title, every time', () => {
    expect(blogArt(TITLES[0])).toEqual(blogArt(TITLES[0]));
  });

  it('gives different posts different pictures', () => {
    const pictures = new Set(TITLES.map((title) => JSON.stringify(blogArt(title))));
    expect(pictures.size).toBe(TITLES.length);
    expect(new Set(TITLES.map((title) => blogArt(title).motif)).size).toBeGreaterThan(1);
  });

  it('keeps what it draws inside the card', () => {
    for (const title of TITLES) {
      const art = blogArt(title);
      expect(art.x).toBeGreaterThanOrEqual(0);
      expect(art.x).toBeLessThanOrEqual(320);
      expect(art.y).toBeGreaterThanOrEqual(0);
      expect(art.y).toBeLessThanOrEqual(140);
    }
  });
});
