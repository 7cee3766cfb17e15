import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { BlogTeaser, Faq, Partner, Testimonial } from '@medprep/shared';
import type { DataSource } from 'typeorm';

export interface Page {
  limit: number;
  offset: number;
  order: 'asc' | 'desc';
}

@Injectable()
export class ContentRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  partners(): Promise<Partner[]> {
    return this.db.query(`SELECT id, name, image, link FROM partners ORDER BY sort_order, name`);
  }

  async testimonials(page: Page): Promise<{ records: Testimonial[]; total: number }> {
    return this.page(`SELECT id, name, position, affiliation, testimonial, image, date FROM testimonials`, `SELECT count(*)::int AS n FROM testimonials`, page);
  }

  async blog(page: Page): Promise<{ records: BlogTeaser[]; total: number }> {
    return this.page(
      `SELECT id, slug, title, excerpt, image, author, date FROM blog_posts WHERE status = 'published'`,
      `SELECT count(*)::int AS n FROM blog_posts WHERE status = 'published'`,
      page,
    );
  }

  async faqs(page: Page): Promise<{ records: Faq[]; total: number }> {
    return this.page(`SELECT id, question, answer, category, date FROM faqs`, `SELECT count(*)::int AS n FROM faqs`, page);
  }

  async blogPost(slug: string) {
    const [row] = await this.db.query(
      `SELECT id, slug, title, excerpt, body, image, author, date FROM blog_posts WHERE slug = $1 AND status = 'published'`,
      [slug],
    );
    return row ?? null;
  }

  async saveContactMessage(message: { name: string; email: string; subject: string; message: string; userId: string | null }): Promise<string> {
    const [row] = await this.db.query(
      `INSERT INTO contact_messages (name, email, subject, message, user_id) VALUES ($1, $2, $3, $4, $5) RETURNING id`,
      [message.name, message.email, message.subject, message.message, message.userId],
    );
    return row.id;
  }

  private async page<T>(select: string, count: string, page: Page): Promise<{ records: T[]; total: number }> {
    const [records, [{ n }]] = await Promise.all([
      this.db.query(`${select} ORDER BY date ${page.order === 'asc' ? 'ASC' : 'DESC'}, id LIMIT $1 OFFSET $2`, [page.limit, page.offset]),
      this.db.query(count),
    ]);
    return { records, total: n };
  }
}
