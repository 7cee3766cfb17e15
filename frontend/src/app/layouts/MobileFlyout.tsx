import { useEffect, useId, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { DashboardNav, UserCard } from './DashboardNav';

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * The dashboard menu on small screens: a button (aria-expanded) opening a flyout panel with the
 * navigation. While open, Tab stays inside it; Escape, the close button, the backdrop or following
 * a link close it, and focus goes back to the button.
 */
export function MobileFlyout() {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const button = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const { pathname } = useLocation();

  useEffect(() => setOpen(false), [pathname]);

  useEffect(() => {
    if (!open) return;
    const element = panel.current;
    element?.querySelector<HTMLElement>(FOCUSABLE)?.focus();
    const opener = button.current;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        setOpen(false);
        return;
      }
      if (event.key !== 'Tab' || !element) return;
      const items = [...element.querySelectorAll<HTMLElement>(FOCUSABLE)];
      if (items.length === 0) return;
      const first = items[0];
      const last = items[items.length - 1];
      const active = document.activeElement;
      if (event.shiftKey && (active === first || !element.contains(active))) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (active === last || !element.contains(active))) {
        event.preventDefault();
        first.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    return () => {
      document.removeEventListener('keydown', onKey);
      document.body.style.overflow = overflow;
      if (opener?.isConnected) opener.focus();
    };
  }, [open]);

  return (
    <div className="flyout">
      <button
        ref={button}
        type="button"
        className="flyout__button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
      >
        <svg viewBox="0 0 20 20" width="20" height="20" aria-hidden="true" focusable="false">
          <path d="M3 5h14M3 10h14M3 15h14" />
        </svg>
        Menu
      </button>
      {open && <div className="flyout__backdrop" aria-hidden="true" onClick={() => setOpen(false)} />}
      <div ref={panel} id={panelId} className="flyout__panel" role="dialog" aria-modal="true" aria-label="Dashboard menu" hidden={!open}>
        {open && (
          <>
            <div className="flyout__head">
              <UserCard />
              <button type="button" className="flyout__close" aria-label="Close the menu" onClick={() => setOpen(false)}>
                <span aria-hidden="true">×</span>
              </button>
            </div>
            <DashboardNav label="Dashboard menu" onNavigate={() => setOpen(false)} />
          </>
        )}
      </div>
    </div>
  );
}
