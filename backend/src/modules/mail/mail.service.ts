import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Inject, Injectable, Logger } from '@nestjs/common';
import nodemailer, { type Transporter } from 'nodemailer';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import { REPO_ROOT } from '../../config/paths';

interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** The message's one action link; logged in development-outbox mode outside production only, never with SMTP. */
  link?: string;
}

/**
 * Sends mail over SMTP when SMTP_URL is set; otherwise writes each message to a development outbox
 * (`var/outbox/*.eml`) and logs that it did, so links can be followed locally and read by tests.
 */
@Injectable()
export class MailService {
  private readonly logger = new Logger('Mail');
  private readonly transport: Transporter;
  private readonly outboxDir: string | null;

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {
    if (config.smtpUrl) {
      this.transport = nodemailer.createTransport(config.smtpUrl);
      this.outboxDir = null;
    } else {
      this.transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
      this.outboxDir = config.outboxDir ?? join(REPO_ROOT, 'var', 'outbox');
    }
  }

  async send(message: MailMessage): Promise<void> {
    const { link, ...mail } = message;
    const info = await this.transport.sendMail({ from: this.config.mailFrom, ...mail });
    if (this.outboxDir) {
      await mkdir(this.outboxDir, { recursive: true });
      const file = join(this.outboxDir, `${Date.now()}-${info.messageId.replace(/[^a-zA-Z0-9.-]/g, '')}.eml`);
      await writeFile(file, (info as unknown as { message: Buffer }).message);
      // The link carries a secret (a reset token): handy in a development log, never in production's.
      const shown = link && !this.config.production ? ` link: ${link}` : '';
      this.logger.log(`Mail to the development outbox: "${message.subject}" (${file})${shown}`);
    }
  }
}
