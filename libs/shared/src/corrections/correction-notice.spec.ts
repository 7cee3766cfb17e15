import { describe, expect, it } from 'vitest';
import { formatShortDate } from '../dates/long-date';
import { correctionNoticeText } from './correction-notice';

describe('correctionNoticeText', () => {
  it("should say when and what: 'Corrected on 3 Nov 2026: …'", () => {
    expect(correctionNoticeText(new Date('2026-11-03T23:30:00Z'), 'Febuxostat is also first-line (NICE NG219).')).toBe(
      'Corrected on 3 Nov 2026: Febuxostat is also first-line (NICE NG219).',
    );
  });

  it('should still say when, without a note', () => {
    expect(correctionNoticeText(new Date('2026-11-03T10:00:00Z'), null)).toBe('Corrected on 3 Nov 2026.');
    expect(correctionNoticeText(new Date('2026-11-03T10:00:00Z'), '  ')).toBe('Corrected on 3 Nov 2026.');
  });

  it('should date on the UTC calendar', () => {
    expect(formatShortDate(new Date('2026-12-31T23:59:59Z'))).toBe('31 Dec 2026');
  });
});
