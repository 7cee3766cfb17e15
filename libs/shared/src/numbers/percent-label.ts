/**
 * A percentage as people read it: whole numbers everywhere, so figures shown side by side have the
 * same precision (a progress of 5.9 beside a score of 59 reads '6%' and '59%', not '5.9%' and
 * '59%'). A value that is not zero or 100 never rounds to them: '<1%' and '>99%' say "some" and
 * "not all". Out-of-range or non-finite values are clamped to 0–100.
 */
export function percentLabel(value: number): string {
  const safe = Number.isFinite(value) ? Math.min(100, Math.max(0, value)) : 0;
  if (safe > 0 && safe < 0.5) return '<1%';
  if (safe < 100 && safe >= 99.5) return '>99%';
  return `${Math.round(safe)}%`;
}
