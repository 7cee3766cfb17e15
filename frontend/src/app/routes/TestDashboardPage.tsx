import { useMemo } from 'react';
import { Provider } from 'react-redux';
import { OwnedExams } from '../../features/dashboard/components/OwnedExams';
import { makeStore } from '../store';
import { SAMPLE_USERS } from './test-dashboard-samples';
import type { SessionUser } from '../../features/auth/userSlice';
import { initialUserState } from '../../features/auth/userSlice';

/** One dashboard component tree over its own store holding a sample user: no request, no login. */
function Sample({ label, user }: { label: string; user: SessionUser }) {
  const store = useMemo(
    () => makeStore({ preloadedState: { user: { ...initialUserState, status: 'signedIn', me: user, loggedIn: true, isAuthenticated: true } } }),
    [user],
  );
  return (
    <section className="sample-panel" aria-label={label}>
      <p className="sample-panel__label">{label}</p>
      <Provider store={store}>
        <OwnedExams />
      </Provider>
    </section>
  );
}

/** SPEC §2: public layout, title 'Dashboard Integration Tests'; the dashboard's components with sample data. */
export function TestDashboardPage() {
  return (
    <div className="container page">
      <title>Dashboard Integration Tests</title>
      <p className="page__eyebrow">Internal</p>
      <h1 className="page__title">Dashboard Integration Tests</h1>
      <p className="page__lead">The dashboard&rsquo;s components rendered with sample data, in the public layout.</p>
      <div className="sample-grid">
        {SAMPLE_USERS.map((sample) => (
          <Sample key={sample.label} label={sample.label} user={sample.user} />
        ))}
      </div>
    </div>
  );
}
