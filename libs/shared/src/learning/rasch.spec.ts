import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { abilityForPercent, estimateAbility, expectedPercent, fitDifficulties, logistic, normalCdf, passProbability, predictPaper, type Response } from './rasch';

/** A seeded generator (mulberry32), so a simulation is the same every run. */
function random(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
function normal(rand: () => number): number {
  return Math.sqrt(-2 * Math.log(1 - rand())) * Math.cos(2 * Math.PI * rand());
}
const correlation = (xs: number[], ys: number[]) => {
  const mx = xs.reduce((s, x) => s + x, 0) / xs.length;
  const my = ys.reduce((s, y) => s + y, 0) / ys.length;
  const cov = xs.reduce((s, x, i) => s + (x - mx) * (ys[i] - my), 0);
  return cov / Math.sqrt(xs.reduce((s, x) => s + (x - mx) ** 2, 0) * ys.reduce((s, y) => s + (y - my) ** 2, 0));
};
const rmse = (xs: number[], ys: number[]) => Math.sqrt(xs.reduce((s, x, i) => s + (x - ys[i]) ** 2, 0) / xs.length);

/** People of known ability answer a random subset of items of known difficulty. */
function simulate(seed: number, items: number, people: number, perPerson: number) {
  const rand = random(seed);
  const difficulty = Array.from({ length: items }, () => normal(rand));
  const ability = Array.from({ length: people }, () => 0.5 + normal(rand));
  const responses: Response[] = [];
  for (let p = 0; p < people; p++) {
    const order = Array.from({ length: items }, (_, i) => i).sort(() => rand() - 0.5);
    for (const i of order.slice(0, perPerson)) {
      responses.push({ item: `i${i}`, person: `p${p}`, score: rand() < logistic(ability[p] - difficulty[i]) ? 1 : 0 });
    }
  }
  return { difficulty, ability, responses, rand };
}

describe('fitDifficulties', () => {
  it('should recover simulated difficulties (r > 0.95, RMSE < 0.3) from 150 answers an item', () => {
    const { difficulty, responses } = simulate(7, 200, 500, 60);
    const fitted = fitDifficulties(responses);
    const estimated = difficulty.map((_, i) => fitted.get(`i${i}`)!.difficulty);
    // The scale's origin is fixed by the prior at the mean item, so compare after centring.
    const shift = estimated.reduce((s, x) => s + x, 0) / estimated.length - difficulty.reduce((s, x) => s + x, 0) / difficulty.length;
    expect(correlation(estimated, difficulty)).toBeGreaterThan(0.95);
    expect(rmse(estimated.map((x) => x - shift), difficulty)).toBeLessThan(0.3);
  });

  it('should keep an item with few answers near the prior mean and give it a wider SE', () => {
    const responses: Response[] = [
      ...Array.from({ length: 200 }, (_, i): Response => ({ item: 'many', person: `p${i}`, score: i % 5 === 0 ? 1 : 0 })),
      { item: 'one', person: 'p0', score: 0 },
    ];
    const fitted = fitDifficulties(responses);
    expect(Math.abs(fitted.get('one')!.difficulty)).toBeLessThan(1);
    expect(fitted.get('one')!.se).toBeGreaterThan(fitted.get('many')!.se);
    expect(fitted.get('many')!.difficulty).toBeGreaterThan(fitted.get('one')!.difficulty);
  });

  it('should rank a harder item (fewer right) above an easier one (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 30 }), fc.integer({ min: 0, max: 30 }), (rightA, rightB) => {
        fc.pre(rightA !== rightB);
        const answers = (item: string, right: number) => Array.from({ length: 30 }, (_, i): Response => ({ item, person: `p${i}`, score: i < right ? 1 : 0 }));
        const fitted = fitDifficulties([...answers('a', rightA), ...answers('b', rightB)]);
        expect(Math.sign(fitted.get('a')!.difficulty - fitted.get('b')!.difficulty)).toBe(Math.sign(rightB - rightA));
      }),
      { numRuns: 30 },
    );
  });

  it('should treat a partial score as that fraction of a right answer', () => {
    const halves = fitDifficulties(Array.from({ length: 40 }, (_, i): Response => ({ item: 'emq', person: `p${i}`, score: 0.5 })));
    expect(Math.abs(halves.get('emq')!.difficulty)).toBeLessThan(0.05);
  });
});

