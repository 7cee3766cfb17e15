import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { EntityManager, Repository } from 'typeorm';
import { PasswordResetEntity } from './entities/password-reset.entity';

/** Password-reset links (stored by the hash of their token). */
@Injectable()
export class PasswordResetsRepository {
  constructor(@InjectRepository(PasswordResetEntity) private readonly resets: Repository<PasswordResetEntity>) {}

  async insert(userId: string, tokenHash: string, expiresAt: Date): Promise<void> {
    await this.resets.insert({ userId, tokenHash, expiresAt, usedAt: null });
  }

  findByTokenHash(tokenHash: string): Promise<PasswordResetEntity | null> {
    return this.resets.findOne({ where: { tokenHash } });
  }

  /** Uses the link in one statement: of two concurrent claims only one updates the row (true). */
  async claim(id: string, manager: EntityManager): Promise<boolean> {
    const claimed = await manager
      .createQueryBuilder()
      .update(PasswordResetEntity)
      .set({ usedAt: () => 'now()' })
      .where('id = :id AND used_at IS NULL AND expires_at > now()', { id })
      .execute();
    return claimed.affected === 1;
  }

  /** Marks every outstanding link of the user used. */
  async useAllOf(userId: string, manager: EntityManager): Promise<void> {
    await manager
      .createQueryBuilder()
      .update(PasswordResetEntity)
      .set({ usedAt: () => 'now()' })
      .where('user_id = :userId AND used_at IS NULL', { userId })
      .execute();
  }
}
