import { Injectable } from '@nestjs/common';
import { CONTENT_PAGE_SIZE, type ContactInput, type ContentListInput } from '@medprep/shared';
import { DomainError } from '../../common/errors/domain-error';
import { AttemptLimiter } from '../auth/attempt-limiter';
import { ContentRepository, type Page } from './content.repository';

/** Contact form messages allowed per address per hour: enough for a person, not for a spammer. */
const CONTACT_LIMIT = { perIp: 5, windowSeconds: 3600 };

@Injectable()
export class ContentService {
  constructor(
    private readonly content: ContentRepository,
    private readonly limiter: AttemptLimiter,
  ) {}

  partners() {
    return this.content.partners();
  }

  testimonials(input: ContentListInput) {
    return this.list(input, (page) => this.content.testimonials(page));
  }

  blog(input: ContentListInput) {
    return this.list(input, (page) => this.content.blog(page));
  }

  faqs(input: ContentListInput) {
    return this.list(input, (page) => this.content.faqs(page));
  }

  async blogPost(slug: string) {
    const post = await this.content.blogPost(slug);
    if (!post) throw new DomainError('not_found', 'POST_NOT_FOUND', 'We could not find that article.');
    return post;
  }

  async contact(input: ContactInput, ip: string, userId: string | null): Promise<{ ok: true; message: string }> {
    const limit = { key: `ratelimit:{contact:${ip}}`, max: CONTACT_LIMIT.perIp, windowSeconds: CONTACT_LIMIT.windowSeconds };
    if (!(await this.limiter.consume(limit))) {
      throw new DomainError('rate_limited', 'TOO_MANY_MESSAGES', 'You have sent several messages already. Please wait an hour or e-mail us directly.', { retryAfterSeconds: CONTACT_LIMIT.windowSeconds });
    }
    await this.content.saveContactMessage({ ...input, userId });
    return { ok: true, message: 'Thank you: we have your message and will reply within two working days.' };
  }

  /** The product's list shape: records, total, limit (10), sort 'date', order 'desc', page (1). */
  private async list<T>(input: ContentListInput, load: (page: Page) => Promise<{ records: T[]; total: number }>) {
    const page = input?.page ?? 1;
    const limit = input?.limit ?? CONTENT_PAGE_SIZE;
    const order = input?.order ?? 'desc';
    const { records, total } = await load({ limit, offset: (page - 1) * limit, order });
    return { records, total, limit, sort: 'date' as const, order, page };
  }
}
