import { createAction } from '@reduxjs/toolkit';
import { encodePersistedStore } from '@medprep/shared';
import { selectAuthStatus, selectMe, type SessionUser } from '../session/session-api';
import type { AppStore, RootState } from '../store';
import { selectThemePreference } from '../theme/themeSlice';
import { PERSISTED_SCHEMAS, readPersistedStore, writePersistedStore, type PersistedSchemas, type PersistedState } from './persisted-parts';
import { accountSeen, selectPreferences } from './preferencesSlice';

/** At most one write to localStorage per this many ms while the state changes (the last state is written). */
export const PERSIST_THROTTLE_MS = 250;

interface PersistedPart<K extends keyof PersistedSchemas> {
  /** The part's value in the store now; undefined keeps nothing. Compared by reference to spot a change. */
  select: (state: RootState) => PersistedState[K] | undefined;
  /**
   * Puts a stored value back into the store once the persistence module has loaded. Omitted where
   * the part is back before that: the theme (before the first render, ./stored-theme.ts) and the
   * preferences slice (its initial state is read from storage when it joins the store).
   */
  restore?: (value: NonNullable<PersistedState[K]>, store: AppStore) => void | Promise<void>;
}

type PersistedRegistry = { [K in keyof PersistedSchemas]: PersistedPart<K> };

/** Each persisted part of the client store: where it comes from, and how it returns. */
export const PERSISTED_PARTS: PersistedRegistry = {
  theme: { select: selectThemePreference },
  currency: { select: (state) => selectPreferences(state).currency ?? undefined },
  onboarding: { select: (state) => selectPreferences(state).onboarding },
  trial: { select: (state) => selectPreferences(state).trial },
  // The quiz's answers not yet acknowledged by the server: sent again as soon as they are back (the
  // player may have opened, and sent what it held, before they were).
  outbox: {
    select: (state) => (state.quiz?.outbox.length ? state.quiz.outbox : undefined),
    restore: async (answers, store) => {
      const [{ restoreOutbox }, { keptOutboxEntries }, { flushOutbox }] = await Promise.all([
        import('../../features/quiz/quizSlice'),
        import('../../features/quiz/outbox-entry'),
        import('../../features/quiz/quiz-flow'),
      ]);
      store.dispatch(restoreOutbox(keptOutboxEntries(answers)));
      void store.dispatch(flushOutbox());
    },
  },
};

const partNames = Object.keys(PERSISTED_PARTS) as (keyof PersistedSchemas)[];

function snapshot(state: RootState): PersistedState {
  const parts: Record<string, unknown> = {};
  for (const name of partNames) parts[name] = PERSISTED_PARTS[name].select(state);
  return parts as PersistedState;
}

const changed = (a: PersistedState, b: PersistedState) => partNames.some((name) => a[name] !== b[name]);

/** What this browser keeps of the signed-in user: their onboarding and trial, no personal data. */
function accountRecord(me: SessionUser | null) {
  const trial = me?.access?.trial;
  const startedAt = trial ? new Date(trial.startDate) : null;
  return {
    onboarding: me ? { modalAddressed: me.state.onboardingModalAddressed } : null,
    trial: trial && startedAt && !Number.isNaN(startedAt.getTime()) ? { examSlug: trial.examSlug, startedAt: startedAt.toISOString() } : null,
  };
}

const persistenceStarted = createAction('persist/started');
const persisted = new WeakSet<AppStore>();

/** Brings the onboarding and trial records up to date once the session check has answered. */
function recordAccount(state: RootState): ReturnType<typeof accountSeen> | null {
  if (selectAuthStatus(state) === 'unknown') return null;
  const record = accountRecord(selectMe(state));
  const now = selectPreferences(state);
  return JSON.stringify(record) === JSON.stringify({ onboarding: now.onboarding, trial: now.trial }) ? null : accountSeen(record);
}

/**
 * Keeps the persistable parts of `store` in localStorage under the versioned key: restores the
 * parts that return late, then writes (at most once per PERSIST_THROTTLE_MS) whenever one of them
 * changes. Once per store.
 */
export function persistStore(store: AppStore): void {
  if (persisted.has(store)) return;
  persisted.add(store);

  // Any action makes the preferences slice (joined when its module loaded) read its state from storage.
  store.dispatch(persistenceStarted());
  // The parts that return late come from storage itself: the store does not hold them yet.
  const stored = readPersistedStore();
  const restores: Promise<void>[] = [];
  for (const name of partNames) {
    const { restore } = PERSISTED_PARTS[name] as PersistedPart<typeof name>;
    const value = stored[name];
    if (restore && value !== undefined && value !== null) restores.push(Promise.resolve(restore(value as never, store)).catch(() => {}));
  }

  let written = snapshot(store.getState());
  // Written once the late parts are back, so that a quick first write cannot drop them.
  void Promise.all(restores).then(() => {
    written = snapshot(store.getState());
    writePersistedStore(encodePersistedStore(written, PERSISTED_SCHEMAS));
  });
  let pending: ReturnType<typeof setTimeout> | undefined;
  const write = () => {
    clearTimeout(pending);
    pending = undefined;
    written = snapshot(store.getState());
    writePersistedStore(encodePersistedStore(written, PERSISTED_SCHEMAS));
  };
  // A change still waiting for its write is written when the page goes (a navigation, a closed tab).
  window.addEventListener('pagehide', () => {
    if (pending !== undefined) write();
  });

  // A store subscription rather than RTK's listener middleware: that would add ~2 KB gzip to the
  // first page load (RTK is in the entry's chunk), for one effect this small.
  let before = store.getState();
  store.subscribe(() => {
    const state = store.getState();
    if (state === before) return;
    const previous = before;
    before = state;
    if (selectMe(state) !== selectMe(previous) || selectAuthStatus(state) !== selectAuthStatus(previous)) {
      const record = recordAccount(state);
      if (record) store.dispatch(record);
    }
    if (pending === undefined && changed(snapshot(store.getState()), written)) pending = setTimeout(write, PERSIST_THROTTLE_MS);
  });
  // The session check may have answered before this module loaded.
  const record = recordAccount(store.getState());
  if (record) store.dispatch(record);
}
