import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, type Repository } from 'typeorm';
import { isUuid } from '../../common/validation/is-uuid';
import { CouponEntity } from '../coupons/entities/coupon.entity';

type CouponValues = Omit<CouponEntity, 'id'>;
export type CouponChanges = Partial<Omit<CouponEntity, 'id' | 'dateCreated' | 'redemptions'>>;

/** Coupons as the admin edits them. */
@Injectable()
export class AdminCouponsRepository {
  constructor(@InjectRepository(CouponEntity) private readonly coupons: Repository<CouponEntity>) {}

  /** Every coupon, newest first. */
  listAll(): Promise<CouponEntity[]> {
    return this.coupons.find({ order: { dateCreated: 'DESC', code: 'ASC' } });
  }

  async insert(values: CouponValues): Promise<string> {
    return (await this.coupons.save(this.coupons.create(values))).id;
  }

  async update(id: string, changes: CouponChanges): Promise<void> {
    await this.coupons.update({ id }, changes);
  }

  /** Throws the foreign-key violation when an order refers to the coupon. */
  async delete(id: string): Promise<void> {
    await this.coupons.delete({ id });
  }

  /** Null for an unknown or malformed id. */
  findById(id: string): Promise<CouponEntity | null> {
    return isUuid(id) ? this.coupons.findOne({ where: { id } }) : Promise.resolve(null);
  }

  /** The code of each coupon among `ids`, by id. */
  async codesByIds(ids: string[]): Promise<Map<string, string>> {
    const unique = [...new Set(ids)];
    if (unique.length === 0) return new Map();
    const coupons = await this.coupons.find({ where: { id: In(unique) }, select: { id: true, code: true } });
    return new Map(coupons.map((c) => [c.id, c.code]));
  }
}
