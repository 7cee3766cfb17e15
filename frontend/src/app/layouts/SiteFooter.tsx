import { Link } from 'react-router-dom';
import { Brand } from './Brand';

const COLUMNS = [
  {
    title: 'Exams',
    links: [
      { to: '/exams', label: 'All exams' },
      { to: '/new-auth', label: 'Start a free trial' },
    ],
  },
  {
    title: 'MedPrep',
    links: [
      { to: '/', label: 'Home' },
      { to: '/faqs', label: 'FAQs' },
      { to: '/contact-us', label: 'Contact us' },
    ],
  },
] as const;

export function SiteFooter() {
  return (
    <footer className="site-footer">
      <div className="container site-footer__inner">
        <div className="site-footer__about">
          <Brand asLink={false} />
          <p>Question banks, timed mock sessions and peer comparison for UK medical exams — from medical school to membership.</p>
        </div>
        <nav aria-label="Footer" className="site-footer__nav">
          {COLUMNS.map((column) => (
            <div key={column.title} className="site-footer__column">
              <p className="site-footer__heading">{column.title}</p>
              <ul className="site-footer__links">
                {column.links.map((link) => (
                  <li key={link.to}>
                    <Link to={link.to}>{link.label}</Link>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </nav>
      </div>
      <div className="container site-footer__bottom">
        <p>© {new Date().getFullYear()} MedPrep. Sample questions for revision; always check current clinical guidance.</p>
      </div>
    </footer>
  );
}
