import { describe, expect, it } from 'vitest';
import { Messages } from './messages';

describe('Messages', () => {
  it('names the exams a coupon is restricted to', () => {
    expect(Messages.coupons.validWrongExam(['MRCP Part 1', 'MSRA'])).toBe(
      'This coupon is valid, but only for: MRCP Part 1, MSRA. Please choose one of those exams to use it.',
    );
  });

  it("falls back to 'specific exams' when the restriction names no exam", () => {
    const expected =
      'This coupon is valid, but only for: specific exams. Please choose one of those exams to use it.';
    expect(Messages.coupons.validWrongExam([])).toBe(expected);
    expect(Messages.coupons.validWrongExam()).toBe(expected);
    expect(Messages.coupons.validWrongExam(['  ', ''])).toBe(expected);
  });

  it('carries the spec strings for coupons, session, HTTP and RPC verbatim', () => {
    expect(Messages.coupons.invalid).toBe('Coupon invalid or expired.');
    expect(Messages.coupons.notApplicable('limit reached')).toBe('Coupon not applicable: limit reached');
    expect(Messages.coupons.noExam).toBe(
      'Unable to determine the exam for coupon validation. Please select an exam first.',
    );
    expect(Messages.coupons.noCode).toBe('No coupon code provided.');
    expect(Messages.session.refreshFailed(503)).toBe('Auth refresh failed: 503');
    expect(Messages.http.status(418)).toBe('HTTP error! status: 418');
    expect(Messages.http.authenticationFailed).toBe('Authentication failed - redirecting to login');
    expect(Messages.pages.notFoundAt('/nowhere')).toBe('Page Not Found: /nowhere');
    expect(Messages.rpc.inputTooBig).toBe('Input is too big for a single dispatch');
  });

  it('keeps the product and exam strings the backend already relies on', () => {
    expect(Messages.products.noVariants).toBe('no product variants returned');
    expect(Messages.products.noExamId).toBe('no examID');
    expect(Messages.exams.notFound).toBe('Exam not found');
    expect(Messages.http.notFound).toBe('Not found');
  });
});
