import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { useAppSelector, useAppStore } from '../hooks';
import { Spinner } from '../../components/ui/Spinner';
import { dismissAllToasts } from '../../lib/toast';
import { startApp, type StartupEnv } from './start-app';
import { selectCoreReady, selectWaitingForConnection } from './startupSlice';

export interface StartupProps {
  env?: StartupEnv;
  /** The id of the running build; no polling without one (development, tests). */
  buildId?: string;
}

/**
 * The app's start-up and its background services: the initialisation steps, toasts
 * cleared when the URL changes, and the new-version check. Renders the update notice when a newer
 * build is out.
 */
export function Startup({ env, buildId = import.meta.env.PROD ? import.meta.env.VITE_BUILD_ID : undefined }: StartupProps) {
  const store = useAppStore();
  const [newVersion, setNewVersion] = useState(false);

  useEffect(() => startApp(store, env), [store, env]);

  const { pathname, search, hash } = useLocation();
  const href = `${pathname}${search}${hash}`;
  const shownAt = useRef(href);
  useEffect(() => {
    if (href === shownAt.current) return;
    shownAt.current = href;
    dismissAllToasts();
  }, [href]);

  useEffect(() => {
    if (!buildId) return;
    let stop: (() => void) | undefined;
    let stopped = false;
    // Its first check is minutes away: the watcher's code stays out of the first page load.
    void import('../../lib/build-manifest').then(({ watchForNewBuild }) => {
      if (!stopped) stop = watchForNewBuild({ currentId: buildId, onNewBuild: () => setNewVersion(true) });
    });
    return () => {
      stopped = true;
      stop?.();
    };
  }, [buildId]);

  if (!newVersion) return null;
  return (
    <div className="update-banner" role="status">
      <p>A new version of MedPrep is available</p>
      <button type="button" className="btn btn--small btn--inverse" onClick={() => window.location.reload()}>
        Reload
      </button>
      <button type="button" className="update-banner__dismiss" aria-label="Dismiss" onClick={() => setNewVersion(false)}>
        <span aria-hidden="true">×</span>
      </button>
    </div>
  );
}

/** A loading state until the core steps (theme, connection, instance settings) are done. */
export function StartupGate({ children }: { children: ReactNode }) {
  const coreReady = useAppSelector(selectCoreReady);
  const offline = useAppSelector(selectWaitingForConnection);
  if (coreReady) return <>{children}</>;
  return (
    <div className="route-fallback">
      <Spinner label={offline ? 'You are offline. MedPrep will continue when your connection is back…' : 'Loading MedPrep…'} />
    </div>
  );
}
