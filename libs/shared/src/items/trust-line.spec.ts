import { describe, expect, it } from 'vitest';
import { trustLine } from './trust-line';

const nice = { title: 'Gout: diagnosis and management', publisher: 'NICE', code: 'NG219', year: 2022 };
const rcuk = { title: 'Adult advanced life support', publisher: 'Resuscitation Council UK', year: 2025 };

describe('trustLine', () => {
  it('says when the item was reviewed and against which guidance', () => {
    expect(trustLine('2026-11-03T10:00:00.000Z', [nice])).toBe('Reviewed 3 Nov 2026 · NICE NG219 (2022)');
  });

  it('joins several references, citing one without a code by its title, each once', () => {
    expect(trustLine('2026-01-31T23:59:00Z', [nice, rcuk, nice])).toBe(
      'Reviewed 31 Jan 2026 · NICE NG219 (2022) · Resuscitation Council UK Adult advanced life support (2025)',
    );
  });

  it('reads the date on the UTC calendar, whether given as text or a Date', () => {
    expect(trustLine(new Date('2026-09-30T23:30:00Z'), [nice])).toBe('Reviewed 30 Sep 2026 · NICE NG219 (2022)');
  });

  it('shows only the references when the version has no review date, or one that is not a date', () => {
    expect(trustLine(null, [nice])).toBe('NICE NG219 (2022)');
    expect(trustLine(undefined, [nice])).toBe('NICE NG219 (2022)');
    expect(trustLine('not a date', [nice])).toBe('NICE NG219 (2022)');
  });

  it('is empty with neither', () => {
    expect(trustLine(null, [])).toBe('');
  });
});
