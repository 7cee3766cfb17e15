export interface SpinnerProps {
  label: string;
}

/** A polite loading indicator: the label is what screen readers announce. */
export function Spinner({ label }: SpinnerProps) {
  return (
    <p className="spinner" role="status" aria-live="polite">
      <span className="spinner__dot" aria-hidden="true" />
      {label}
    </p>
  );
}
