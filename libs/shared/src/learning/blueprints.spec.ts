import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { BLUEPRINT_EXAMS, bankBlueprint, examBlueprint } from './blueprints';
import { blueprintTopicOf, resolveBlueprint } from './topic-map';

const SEED_DIR = join(__dirname, '../../../../backend/seed-data/questions');
const seedBanks = readdirSync(SEED_DIR)
  .filter((f) => f.endsWith('.json'))
  .map((f) => JSON.parse(readFileSync(join(SEED_DIR, f), 'utf8')) as { exam: string; questions: Array<{ key: string; topic: string }> });

describe('examBlueprint', () => {
  it.each(BLUEPRINT_EXAMS)('should give %s weights that sum to 1, each positive, topics unique', (exam) => {
    const blueprint = examBlueprint(exam)!;
    expect(blueprint.topics.reduce((sum, t) => sum + t.weight, 0)).toBeCloseTo(1, 9);
    expect(blueprint.topics.every((t) => t.weight > 0)).toBe(true);
    expect(new Set(blueprint.topics.map((t) => t.topic)).size).toBe(blueprint.topics.length);
    expect(blueprint.source.length).toBeGreaterThan(20);
  });

  it('should split the AKT 80/10/10 and mark its weights as published', () => {
    expect(examBlueprint('mrcgp-akt')).toMatchObject({
      weightsPublished: true,
      topics: [
        { topic: 'Clinical medicine', weight: 0.8 },
        { topic: 'Evidence-based practice', weight: 0.1 },
        { topic: 'Organisational and management', weight: 0.1 },
      ],
    });
  });

  it('should weigh the UKMLA content-map areas equally and say the weights are not published', () => {
    const finals = examBlueprint('ms-finals')!;
    expect(finals.weightsPublished).toBe(false);
    expect(new Set(finals.topics.map((t) => t.weight)).size).toBe(1);
    expect(finals.source).toMatch(/no weights/i);
  });

  it('should give MSRA Professional Dilemmas 50 of 147 items', () => {
    expect(examBlueprint('msra')!.topics.find((t) => t.topic === 'Professional dilemmas')!.weight).toBeCloseTo(50 / 147, 9);
  });

  it('should fall back to the bank topics at equal weight for an exam with no blueprint', () => {
    expect(examBlueprint('mfds-1')).toBeNull();
    expect(resolveBlueprint('mfds-1', ['B', 'A', 'B'])).toEqual(bankBlueprint('mfds-1', ['A', 'B']));
    expect(resolveBlueprint('mfds-1', ['B', 'A']).topics).toEqual([
      { topic: 'A', weight: 0.5 },
      { topic: 'B', weight: 0.5 },
    ]);
  });
});

describe('blueprintTopicOf', () => {
  it('should map every seed item to a topic of its exam blueprint', () => {
    const unmapped = seedBanks.flatMap((bank) =>
      bank.questions.filter((q) => blueprintTopicOf(bank.exam, q.topic) === null).map((q) => `${bank.exam} ${q.key}: ${q.topic}`),
    );
    expect(seedBanks.length).toBeGreaterThan(10);
    expect(unmapped).toEqual([]);
  });

  it('should map a bank topic by the table, by name, or by the catch-all, and refuse an unknown one', () => {
    expect(blueprintTopicOf('mrcp-1', 'Renal')).toBe('Renal medicine');
    expect(blueprintTopicOf('mrcp-1', 'Cardiology')).toBe('Cardiology');
    expect(blueprintTopicOf('mrcgp-akt', 'Dermatology')).toBe('Clinical medicine');
    expect(blueprintTopicOf('mrcgp-akt', 'Organisational and UK practice')).toBe('Organisational and management');
    expect(blueprintTopicOf('mrcp-1', 'Astrology')).toBeNull();
    expect(blueprintTopicOf('mfds-1', 'Oral medicine')).toBe('Oral medicine');
  });
});
