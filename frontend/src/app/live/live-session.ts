import type { LiveServerFrame } from '@medprep/shared';
import { baseApi } from '../api/base-api';
import { refreshMe, userSignedOut } from '../session/session-api';
import type { AppStore, RootState } from '../store';
import { openLiveChannel, type LiveChannelOptions } from './live-channel';

/** While the channel is down, the session is checked this often, so that a sign-out elsewhere is still noticed. */
export const LIVE_FALLBACK_POLL_MS = 30_000;

/** This tab's Log out is under way (the server's auth.revoked is its echo). */
const signingOutHere = (state: RootState): boolean =>
  Object.values(state.api?.mutations ?? {}).some((mutation) => mutation?.endpointName === 'signOut' && mutation.status === 'pending');

/** The running session of the player, if its code has loaded and a session is in play. */
const runningSessionId = (state: RootState): string | null => (state.quiz?.phase === 'active' ? state.quiz.sessionId : null);

/**
 * The signed-in user's live channel and what its events do to the app: auth.revoked signs this tab
 * out, access.changed refreshes the dashboard's data, session.clock corrects the running session's
 * clock, build.new looks for the new build at once. While the socket is down the session is polled.
 * Returns the stop function (on sign-out).
 */
export function startLiveSession(store: AppStore, channelOptions: Partial<LiveChannelOptions> = {}): () => void {
  let poll: ReturnType<typeof setInterval> | undefined;
  const startPolling = () => {
    poll ??= setInterval(() => void store.dispatch(refreshMe()), LIVE_FALLBACK_POLL_MS);
  };
  const stopPolling = () => {
    clearInterval(poll);
    poll = undefined;
  };

  const onFrame = (frame: LiveServerFrame) => {
    switch (frame.type) {
      case 'auth.revoked':
        // Its own Log out: that ends as a sign-out by the user (home page, not the login page).
        if (!signingOutHere(store.getState())) store.dispatch(userSignedOut('revoked'));
        return;
      case 'access.changed':
        store.dispatch(baseApi.util.invalidateTags(['Access', 'Overview']));
        return;
      case 'session.clock':
        if (frame.sessionId === runningSessionId(store.getState())) void applyClock(store, frame);
        return;
      case 'build.new':
        if (frame.id !== import.meta.env.VITE_BUILD_ID) void import('../../lib/build-manifest').then(({ checkForNewBuildNow }) => checkForNewBuildNow());
        return;
      case 'PONG':
        return;
    }
  };

  const channel = openLiveChannel({
    onFrame,
    onSignedOut: () => {
      stopPolling();
      void store.dispatch(refreshMe());
    },
    onConnection: (connected) => (connected ? stopPolling() : startPolling()),
    ...channelOptions,
  });
  startPolling();

  channel.watchSession(runningSessionId(store.getState()));
  const unsubscribe = store.subscribe(() => channel.watchSession(runningSessionId(store.getState())));

  return () => {
    unsubscribe();
    stopPolling();
    channel.close();
  };
}

/** The server's clock for the session in play; its code is loaded already (a session is running). */
async function applyClock(store: AppStore, clock: Extract<LiveServerFrame, { type: 'session.clock' }>): Promise<void> {
  const [{ clockSynced, selectQuizClock }, { syncClock }] = await Promise.all([import('../../features/quiz/quizSlice'), import('../../features/quiz/quiz-flow')]);
  const endedHere = selectQuizClock(store.getState())?.serverEnded ?? false;
  store.dispatch(clockSynced({ elapsedMs: clock.elapsedMs, remainingMs: clock.remainingMs, ended: clock.ended }));
  // Ended elsewhere (another tab, the time limit): the player's own sync ends it here, once.
  if (clock.ended && !endedHere) void store.dispatch(syncClock());
}
