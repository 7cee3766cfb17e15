import { Injectable, Logger } from '@nestjs/common';
import {
  fromMinorUnits,
  HISTORY_PAGE_SIZE,
  percentage,
  sessionClock,
  type DeleteAccountInput,
  type Receipt,
  type SessionHistory,
  type SessionHistoryInput,
} from '@medprep/shared';
import { BackgroundTasks } from '../../common/background/background-tasks';
import { ChangeFeed } from '../../database/change-feed/change-feed';
import { UnitOfWork } from '../../database/unit-of-work';
import { RedisKeys } from '../../redis/keys';
import { CurrentPasswordCheck } from '../auth/current-password-check';
import { LiveEvents } from '../live/live-events.service';
import { MailService } from '../mail/mail.service';
import { OrderHistoryRepository, type OrderHistoryRow } from '../payments/order-history.repository';
import { PerformanceCountersRepository } from '../performance/performance-counters.repository';
import { SessionHistoryRepository } from '../sessions/session-history.repository';
import { SessionsService } from '../sessions/sessions.service';
import { UsersRepository } from '../users/users.repository';
import { UserErrors } from '../users/users.errors';
import { AccountErrors } from './account.errors';
import { PersonalDataRepository } from './personal-data.repository';

/** Who asks, from where: a wrong password counts against the account from that address. */
export interface AccountCaller {
  userId: string;
  ip: string | null;
}

/** The only card the local gateway takes (a paid local order with an amount was charged to it). */
const LOCAL_TEST_CARD = { brand: 'Visa', last4: '4242' };

/** What an account keeps on record for its owner (sessions, orders, receipts, an export) and its deletion. */
@Injectable()
export class AccountService {
  private readonly logger = new Logger('Account');

  constructor(
    private readonly sessions: SessionHistoryRepository,
    private readonly orders: OrderHistoryRepository,
    private readonly personalData: PersonalDataRepository,
    private readonly users: UsersRepository,
    private readonly currentPassword: CurrentPasswordCheck,
    private readonly counters: PerformanceCountersRepository,
    private readonly unitOfWork: UnitOfWork,
    private readonly changes: ChangeFeed,
    private readonly mail: MailService,
    private readonly background: BackgroundTasks,
    private readonly live: LiveEvents,
    private readonly practice: SessionsService,
  ) {}

  /** The user's sessions, newest first, a page at a time; a session not ended yet is running. */
  async history(userId: string, input: SessionHistoryInput, now = new Date()): Promise<SessionHistory> {
    const limit = input.limit ?? HISTORY_PAGE_SIZE;
    const rows = await this.sessions.page(userId, input.cursor ?? null, limit + 1);
    const page = rows.slice(0, limit);
    const last = page.at(-1);
    return {
      sessions: page.map((row) => {
        const elapsed = sessionClock(row.started_at, row.time_limit_ms, row.ended_at ?? now).elapsedMs;
        return {
          sessionId: row.id,
          examSlug: row.exam_slug,
          examTitle: row.exam_title,
          mode: row.mode,
          startedAt: row.started_at,
          endedAt: row.ended_at,
          running: row.ended_at === null,
          questions: row.questions,
          answered: row.answered,
          correct: row.correct,
          percentCorrect: percentage(row.marks, row.max_marks),
          timeSpentMs: row.time_limit_ms !== null ? Math.min(elapsed, row.time_limit_ms) : elapsed,
        };
      }),
      nextCursor: rows.length > limit && last ? { startedAt: last.started_at, sessionId: last.id } : null,
    };
  }

  async orderList(userId: string) {
    const rows = await this.orders.listOf(userId);
    return {
      orders: rows.map((row) => ({
        orderId: row.id,
        examSlug: row.exam_slug,
        examTitle: row.exam_title,
        checkoutType: row.checkout_type,
        periodMonths: row.period_months,
        currency: row.currency,
        amount: fromMinorUnits(row.amount_minor),
        status: row.status,
        createdAt: row.created_at,
        paidAt: row.paid_at,
      })),
    };
  }

  /** The receipt of one of the user's paid orders; any other order is not found. */
  async receipt(userId: string, orderId: string): Promise<Receipt> {
    const [order, user] = await Promise.all([this.orders.findOwned(userId, orderId), this.users.findById(userId)]);
    if (!order || order.status !== 'paid' || !order.paid_at) throw AccountErrors.receiptNotFound();
    if (!user) throw UserErrors.notFound();
    return {
      orderId: order.id,
      examTitle: order.exam_title,
      checkoutType: order.checkout_type,
      periodMonths: order.period_months,
      currency: order.currency,
      listPrice: fromMinorUnits(order.list_price_minor),
      discount: fromMinorUnits(order.discount_minor),
      amount: fromMinorUnits(order.amount_minor),
      paidAt: order.paid_at,
      card: cardOf(order),
      buyer: { name: [user.title, user.firstName, user.surname].filter(Boolean).join(' '), email: user.email },
    };
  }

  /** Everything stored about the user, as one JSON document. */
  async exportData(userId: string, now = new Date()) {
    const data = await this.personalData.exportOf(userId);
    if (data.users.length === 0) throw UserErrors.notFound();
    return { exportedAt: now.toISOString(), format: 'medprep-personal-data/1', ...data };
  }

  /**
   * Deletes the account once its password is given again (a wrong one counts as a failed sign-in).
   * Personal data goes; answers stay, detached, in the peer figures; orders stay, detached, for the
   * accounts. Every session of the user ends first, as its own end would (a running paper's answers
   * that stand reach the peer figures now, as a rebuild would count them). The user's own counters
   * go from Redis after the reply; the exam-wide ones keep the answers, which remain.
   */
  async deleteAccount(caller: AccountCaller, input: DeleteAccountInput): Promise<void> {
    const user = await this.users.findById(caller.userId);
    if (!user) throw UserErrors.notFound();
    await this.currentPassword.assert(user.email, input.password, caller.ip);
    await this.practice.endAllOf(caller.userId);
    const erased = await this.unitOfWork.run((manager) => this.personalData.erase(caller.userId, manager));
    if (!erased) throw UserErrors.notFound();
    this.changes.changed(caller.userId);
    this.live.revokedSessions(caller.userId);
    this.logger.log({ event: 'account.deleted', userId: caller.userId }, 'Account deleted');
    this.background.run('deleted account counters', async () => {
      await this.counters.deleteMatching([`${RedisKeys.userPrefix(caller.userId)}*`]);
    });
    this.background.run('account deletion notice', () =>
      this.mail.send({
        to: user.email,
        subject: 'Your MedPrep account was deleted',
        text: `Hello ${user.firstName},\n\nYour MedPrep account and the personal data it held were deleted, and every device was signed out. Your past answers remain only as anonymous figures, and records of payments are kept for our accounts without your name or e-mail address.\n\nIf you did not do this, contact us at once.\n\nMedPrep`,
      }),
    );
  }
}

function cardOf(order: OrderHistoryRow): Receipt['card'] {
  // Stripe's card details are not stored with the order, so its receipts name no card.
  return order.provider === 'local' && order.amount_minor > 0 ? LOCAL_TEST_CARD : null;
}
