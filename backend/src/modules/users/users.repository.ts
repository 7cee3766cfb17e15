import { randomBytes } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import type { ExamDate, ProfileData, RoleValue, Settings, UserState } from '@medprep/shared';
import { type DataSource, In, type Repository } from 'typeorm';
import { UserProfileEntity } from './entities/user-profile.entity';
import { UserEntity } from './entities/user.entity';

const UNIQUE_ID_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

function newUniqueId(): string {
  const bytes = randomBytes(8);
  return `MP${[...bytes].map((b) => UNIQUE_ID_ALPHABET[b % UNIQUE_ID_ALPHABET.length]).join('')}`;
}

interface NewUser {
  email: string;
  passwordHash: string;
  firstName: string;
  surname: string;
  instance: string;
  role?: RoleValue;
}

@Injectable()
export class UsersRepository {
  constructor(
    @InjectRepository(UserEntity) private readonly users: Repository<UserEntity>,
    @InjectRepository(UserProfileEntity) private readonly profiles: Repository<UserProfileEntity>,
    @InjectDataSource() private readonly dataSource: DataSource,
  ) {}

  findById(id: string): Promise<UserEntity | null> {
    return this.users.findOne({ where: { id }, relations: { profile: true } });
  }

  findByEmail(email: string): Promise<UserEntity | null> {
    return this.users.findOne({ where: { email } });
  }

  /** The user with their password hash, for verifying a login. */
  findCredentials(email: string): Promise<Pick<UserEntity, 'id' | 'passwordHash' | 'role'> | null> {
    return this.users
      .createQueryBuilder('u')
      .select(['u.id', 'u.role'])
      .addSelect('u.passwordHash')
      .where('u.email = :email', { email })
      .getOne();
  }

  /** Creates the user and an empty profile; throws the unique violation on a taken e-mail. */
  async create(input: NewUser): Promise<UserEntity> {
    return this.dataSource.transaction(async (manager) => {
      const user = manager.create(UserEntity, {
        email: input.email,
        passwordHash: input.passwordHash,
        firstName: input.firstName,
        surname: input.surname,
        instance: input.instance,
        role: input.role ?? 'user',
        uniqueId: newUniqueId(),
        title: null,
        settings: { theme: 'light' },
        state: { onboardingModalAddressed: false, currency: 'usd' },
        examDates: [],
        stripeCustomerId: null,
      });
      await manager.insert(UserEntity, user);
      await manager.insert(UserProfileEntity, { userId: user.id, social: {} });
      return user;
    });
  }

  async updateAccount(id: string, changes: Partial<Pick<UserEntity, 'firstName' | 'surname' | 'email' | 'title'>>, manager = this.dataSource.manager) {
    if (Object.keys(changes).length > 0) await manager.update(UserEntity, { id }, changes);
  }

  async setPasswordHash(id: string, passwordHash: string, manager = this.dataSource.manager) {
    await manager.update(UserEntity, { id }, { passwordHash });
  }

  async setStripeCustomerId(id: string, stripeCustomerId: string) {
    await this.users.update({ id }, { stripeCustomerId });
  }

  /** The e-mail of each user among `ids`, by id. */
  async emailsByIds(ids: string[]): Promise<Map<string, string>> {
    const unique = [...new Set(ids)];
    if (unique.length === 0) return new Map();
    const users = await this.users.find({ where: { id: In(unique) }, select: { id: true, email: true } });
    return new Map(users.map((u) => [u.id, u.email]));
  }

  async setRole(id: string, role: RoleValue) {
    await this.users.update({ id }, { role });
  }

  /** Merges the given profile fields into the stored profile (social links merge field by field). */
  async mergeProfile(userId: string, data: ProfileData): Promise<UserProfileEntity> {
    const current = (await this.profiles.findOne({ where: { userId } })) ?? this.profiles.create({ userId, social: {} });
    const { social, ...fields } = data;
    const merged = this.profiles.merge(current, fields as Partial<UserProfileEntity>);
    if (social) merged.social = { ...current.social, ...social };
    return this.profiles.save(merged);
  }

  /** Each exam named among `refs` (by slug or by id), keyed by both, to its slug. */
  async examSlugsByRef(refs: string[]): Promise<Map<string, string>> {
    const rows: Array<{ id: string; slug: string }> = await this.dataSource.query(
      `SELECT id::text AS id, slug FROM exams WHERE slug = ANY($1::text[]) OR id::text = ANY($1::text[])`,
      [refs],
    );
    return new Map(rows.flatMap((exam) => [[exam.slug, exam.slug], [exam.id, exam.slug]] as const));
  }

  async setExamDates(id: string, examDates: ExamDate[]) {
    await this.users.update({ id }, { examDates });
  }

  async setState(id: string, state: UserState) {
    await this.users.update({ id }, { state });
  }

  /** Merges `changes` into the saved settings in one statement (two tabs saving at once both count). */
  async mergeSettings(id: string, changes: Partial<Settings>): Promise<Settings> {
    const [rows] = (await this.users.query(`UPDATE users SET settings = settings || $2::jsonb WHERE id = $1 RETURNING settings`, [
      id,
      JSON.stringify(changes),
    ])) as [{ settings: Settings }[], number];
    return rows[0].settings;
  }
}
