import { Messages } from '@medprep/shared';
import { DomainError } from '../../common/errors/domain-error';

export const CouponErrors = {
  noExam: () => new DomainError('invalid', 'COUPON_NO_EXAM', Messages.coupons.noExam),
  invalid: () => new DomainError('invalid', 'COUPON_INVALID', Messages.coupons.invalid),
  wrongExam: (exams: string[]) => new DomainError('invalid', 'COUPON_WRONG_EXAM', Messages.coupons.validWrongExam(exams), { exams }),
};
