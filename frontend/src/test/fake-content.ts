import type { BlogTeaser, Faq, Partner, Testimonial } from '@medprep/shared';
import { vi } from 'vitest';
import type { TrpcClient } from '../lib/trpc';

export const PARTNERS: Partner[] = Array.from({ length: 16 }, (_, i) => ({
  id: `partner-${i + 1}`,
  name: `University ${i + 1} School of Medicine`,
  image: `/images/partners/p${i + 1}.svg`,
  link: i % 2 === 0 ? `https://example.ac.uk/${i + 1}` : null,
}));

export const TESTIMONIALS: Testimonial[] = [
  {
    id: 't-1',
    name: 'Dr Amara Okoye',
    position: 'Core Medical Trainee (CT2)',
    affiliation: 'Northbridge Teaching Hospitals',
    testimonial: 'The explanations for every option made the difference.',
    image: '/images/people/t-amara.svg',
    date: new Date('2026-10-12'),
  },
  {
    id: 't-2',
    name: 'Tomasz Nowak',
    position: 'Final-year medical student',
    affiliation: 'Westmoor Medical School',
    testimonial: 'Timed sessions got me used to the pace of the real paper.',
    image: null,
    date: new Date('2026-09-01'),
  },
];

export const BLOG: BlogTeaser[] = [
  {
    id: 'b-1',
    slug: 'mrcp-part-1-timing',
    title: 'MRCP Part 1: practising at 108 seconds a question',
    excerpt: 'How to pace yourself.',
    image: null,
    author: 'MedPrep team',
    date: new Date('2026-10-01'),
  },
];

export const FAQS: Faq[] = [
  { id: 'f-1', question: 'Is there a free trial?', answer: 'Yes, one free session.', category: 'Getting started', date: new Date('2026-10-01') },
  { id: 'f-2', question: 'Can I cancel?', answer: 'Access simply ends.', category: 'Subscriptions', date: new Date('2026-09-01') },
];

const page = <T>(records: T[]) => ({ records, total: records.length, limit: 10, sort: 'date' as const, order: 'desc' as const, page: 1 });

/** Adds the content.* procedures (as spies) to a fake client. */
export function withContent(client: TrpcClient, overrides: Partial<Record<'partners' | 'testimonials' | 'blog' | 'faqs', () => Promise<unknown>>> = {}) {
  const content = {
    partners: { query: vi.fn(overrides.partners ?? (async () => PARTNERS)) },
    testimonials: { query: vi.fn(overrides.testimonials ?? (async () => page(TESTIMONIALS))) },
    blog: { query: vi.fn(overrides.blog ?? (async () => page(BLOG))) },
    blogPost: { query: vi.fn(async ({ slug }: { slug: string }) => ({ ...BLOG[0], slug, body: 'First paragraph.\n\nSecond paragraph.' })) },
    faqs: { query: vi.fn(overrides.faqs ?? (async () => page(FAQS))) },
  };
  (client as unknown as { content: typeof content }).content = content;
  return { client, content };
}

/** IntersectionObserver stand-in that reports every observed element as visible at once. */
export function installVisibleIntersectionObserver() {
  class VisibleObserver {
    constructor(private readonly callback: IntersectionObserverCallback) {}
    observe(target: Element) {
      this.callback([{ isIntersecting: true, target } as IntersectionObserverEntry], this as unknown as IntersectionObserver);
    }
    unobserve() {}
    disconnect() {}
    takeRecords() {
      return [];
    }
  }
  vi.stubGlobal('IntersectionObserver', VisibleObserver);
}
