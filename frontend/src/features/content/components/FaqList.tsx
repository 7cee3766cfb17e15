import { useMemo } from 'react';
import type { Faq } from '@medprep/shared';
import { useContent } from '../hooks/useContent';
import { ContentState } from './ContentState';

export interface FaqListProps {
  /** Show only the first n questions (the home page), or all of them grouped by category. */
  limit?: number;
  /** Heading level of the category titles when grouped. */
  grouped?: boolean;
}

function byCategory(faqs: readonly Faq[]) {
  const groups = new Map<string, Faq[]>();
  for (const faq of faqs) groups.set(faq.category, [...(groups.get(faq.category) ?? []), faq]);
  return [...groups];
}

function FaqItems({ faqs }: { faqs: readonly Faq[] }) {
  return (
    <div className="faq-list">
      {faqs.map((faq) => (
        <details key={faq.id} className="faq">
          <summary className="faq__question">{faq.question}</summary>
          <div className="faq__answer">
            <p>{faq.answer}</p>
          </div>
        </details>
      ))}
    </div>
  );
}

/** Questions as disclosure widgets (native details/summary: keyboard and screen readers for free). */
export function FaqList({ limit, grouped = false }: FaqListProps) {
  const { status, records, retry } = useContent('faqs');
  const shown = useMemo(() => (limit ? records.slice(0, limit) : records), [records, limit]);
  const skeleton = (
    <div className="faq-list" aria-hidden="true">
      {Array.from({ length: limit ?? 6 }, (_, index) => (
        <div key={index} className="faq faq--skeleton" />
      ))}
    </div>
  );
  return (
    <ContentState status={status} count={shown.length} what="the questions" onRetry={retry} skeleton={skeleton}>
      {grouped ? (
        byCategory(shown).map(([category, faqs]) => (
          <section key={category} className="faq-group" aria-label={category}>
            <h2 className="faq-group__title">{category}</h2>
            <FaqItems faqs={faqs} />
          </section>
        ))
      ) : (
        <FaqItems faqs={shown} />
      )}
    </ContentState>
  );
}