describe('estimateAbility', () => {
  it('should recover simulated abilities from the true difficulties (r > 0.9 over 100 items each)', () => {
    const { difficulty, rand } = simulate(11, 100, 0, 0);
    const abilities = Array.from({ length: 200 }, () => normal(rand));
    const estimates = abilities.map((theta) => estimateAbility(difficulty.map((b) => ({ difficulty: b, score: rand() < logistic(theta - b) ? 1 : 0 }))).ability);
    expect(correlation(estimates, abilities)).toBeGreaterThan(0.9);
    expect(rmse(estimates, abilities)).toBeLessThan(0.35);
  });

  it('should shrink the standard error as answers accumulate', () => {
    const answers = (n: number) => Array.from({ length: n }, (_, i) => ({ difficulty: ((i % 7) - 3) / 2, score: i % 3 === 0 ? 0 : 1 }));
    const ses = [10, 50, 200, 1000].map((n) => estimateAbility(answers(n)).se);
    for (let i = 1; i < ses.length; i++) expect(ses[i]).toBeLessThan(ses[i - 1]);
    expect(ses[3]).toBeLessThan(0.1);
  });

  it('should stay finite when every answer is right', () => {
    const all = estimateAbility(Array.from({ length: 60 }, () => ({ difficulty: 0, score: 1 })));
    expect(Number.isFinite(all.ability)).toBe(true);
    expect(all.ability).toBeGreaterThan(2);
  });

  it('should rise with each answer turned from wrong to right (property)', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.double({ min: -3, max: 3, noNaN: true }), fc.boolean()), { minLength: 1, maxLength: 60 }), fc.nat(), (raw, k) => {
        const answers = raw.map(([difficulty, right]) => ({ difficulty, score: right ? 1 : 0 }));
        const i = k % answers.length;
        const worse = answers.map((a, j) => (j === i ? { ...a, score: 0 } : a));
        const better = answers.map((a, j) => (j === i ? { ...a, score: 1 } : a));
        expect(estimateAbility(better).ability).toBeGreaterThan(estimateAbility(worse).ability);
      }),
    );
  });
});

describe('predictPaper and passProbability', () => {
  const paper = Array.from({ length: 100 }, (_, i) => (i - 50) / 25);

  it('should predict a percent inside its band, the band widening with the SE', () => {
    const narrow = predictPaper({ ability: 0.5, se: 0.1 }, paper);
    const wide = predictPaper({ ability: 0.5, se: 0.5 }, paper);
    expect(narrow.band[0]).toBeLessThan(narrow.predictedPercent);
    expect(narrow.band[1]).toBeGreaterThan(narrow.predictedPercent);
    expect(wide.band[1] - wide.band[0]).toBeGreaterThan(narrow.band[1] - narrow.band[0]);
  });

  it('should give 50 % pass chance exactly at the pass mark and more above it (property)', () => {
    const atMark = abilityForPercent(70, paper);
    expect(expectedPercent(atMark, paper)).toBeCloseTo(70, 6);
    expect(passProbability({ ability: atMark, se: 0.3 }, paper, 70)).toBeCloseTo(0.5, 6);
    fc.assert(
      fc.property(fc.double({ min: -3, max: 3, noNaN: true }), fc.double({ min: 0.01, max: 2, noNaN: true }), (delta, se) => {
        const p = passProbability({ ability: atMark + Math.abs(delta), se }, paper, 70);
        expect(p).toBeGreaterThanOrEqual(0.5 - 1e-6);
      }),
    );
  });

  it('should match known values of the normal distribution', () => {
    expect(normalCdf(0)).toBeCloseTo(0.5, 7);
    expect(normalCdf(1.96)).toBeCloseTo(0.975, 3);
    expect(normalCdf(-1)).toBeCloseTo(0.1587, 3);
  });
});
