import { Link } from 'react-router-dom';
import { PageTitle } from '../../components/ui/PageTitle';
import { ContactForm } from '../../features/contact/components/ContactForm';

export function ContactPage() {
  return (
    <>
      <PageTitle title="Contact us" />
      <header className="page-hero">
        <div className="container">
          <p className="page__eyebrow">Support</p>
          <h1 className="page__title">Contact us</h1>
          <p className="page__lead">Questions about an exam, your account or a payment? Send us a message and we will get back to you.</p>
        </div>
      </header>
      <div className="container page page--after-hero contact-layout">
        <ContactForm />
        <aside className="contact-aside" aria-labelledby="contact-aside-title">
          <h2 id="contact-aside-title" className="contact-aside__title">
            Before you write
          </h2>
          <ul className="contact-aside__list">
            <li>
              Many answers are in our <Link to="/faqs">frequently asked questions</Link>.
            </li>
            <li>For a question about a specific item, use “Report a problem” on the question itself: it reaches the author directly.</li>
            <li>We reply within two working days, Monday to Friday.</li>
          </ul>
        </aside>
      </div>
    </>
  );
}
