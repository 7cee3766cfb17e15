import { useId, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { BlogTeasers } from '../../features/content/components/BlogTeasers';
import { FaqList } from '../../features/content/components/FaqList';
import { PartnerLogos } from '../../features/content/components/PartnerLogos';
import { Testimonials } from '../../features/content/components/Testimonials';

function Section({ title, lead, tone, children, action }: { title: string; lead?: string; tone?: 'muted'; children: ReactNode; action?: ReactNode }) {
  const id = useId();
  return (
    <section className={`section${tone ? ` section--${tone}` : ''}`} aria-labelledby={id}>
      <div className="container">
        <div className="section__head">
          <div>
            <h2 id={id} className="section__title">
              {title}
            </h2>
            {lead && <p className="section__lead">{lead}</p>}
          </div>
          {action}
        </div>
        {children}
      </div>
    </section>
  );
}

/** The home page below the exams: partners, testimonials, articles, FAQs and a closing call to action. */
export default function HomeContent() {
  return (
    <>
      <Section title="Our partner universities" lead="Students and trainees from these medical schools revise with MedPrep." tone="muted">
        <PartnerLogos />
      </Section>
      <Section title="What our users say" lead="Doctors and students on how MedPrep helped them prepare.">
        <Testimonials />
      </Section>
      <Section title="From the blog" lead="Revision advice from our clinical authors." tone="muted">
        <BlogTeasers />
      </Section>
      <Section
        title="Frequently asked questions"
        action={
          <Link className="btn btn--secondary" to="/faqs">
            All FAQs
          </Link>
        }
      >
        <FaqList limit={5} />
      </Section>
      <section className="cta-band" aria-labelledby="cta-title">
        <div className="container cta-band__inner">
          <div>
            <h2 id="cta-title" className="cta-band__title">
              Start revising today
            </h2>
            <p className="cta-band__lead">Create a free account and try one exam with a free session — no card needed.</p>
          </div>
          <div className="cta-band__actions">
            <Link className="btn btn--large btn--inverse" to="/new-auth">
              Create a free account
            </Link>
            <Link className="btn btn--large btn--ghost-inverse" to="/exams">
              Browse exams
            </Link>
          </div>
        </div>
      </section>
    </>
  );
}
