import { Link } from 'react-router-dom';
import { PageTitle } from '../../components/ui/PageTitle';
import { FaqList } from '../../features/content/components/FaqList';

export function FaqsPage() {
  return (
    <>
      <PageTitle title="FAQs" />
      <header className="page-hero">
        <div className="container">
          <p className="page__eyebrow">Help</p>
          <h1 className="page__title">Frequently asked questions</h1>
          <p className="page__lead">Trials, subscriptions, practice sessions and our questions, answered.</p>
        </div>
      </header>
      <div className="container page page--after-hero page--readable">
        <FaqList grouped />
        <aside className="help-card">
          <h2 className="help-card__title">Still have a question?</h2>
          <p>Our team answers every message, usually within two working days.</p>
          <Link className="btn btn--primary" to="/contact-us">
            Contact us
          </Link>
        </aside>
      </div>
    </>
  );
}
