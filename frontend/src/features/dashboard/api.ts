import { type ChangePasswordInput, type DeleteAccountInput, Messages, type ExamDate, type ProfileData } from '@medprep/shared';
import type { RouterOutputs } from '@medprep/shared/contract';
import { baseApi, callServer } from '../../app/api/base-api';
import type { ApiError } from '../../app/api/api-error';
import { selectUserId, sessionApi, userSignedOut, type SessionUser } from '../../app/session/session-api';
import type { ThunkExtra } from '../../app/store';
import type { RootState } from '../../app/store';
import type { DashboardOverview, HistoryCursor, HistoryPage, OrderList, ReceiptData } from './dashboard-types';

/** Where the account's REST routes live (export and deletion answer with headers a tRPC call cannot set). */
export const ACCOUNT_PATHS = { export: '/api/account/export', delete: '/api/account/delete' } as const;

/** The store's own check (a user id and the data), before anything is sent. */
function storeCheck(result: { success: boolean; error?: { issues: { message: string }[] } }): { error: ApiError } | null {
  return result.success ? null : { error: { message: result.error?.issues[0]?.message ?? Messages.rpc.unknown } };
}

/** The forms' schemas: their own chunk, with zod (see account-schemas.ts). */
const schemas = () => import('./account-schemas');

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
      queryFn: async (accountData, { extra, getState }) => {
        const userId = selectUserId(getState() as RootState);
        const { accountUpdateSchema } = await schemas();
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
      queryFn: async (profileData, { extra, getState }) => {
        const userId = selectUserId(getState() as RootState);
        const { profileUpdateSchema } = await schemas();
        const refused = storeCheck(profileUpdateSchema.safeParse({ userId, profileData }));
        return refused ?? callServer(extra, ({ trpc }) => trpc.users.updateUserProfile.mutate({ data: { profileData } }));
      },
      async onQueryStarted(_input, { dispatch, queryFulfilled }) {
        const { data: profile } = await queryFulfilled.catch(() => ({ data: null }));
        if (profile) dispatch(updateMe((me) => void (me.profile = profile)));
      },
    }),

    /** users.updateExamDates; the answer's dates replace the cached ones. */
    saveExamDates: build.mutation<ExamDate[], ExamDate[]>({
      queryFn: async (examDates, { extra }) =>
        storeCheck((await schemas()).examDatesSchema.safeParse(examDates)) ??
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

    /** account.history, a page at a time (newest first); the next page starts after the last row. */
    history: build.infiniteQuery<HistoryPage, void, HistoryCursor | null>({
      infiniteQueryOptions: { initialPageParam: null, getNextPageParam: (last) => last.nextCursor },
      queryFn: ({ pageParam }, { extra }) =>
        callServer(extra, async ({ trpc }) => {
          const cursor = pageParam ? { startedAt: new Date(pageParam.startedAt), sessionId: pageParam.sessionId } : null;
          const page = await trpc.account.history.query({ cursor });
          return {
            sessions: page.sessions.map((s) => ({ ...s, startedAt: iso(s.startedAt)!, endedAt: iso(s.endedAt) })),
            nextCursor: page.nextCursor ? { startedAt: iso(page.nextCursor.startedAt)!, sessionId: page.nextCursor.sessionId } : null,
          };
        }),
      providesTags: ['Sessions'],
    }),

    /** account.orders: every order with its state. */
    orders: build.query<OrderList, void>({
      queryFn: (_arg, { extra }) =>
        callServer(extra, async ({ trpc }) => {
          const { orders } = await trpc.account.orders.query();
          return { orders: orders.map((o) => ({ ...o, createdAt: iso(o.createdAt)!, paidAt: iso(o.paidAt) })) };
        }),
      providesTags: ['Orders'],
    }),

    /** account.receipt of one paid order. */
    receipt: build.query<ReceiptData, string>({
      queryFn: (orderId, { extra }) =>
        callServer(extra, async ({ trpc }) => {
          const receipt = await trpc.account.receipt.query({ orderId });
          return { ...receipt, paidAt: iso(receipt.paidAt)! };
        }),
      providesTags: ['Orders'],
    }),

    /** users.changePassword: the current one is checked by the server; other devices are signed out. */
    changePassword: build.mutation<{ ok: true }, ChangePasswordInput>({
      queryFn: async (input, { extra }) =>
        storeCheck((await schemas()).changePasswordInputSchema.safeParse(input)) ?? callServer(extra, ({ trpc }) => trpc.users.changePassword.mutate(input)),
    }),

    /** POST /api/account/delete; once it succeeds this tab is a visitor's (the server cleared the cookie). */
    deleteAccount: build.mutation<null, DeleteAccountInput>({
      queryFn: async (input, { extra, dispatch }) => {
        const refused = storeCheck((await schemas()).deleteAccountInputSchema.safeParse(input));
        if (refused) return refused;
        const result = await callServer(extra, (clients: ThunkExtra) => clients.http.post(ACCOUNT_PATHS.delete, input, { unauthorizedIsExpected: true }));
        if ('error' in result) return result;
        dispatch(userSignedOut('user'));
        return { data: null };
      },
    }),
  }),
});

export const {
  useOverviewQuery,
  useSaveAccountMutation,
  useSaveProfileMutation,
  useSaveExamDatesMutation,
  useAddressOnboardingMutation,
  useHistoryInfiniteQuery,
  useOrdersQuery,
  useReceiptQuery,
  useChangePasswordMutation,
  useDeleteAccountMutation,
} = dashboardApi;
