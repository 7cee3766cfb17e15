import type { Theme } from '@medprep/shared';
import type { RouterOutputs } from '@medprep/shared/contract';
import { baseApi, callServer } from '../../app/api/base-api';
import { selectUserId, sessionApi } from '../../app/session/session-api';
import type { RootState } from '../../app/store';

type SavedSettings = RouterOutputs['users']['updateUserSettings']['settings'];

/** users.updateUserSettings: the signed-in user's theme; the cached user takes the server's answer. */
export const themeApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    saveTheme: build.mutation<SavedSettings | null, Theme>({
      queryFn: (theme, { extra, getState }) => {
        const userID = selectUserId(getState() as RootState);
        if (!userID) return { data: null };
        return callServer(extra, async ({ trpc }) => (await trpc.users.updateUserSettings.mutate({ data: { userID, settingsData: { theme } } })).settings);
      },
      async onQueryStarted(_theme, { dispatch, queryFulfilled }) {
        try {
          const { data: settings } = await queryFulfilled;
          if (settings) dispatch(sessionApi.util.updateQueryData('me', undefined, (me) => void (me && (me.settings = settings))));
        } catch (failure) {
          // The theme stays as chosen on this page; a 401 has already run the logout routine.
          console.warn('Could not save the theme', failure);
        }
      },
    }),
  }),
});
