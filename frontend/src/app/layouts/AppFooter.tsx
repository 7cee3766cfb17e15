import { useEffect, useId, useState } from 'react';
import { Link } from 'react-router-dom';

const STORAGE_KEY = 'medprep.appFooter';

function initiallyOpen(): boolean {
  try {
    return window.localStorage.getItem(STORAGE_KEY) !== 'closed';
  } catch {
    return true;
  }
}

/** The dashboard and session footer; the toggle collapses it to one line and the choice is remembered. */
export function AppFooter() {
  const [open, setOpen] = useState(initiallyOpen);
  const id = useId();

  useEffect(() => {
    try {
      window.localStorage.setItem(STORAGE_KEY, open ? 'open' : 'closed');
    } catch {
      // Private browsing without storage: the footer just forgets.
    }
  }, [open]);

  return (
    <footer className={open ? 'app-footer' : 'app-footer app-footer--collapsed'}>
      <div className="app-footer__bar">
        <p className="app-footer__legal">© {new Date().getFullYear()} MedPrep</p>
        <button type="button" className="app-footer__toggle" aria-expanded={open} aria-controls={id} onClick={() => setOpen((value) => !value)}>
          {open ? 'Hide footer' : 'Show footer'}
          <span aria-hidden="true" className="app-footer__chevron" />
        </button>
      </div>
      <div id={id} className="app-footer__content" hidden={!open}>
        <nav aria-label="Help and information">
          <ul className="app-footer__links">
            <li>
              <Link to="/exams">All exams</Link>
            </li>
            <li>
              <Link to="/faqs">FAQs</Link>
            </li>
            <li>
              <Link to="/contact-us">Contact us</Link>
            </li>
          </ul>
        </nav>
        <p className="app-footer__note">Sample questions for revision; always check current clinical guidance.</p>
      </div>
    </footer>
  );
}
