import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import { UsersRepository } from '../users/users.repository';
import { PasswordHasher } from './password-hasher';

/** With ADMIN_EMAIL and ADMIN_PASSWORD set, makes sure that account exists and is an admin. */
@Injectable()
export class AdminAccountSeeder implements OnApplicationBootstrap {
  private readonly logger = new Logger('AdminAccountSeeder');

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly users: UsersRepository,
    private readonly hasher: PasswordHasher,
  ) {}

  async onApplicationBootstrap() {
    const admin = this.config.admin;
    if (!admin) return;
    const existing = await this.users.findByEmail(admin.email);
    if (existing) {
      if (existing.role !== 'admin') await this.users.setRole(existing.id, 'admin');
      return;
    }
    try {
      await this.users.create({
        email: admin.email,
        passwordHash: await this.hasher.hash(admin.password),
        firstName: 'MedPrep',
        surname: 'Admin',
        instance: this.config.instanceCode,
        role: 'admin',
      });
      this.logger.log(`Created the admin account ${admin.email}`);
    } catch (error) {
      // Another instance created it at the same moment.
      if (!(await this.users.findByEmail(admin.email))) throw error;
    }
  }
}
