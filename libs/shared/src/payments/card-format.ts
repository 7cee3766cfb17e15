const MAX_CARD_DIGITS = 19;

/** A card number as typed, digits in groups of four: '42424242 4' → '4242 4242 4'. */
export function formatCardNumber(typed: string): string {
  const digits = typed.replace(/\D/g, '').slice(0, MAX_CARD_DIGITS);
  return digits.replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** An expiry as typed, MM/YY once the year begins: '1229' → '12/29', '12' → '12', '12/2' → '12/2'. */
export function formatCardExpiry(typed: string): string {
  const digits = typed.replace(/\D/g, '').slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
}

/** How many digits come before `caret` in `text`: what the caret sits after, whatever the spacing. */
export function digitsBefore(text: string, caret: number): number {
  return text.slice(0, caret).replace(/\D/g, '').length;
}

/**
 * Where the caret goes in a reformatted value so that it stays after the same digit: just after the
 * `digits`-th digit (0 → the start).
 */
export function caretAfterDigits(formatted: string, digits: number): number {
  if (digits <= 0) return 0;
  let seen = 0;
  for (let i = 0; i < formatted.length; i++) {
    if (/\d/.test(formatted[i]) && ++seen === digits) return i + 1;
  }
  return formatted.length;
}
