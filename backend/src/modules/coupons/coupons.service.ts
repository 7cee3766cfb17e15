import { Injectable } from '@nestjs/common';
import {
  COUPON_ERROR_INVALID,
  COUPON_ERROR_VALID_WRONG_EXAM,
  isCouponRedeemable,
  type ConfirmCouponResult,
} from '@medprep/shared';
import { toCoupon } from './coupon.mapper';
import { CouponsRepository } from './coupons.repository';
import { CouponErrors } from './coupons.errors';
import type { CouponEntity } from './entities/coupon.entity';

type Verdict = { ok: true; coupon: CouponEntity } | { ok: false; error: string; exams: string[] };

@Injectable()
export class CouponsService {
  constructor(private readonly repository: CouponsRepository) {}

  /** The checkout's coupon check: whether `code` can be used for the exam `examKey` (its slug). */
  async confirm(code: string, examKey: string): Promise<ConfirmCouponResult> {
    const exam = await this.repository.findActiveExam(examKey);
    if (!exam) throw CouponErrors.noExam();
    const verdict = await this.judge(code, exam.id, new Date());
    if (!verdict.ok) return { success: false, coupon: null, error: verdict.error, exams: verdict.exams };
    return { success: true, coupon: toCoupon(verdict.coupon), error: null, exams: await this.repository.examTitles(verdict.coupon.examIds ?? []) };
  }

  /** The coupon an order for `examId` may use, or the error the buyer should see. */
  async couponForOrder(code: string, examId: string, now: Date): Promise<CouponEntity> {
    const verdict = await this.judge(code, examId, now);
    if (verdict.ok) return verdict.coupon;
    throw verdict.error === COUPON_ERROR_VALID_WRONG_EXAM ? CouponErrors.wrongExam(verdict.exams) : CouponErrors.invalid();
  }

  /** The coupon an order was made with, as it is now (null once deleted). */
  findById(id: string): Promise<CouponEntity | null> {
    return this.repository.findById(id);
  }

  private async judge(code: string, examId: string, now: Date): Promise<Verdict> {
    const coupon = await this.repository.findByCode(code);
    if (!coupon || !isCouponRedeemable(coupon, now)) return { ok: false, error: COUPON_ERROR_INVALID, exams: [] };
    const limitedTo = coupon.examIds ?? [];
    if (limitedTo.length > 0 && !limitedTo.includes(examId)) {
      return { ok: false, error: COUPON_ERROR_VALID_WRONG_EXAM, exams: await this.repository.examTitles(limitedTo) };
    }
    return { ok: true, coupon };
  }
}
