import type { AppStore, RootState } from '../store';
import {
  connectionLost,
  instanceSettingsLoaded,
  selectCoreReady,
  startupStepDone,
  startupStepFailed,
  type InstanceSettings,
  type StartupStep,
} from './startupSlice';

export interface StartupEnv {
  /** Applies the environment's theme before the first paint (public pages are light). */
  applyTheme: () => void;
  online: () => boolean;
  /** Calls back when the browser comes online; returns the unsubscribe. */
  onOnline: (callback: () => void) => () => void;
  instanceSettings: () => InstanceSettings | Promise<InstanceSettings>;
  /** The site-wide content (the partner list); loaded last, in its own chunk. */
  loadGlobalContent: (store: AppStore) => Promise<boolean>;
}

export function browserStartupEnv(): StartupEnv {
  return {
    applyTheme: () => {
      document.documentElement.dataset.theme ??= 'light';
    },
    online: () => navigator.onLine !== false,
    onOnline: (callback) => {
      window.addEventListener('online', callback);
      return () => window.removeEventListener('online', callback);
    },
    instanceSettings: () => ({
      instanceCode: import.meta.env.VITE_INSTANCE_CODE || 'medprep',
      environment: import.meta.env.VITE_SENTRY_ENVIRONMENT || import.meta.env.MODE,
    }),
    loadGlobalContent: async (store) => {
      const { globalContentRequested } = await import('../../features/content/api');
      return globalContentRequested(store);
    },
  };
}

/** RTK Query and the shell's endpoints: loaded after the first paint, in parallel with the tRPC client. */
export const loadDataLayer = () => import('./data-layer');

type DataLayer = Awaited<ReturnType<typeof loadDataLayer>>;
type Watched = { settled: Promise<unknown>; release: () => void };

/** Starts downloading the data layer now (main.tsx), before the first call needs it. */
export function preloadDataLayer(): void {
  void loadDataLayer().catch(() => {});
}

/** Resolves when `settled(state)` returns a status other than undefined (at once if it already does). */
function when<T>(store: AppStore, settled: (state: RootState) => T | undefined, onSettled: (value: T) => void): () => void {
  const first = settled(store.getState());
  if (first !== undefined) {
    onSettled(first);
    return () => {};
  }
  const unsubscribe = store.subscribe(() => {
    const value = settled(store.getState());
    if (value !== undefined) {
      unsubscribe();
      onSettled(value);
    }
  });
  return unsubscribe;
}

/**
 * Runs the public initialisation steps in this order: theme and environment, user
 * auth, connection, instance settings, exams, global content. Core is ready after theme,
 * connection and instance settings; the data steps (exams, global content) start then, so that an
 * offline start does not fail them. The data steps run in the data layer (RTK Query), which loads
 * after the first paint; each request holds its cache entry while the app runs. Returns the teardown.
 */
export function startApp(store: AppStore, env: StartupEnv = browserStartupEnv()): () => void {
  const { dispatch } = store;
  const cleanups: (() => void)[] = [];
  let stopped = false;
  const mark = (step: StartupStep, ok: boolean) => {
    if (!stopped) dispatch(ok ? startupStepDone(step) : startupStepFailed(step));
  };
  /** Starts a request that holds its data while the app runs; marks the step when it settles. */
  const watch = (step: StartupStep, start: (layer: DataLayer) => Watched, ok: (value: unknown) => boolean) =>
    loadDataLayer().then(
      (layer) => {
        if (stopped) return;
        const request = start(layer);
        cleanups.push(request.release);
        return request.settled.then((value) => mark(step, ok(value)));
      },
      () => mark(step, false),
    );

  // 1. Theme and environment.
  env.applyTheme();
  mark('theme', true);

  // 2. User auth: done once the session check has answered, whatever it said.
  void watch('auth', (layer) => layer.watchSession(store), () => true);
  // The live channel, while a user is signed in.
  void loadDataLayer().then(
    (layer) => !stopped && cleanups.push(layer.watchLive(store)),
    () => {},
  );

  // 3. Connection.
  if (env.online()) {
    mark('connection', true);
  } else {
    dispatch(connectionLost());
    const unsubscribe = env.onOnline(() => {
      unsubscribe();
      mark('connection', true);
    });
    cleanups.push(unsubscribe);
  }

  // 4. Instance settings.
  Promise.resolve()
    .then(env.instanceSettings)
    .then(
      (settings) => !stopped && dispatch(instanceSettingsLoaded(settings)),
      () => mark('instanceSettings', false),
    );

  // 5 and 6. Exams, then the global content, once the core is ready.
  cleanups.push(
    when(store, (state) => (selectCoreReady(state) ? true : undefined), () => {
      if (stopped) return;
      void watch('exams', (layer) => layer.watchExams(store), (loaded) => loaded === true);
      env.loadGlobalContent(store).then(
        (ok) => mark('globalContent', ok),
        () => mark('globalContent', false),
      );
    }),
  );

  return () => {
    stopped = true;
    cleanups.forEach((cleanup) => cleanup());
  };
}
