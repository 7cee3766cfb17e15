import type { Coupon } from '@medprep/shared';
import type { CouponEntity } from './entities/coupon.entity';

export function toCoupon(entity: CouponEntity): Coupon {
  return {
    id: entity.id,
    code: entity.code,
    active: entity.active,
    dateCreated: entity.dateCreated,
    dateExpiry: entity.dateExpiry,
    description: entity.description,
    effect: entity.effect,
    value: entity.value,
    organisation: entity.organisation,
  };
}
