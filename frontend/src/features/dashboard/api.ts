import {
  accountUpdateSchema,
  examDatesSchema,
  Messages,
  profileUpdateSchema,
  type ExamDate,
  type ProfileData,
} from '@medprep/shared';
import type { RouterOutputs } from '@medprep/shared/contract';
import { baseApi, callServer } from '../../app/api/base-api';
import type { ApiError } from '../../app/api/api-error';
import { selectUserId, sessionApi, type SessionUser } from '../../app/session/session-api';
import type { RootState } from '../../app/store';
import type { DashboardOverview } from './dashboard-types';

/** The store's own check (a user id and the data), before anything is sent. */
function storeCheck(result: { success: boolean; error?: { issues: { message: string }[] } }): { error: ApiError } | null {
  return result.success ? null : { error: { message: result.error?.issues[0]?.message ?? Messages.rpc.unknown } };
}

const iso = (value: string | Date | null) => (value === null ? null : new Date(value).toISOString());

/** The cached user takes a saved part of the server's answer. */
const updateMe = (recipe: (me: SessionUser) => void) =>
  sessionApi.util.updateQueryData('me', undefined, (me) => {
    if (me) recipe(me);
  });

export type AccountData = { firstName?: string; surname?: string; email?: string; title?: string | null; currentPassword?: string };

export const dashboardApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** performance.overview: every exam the user may practise, with access, progress and peers. */
    overview: build.query<DashboardOverview, void>({
      queryFn: (_arg, { extra }) =>
        callServer(extra, async ({ trpc }) => {
          const overview = await trpc.performance.overview.query();
          return { exams: overview.exams.map((exam) => ({ ...exam, endsAt: iso(exam.endsAt) })), degraded: overview.degraded };
        }),
      providesTags: ['Overview'],
    }),

    /** users.updateUserAccount; the cached user takes the server's answer. */
    saveAccount: build.mutation<RouterOutputs['users']['updateUserAccount'], AccountData>({
      queryFn: (accountData, { extra, getState }) => {
        const userId = selectUserId(getState() as RootState);
        const refused = storeCheck(accountUpdateSchema.safeParse({ userId, accountData: { ...accountData, title: accountData.title ?? undefined } }));
        return refused ?? callServer(extra, ({ trpc }) => trpc.users.updateUserAccount.mutate({ data: { accountData } }));
      },
      async onQueryStarted(_input, { dispatch, queryFulfilled }) {
        const { data: account } = await queryFulfilled.catch(() => ({ data: null }));
        if (account) dispatch(updateMe((me) => Object.assign(me, account)));
      },
    }),

    /** users.updateUserProfile; the server's merged profile replaces the cached one. */
    saveProfile: build.mutation<RouterOutputs['users']['updateUserProfile'], ProfileData>({
      queryFn: (profileData, { extra, getState }) => {
        const refused = storeCheck(profileUpdateSchema.safeParse({ userId: selectUserId(getState() as RootState), profileData }));
        return refused ?? callServer(extra, ({ trpc }) => trpc.users.updateUserProfile.mutate({ data: { profileData } }));
      },
      async onQueryStarted(_input, { dispatch, queryFulfilled }) {
        const { data: profile } = await queryFulfilled.catch(() => ({ data: null }));
        if (profile) dispatch(updateMe((me) => void (me.profile = profile)));
      },
    }),

    /** users.updateExamDates; the answer's dates replace the cached ones. */
    saveExamDates: build.mutation<ExamDate[], ExamDate[]>({
      queryFn: (examDates, { extra }) =>
        storeCheck(examDatesSchema.safeParse(examDates)) ??
        callServer(extra, async ({ trpc }) => (await trpc.users.updateExamDates.mutate({ data: { examDates } })).examDates),
      async onQueryStarted(_input, { dispatch, queryFulfilled }) {
        const { data: examDates } = await queryFulfilled.catch(() => ({ data: null }));
        if (examDates) dispatch(updateMe((me) => void (me.examDates = examDates)));
      },
    }),

    /**
     * Marks the onboarding as addressed (Save or Skip). The cached flag goes up at once and stays, so
     * the modal does not come back on this visit even if the server could not be told (it will ask
     * next time).
     */
    addressOnboarding: build.mutation<RouterOutputs['users']['updateUserState']['state'], void>({
      queryFn: (_arg, { extra }) =>
        callServer(extra, async ({ trpc }) => (await trpc.users.updateUserState.mutate({ data: { stateData: { onboardingModalAddressed: true } } })).state),
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        dispatch(updateMe((me) => void (me.state.onboardingModalAddressed = true)));
        try {
          const { data: state } = await queryFulfilled;
          dispatch(updateMe((me) => void (me.state = { ...me.state, ...state })));
        } catch (error) {
          console.warn('Could not save that the onboarding was addressed', error);
        }
      },
    }),
  }),
});

export const { useOverviewQuery, useSaveAccountMutation, useSaveProfileMutation, useSaveExamDatesMutation, useAddressOnboardingMutation } = dashboardApi;
