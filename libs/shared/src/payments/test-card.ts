export interface CardInput {
  number: string;
  /** 'MM/YY', or the four digits 'MMYY' */
  expiry: string;
  cvc: string;
}

export type CardField = 'number' | 'expiry' | 'cvc';
type CardCheck = { ok: true; digits: string } | { ok: false; field: CardField; message: string };

export const CARD_MESSAGES = {
  number: 'The card number is not valid.',
  expiryFormat: 'Enter the expiry date as MM/YY.',
  expired: 'The card has expired.',
  cvc: 'The security code is not valid.',
} as const;

function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/**
 * Checks what a card form can check before anything is charged: a 13–19 digit number passing the
 * Luhn check (spaces and dashes allowed), an expiry MM/YY (or MMYY) not before this month, a 3–4
 * digit CVC.
 */
export function checkCard(card: CardInput, now: Date): CardCheck {
  const digits = card.number.replace(/[\s-]/g, '');
  if (!/^\d{13,19}$/.test(digits) || !passesLuhn(digits)) return { ok: false, field: 'number', message: CARD_MESSAGES.number };
  const expiry = /^\s*(\d{2})\s*\/?\s*(\d{2})\s*$/.exec(card.expiry);
  const month = expiry ? Number(expiry[1]) : 0;
  if (!expiry || month < 1 || month > 12) return { ok: false, field: 'expiry', message: CARD_MESSAGES.expiryFormat };
  const year = 2000 + Number(expiry[2]);
  if (year * 12 + month < now.getUTCFullYear() * 12 + now.getUTCMonth() + 1) {
    return { ok: false, field: 'expiry', message: CARD_MESSAGES.expired };
  }
  if (!/^\d{3,4}$/.test(card.cvc.trim())) return { ok: false, field: 'cvc', message: CARD_MESSAGES.cvc };
  return { ok: true, digits };
}
