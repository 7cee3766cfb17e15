import { Injectable } from '@nestjs/common';
import { type CouponEffect, normaliseCouponCode } from '@medprep/shared';
import { isForeignKeyViolation } from '../../common/errors/database-errors';
import type { CouponEntity } from '../coupons/entities/coupon.entity';
import { AdminCouponsRepository, type CouponChanges } from './admin-coupons.repository';
import { AdminExamsRepository } from './admin-exams.repository';
import { guardedWrite } from './admin-persistence';
import { AdminErrors } from './admin.errors';
import { toAdminCoupon } from './admin.mappers';
import type { AdminCouponDeletionDto, AdminCouponDto, CreateCouponDto, UpdateCouponDto } from './dto/admin-coupon.dto';

/** As the database's ck_coupons_code allows. */
const COUPON_CODE_MAX_LENGTH = 64;

@Injectable()
export class AdminCouponsService {
  constructor(
    private readonly coupons: AdminCouponsRepository,
    private readonly exams: AdminExamsRepository,
  ) {}

  /** Every coupon, newest first. */
  async list(): Promise<AdminCouponDto[]> {
    const coupons = await this.coupons.listAll();
    const slugs = await this.exams.slugsByIds(coupons.flatMap((c) => c.examIds ?? []));
    return coupons.map((coupon) => toAdminCoupon(coupon, slugs));
  }

  async create(input: CreateCouponDto): Promise<AdminCouponDto> {
    const code = this.normaliseCode(input.code);
    assertValueFits(input.effect, input.value);
    const examIds = await this.examIdsForSlugs(input.examSlugs);
    const id = await guardedWrite(
      () =>
        this.coupons.insert({
          code,
          description: input.description ?? '',
          effect: input.effect,
          value: input.value,
          active: input.active ?? true,
          dateCreated: new Date(),
          dateExpiry: input.dateExpiry ? new Date(input.dateExpiry) : null,
          organisation: input.organisation ?? null,
          examIds,
          maxRedemptions: input.maxRedemptions ?? null,
          redemptions: 0,
        }),
      { uq_coupons_code: () => AdminErrors.couponCodeTaken(code) },
    );
    return this.present(await this.load(id));
  }

  async update(id: string, input: UpdateCouponDto): Promise<AdminCouponDto> {
    const coupon = await this.load(id);
    const changes: CouponChanges = {};
    if (input.code !== undefined) changes.code = this.normaliseCode(input.code);
    if (input.description !== undefined) changes.description = input.description;
    if (input.effect !== undefined) changes.effect = input.effect;
    if (input.value !== undefined) changes.value = input.value;
    if (input.active !== undefined) changes.active = input.active;
    if (input.dateExpiry !== undefined) changes.dateExpiry = input.dateExpiry === null ? null : new Date(input.dateExpiry);
    if (input.organisation !== undefined) changes.organisation = input.organisation;
    if (input.examSlugs !== undefined) changes.examIds = await this.examIdsForSlugs(input.examSlugs);
    if (input.maxRedemptions !== undefined) changes.maxRedemptions = input.maxRedemptions;
    assertValueFits(changes.effect ?? coupon.effect, changes.value ?? coupon.value);
    if (Object.keys(changes).length > 0) {
      await guardedWrite(() => this.coupons.update(id, changes), {
        uq_coupons_code: () => AdminErrors.couponCodeTaken(changes.code ?? coupon.code),
      });
    }
    return this.present(await this.load(id));
  }

  /** A coupon nobody has used is deleted; a used one (or one a pending order holds) is deactivated, so orders keep it. */
  async remove(id: string): Promise<AdminCouponDeletionDto> {
    const coupon = await this.load(id);
    if (coupon.redemptions === 0) {
      try {
        await this.coupons.delete(id);
        return { id, outcome: 'deleted' };
      } catch (error) {
        if (!isForeignKeyViolation(error)) throw error;
      }
    }
    await this.coupons.update(id, { active: false });
    return { id, outcome: 'deactivated' };
  }

  private normaliseCode(raw: string): string {
    const result = normaliseCouponCode(raw);
    if (!result.ok) throw AdminErrors.couponCodeMissing();
    if (result.code.length > COUPON_CODE_MAX_LENGTH) throw AdminErrors.couponCodeTooLong(COUPON_CODE_MAX_LENGTH);
    return result.code;
  }

  /** The ids of the named exams, in the order given; none named: null (every exam). */
  private async examIdsForSlugs(slugs: string[] | null | undefined): Promise<string[] | null> {
    const wanted = [...new Set(slugs ?? [])];
    if (wanted.length === 0) return null;
    const idBySlug = await this.exams.idsBySlugs(wanted);
    const unknown = wanted.filter((slug) => !idBySlug.has(slug));
    if (unknown.length > 0) throw AdminErrors.unknownExamSlugs(unknown);
    return wanted.map((slug) => idBySlug.get(slug)!);
  }

  private async present(coupon: CouponEntity): Promise<AdminCouponDto> {
    return toAdminCoupon(coupon, await this.exams.slugsByIds(coupon.examIds ?? []));
  }

  private async load(id: string): Promise<CouponEntity> {
    const coupon = await this.coupons.findById(id);
    if (!coupon) throw AdminErrors.couponNotFound(id);
    return coupon;
  }
}

function assertValueFits(effect: CouponEffect, value: number) {
  if (effect === 'percent' && (value < 0 || value > 100)) throw AdminErrors.percentOutOfRange(value);
}
