import { describe, expect, it } from 'vitest';
import { CARD_MESSAGES, checkCard } from './test-card';

const now = new Date('2026-11-21T00:00:00Z');
const good = { number: '4242 4242 4242 4242', expiry: '12/28', cvc: '123' };

describe('checkCard', () => {
  it('accepts the test card with spaces, a future expiry and a 3-digit CVC', () => {
    expect(checkCard(good, now)).toEqual({ ok: true, digits: '4242424242424242' });
  });

  it('refuses a number that fails the Luhn check or has the wrong length', () => {
    expect(checkCard({ ...good, number: '4242 4242 4242 4241' }, now)).toMatchObject({ ok: false, field: 'number', message: CARD_MESSAGES.number });
    expect(checkCard({ ...good, number: '4242' }, now)).toMatchObject({ ok: false, field: 'number' });
  });

  it('accepts an expiry in the current month and refuses last month', () => {
    expect(checkCard({ ...good, expiry: '11/26' }, now).ok).toBe(true);
    expect(checkCard({ ...good, expiry: '10/26' }, now)).toMatchObject({ ok: false, message: CARD_MESSAGES.expired });
  });

  it("accepts an expiry typed without the slash, '1229' as 12/29", () => {
    expect(checkCard({ ...good, expiry: '1229' }, now).ok).toBe(true);
    expect(checkCard({ ...good, expiry: '1026' }, now)).toMatchObject({ ok: false, message: CARD_MESSAGES.expired });
  });

  it('refuses an expiry that is not MM/YY', () => {
    for (const expiry of ['13/27', '1/27', '2027-01', '', '1327', '12290']) {
      expect(checkCard({ ...good, expiry }, now)).toMatchObject({ ok: false, field: 'expiry', message: CARD_MESSAGES.expiryFormat });
    }
  });

  it('refuses a CVC that is not 3 or 4 digits', () => {
    expect(checkCard({ ...good, cvc: '12' }, now)).toMatchObject({ ok: false, field: 'cvc' });
    expect(checkCard({ ...good, cvc: '1234' }, now).ok).toBe(true);
  });
});
