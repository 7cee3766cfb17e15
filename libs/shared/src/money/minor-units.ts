/**
 * A major-unit amount (54.99) as integer minor units (5499). Shifts the decimal point in the
 * number's text rather than multiplying, so 1.005 becomes 101, not 100.
 */
export function toMinorUnits(major: number): number {
  if (!Number.isFinite(major)) throw new RangeError(`Not a finite amount: ${major}`);
  const text = String(major);
  const shifted = text.includes('e') ? major * 100 : Number(`${text}e2`);
  return Math.round(shifted) + 0;
}

/** Integer minor units (5499) as a major-unit amount (54.99). */
export function fromMinorUnits(minor: number): number {
  return Math.round(minor) / 100;
}
