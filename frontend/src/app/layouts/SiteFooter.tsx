import { Link } from 'react-router-dom';

export function SiteFooter() {
  return (
    <footer className="site-footer">
      <div className="container site-footer__inner">
        <p>
          <strong>MedPrep</strong> — question banks and timed practice for UK medical exams.
        </p>
        <nav aria-label="Footer">
          <ul className="site-footer__links">
            <li>
              <Link to="/exams">Exams</Link>
            </li>
            <li>
              <Link to="/faqs">FAQs</Link>
            </li>
            <li>
              <Link to="/contact-us">Contact us</Link>
            </li>
          </ul>
        </nav>
        <p className="site-footer__legal">© {new Date().getFullYear()} MedPrep</p>
      </div>
    </footer>
  );
}
