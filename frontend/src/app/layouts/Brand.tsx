import { Link } from 'react-router-dom';

function Mark() {
  return (
    <svg className="brand__mark" viewBox="0 0 32 32" width="32" height="32" aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="9" />
      <path d="M13 8h6v5h5v6h-5v5h-6v-5H8v-6h5z" />
    </svg>
  );
}

/** The MedPrep wordmark linking home (or, with `asLink` false, just the wordmark). */
export function Brand({ to = '/', label = 'MedPrep home', asLink = true }: { to?: string; label?: string; asLink?: boolean }) {
  const content = (
    <>
      <Mark />
      <span className="brand__name">
        Med<span>Prep</span>
      </span>
    </>
  );
  if (!asLink) return <p className="brand">{content}</p>;
  return (
    <Link to={to} className="brand" aria-label={label}>
      {content}
    </Link>
  );
}
