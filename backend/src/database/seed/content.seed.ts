import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { EntityManager } from 'typeorm';
import { REPO_ROOT } from '../../config/paths';

const CONTENT_DIR = join(REPO_ROOT, 'backend', 'seed-data', 'content');
const read = <T>(file: string): T[] => JSON.parse(readFileSync(join(CONTENT_DIR, file), 'utf8')) as T[];

/**
 * The site's placeholder marketing content (partners, testimonials, blog, FAQs). It follows the
 * repository: rows are inserted or updated by id on every start.
 */
export async function seedContent(manager: EntityManager): Promise<void> {
  for (const p of read<{ id: string; name: string; image: string; link: string | null; sortOrder: number }>('partners.json')) {
    await manager.query(
      `INSERT INTO partners (id, name, image, link, sort_order) VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (id) DO UPDATE SET name = $2, image = $3, link = $4, sort_order = $5`,
      [p.id, p.name, p.image, p.link, p.sortOrder],
    );
  }
  for (const t of read<{ id: string; name: string; position: string; affiliation: string; testimonial: string; image: string | null; date: string }>('testimonials.json')) {
    await manager.query(
      `INSERT INTO testimonials (id, name, position, affiliation, testimonial, image, date) VALUES ($1, $2, $3, $4, $5, $6, $7)
       ON CONFLICT (id) DO UPDATE SET name = $2, position = $3, affiliation = $4, testimonial = $5, image = $6, date = $7`,
      [t.id, t.name, t.position, t.affiliation, t.testimonial, t.image, t.date],
    );
  }
  for (const b of read<{ id: string; slug: string; title: string; excerpt: string; body: string; image: string | null; author: string; date: string }>('blog.json')) {
    await manager.query(
      `INSERT INTO blog_posts (id, slug, title, excerpt, body, image, author, date) VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
       ON CONFLICT (id) DO UPDATE SET slug = $2, title = $3, excerpt = $4, body = $5, image = $6, author = $7, date = $8`,
      [b.id, b.slug, b.title, b.excerpt, b.body, b.image, b.author, b.date],
    );
  }
  const faqs = read<{ id: string; question: string; answer: string; category: string }>('faqs.json');
  for (const [index, f] of faqs.entries()) {
    // Newest first is the product's order: the file's first FAQ gets the latest date.
    const date = new Date(Date.UTC(2026, 6, 1) - index * 86_400_000).toISOString();
    await manager.query(
      `INSERT INTO faqs (id, question, answer, category, sort_order, date) VALUES ($1, $2, $3, $4, $5, $6)
       ON CONFLICT (id) DO UPDATE SET question = $2, answer = $3, category = $4, sort_order = $5, date = $6`,
      [f.id, f.question, f.answer, f.category, index, date],
    );
  }
}
