import { Spinner } from '../components/ui/Spinner';

/** Shown while the first route's code (and loader) arrive. */
export function RouteFallback() {
  return (
    <div className="route-fallback">
      <Spinner label="Loading MedPrep…" />
    </div>
  );
}
