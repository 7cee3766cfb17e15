import { Module } from '@nestjs/common';
import { UnitOfWork } from '../../database/unit-of-work';
import { MailModule } from '../mail/mail.module';
import { OrderHistoryRepository } from '../payments/order-history.repository';
import { PerformanceModule } from '../performance/performance.module';
import { SessionHistoryRepository } from '../sessions/session-history.repository';
import { SessionsModule } from '../sessions/sessions.module';
import { UsersModule } from '../users/users.module';
import { AccountController } from './account.controller';
import { AccountRouter } from './account.router';
import { AccountService } from './account.service';
import { PersonalDataRepository } from './personal-data.repository';

/** An account's records (sessions, orders, receipts), its data export and its deletion. */
@Module({
  imports: [UsersModule, PerformanceModule, MailModule, SessionsModule],
  controllers: [AccountController],
  providers: [UnitOfWork, SessionHistoryRepository, OrderHistoryRepository, PersonalDataRepository, AccountService, AccountRouter],
})
export class AccountModule {}
