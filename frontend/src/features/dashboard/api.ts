import { createAsyncThunk } from '@reduxjs/toolkit';
import {
  accountUpdateSchema,
  examDatesSchema,
  Messages,
  profileUpdateSchema,
  type ExamDate,
  type ProfileData,
} from '@medprep/shared';
import type { AppDispatch, RootState, ThunkExtra } from '../../app/store';
import { accountUpdated, examDatesUpdated, profileUpdated, selectUserId, userStateUpdated } from '../../app/session/userSlice';
import type { DashboardFailure, ExamOverview } from './dashboard-types';
import { overviewFailed, overviewLoaded, overviewRequested } from './dashboardSlice';

const createDashboardThunk = createAsyncThunk.withTypes<{
  state: RootState;
  dispatch: AppDispatch;
  extra: ThunkExtra;
  rejectValue: DashboardFailure;
}>();

/** The shape tRPC errors carry in `data` (see the backend's error formatter). */
interface ErrorData {
  domainCode?: string;
  fields?: { field?: string; message?: string }[];
}

/**
 * The server's message, its domain code and, for a refused input, the form field it names
 * ('data.profileData.social.twitter' → 'twitter') with that field's own message.
 */
export function toDashboardFailure(error: unknown): DashboardFailure {
  const raw = (error as { data?: unknown } | null)?.data;
  const data: ErrorData = typeof raw === 'object' && raw !== null ? (raw as ErrorData) : {};
  const first = data.fields?.[0];
  const field = first?.field?.split('.').pop();
  const message = error instanceof Error && error.message ? error.message : Messages.rpc.unknown;
  return {
    message: field && first?.message ? first.message : message,
    ...(data.domainCode ? { code: data.domainCode } : {}),
    ...(field ? { field } : {}),
  };
}

const iso = (value: string | Date | null) => (value === null ? null : new Date(value).toISOString());

/** performance.overview: every exam the user may practise, with access, progress and peers. */
export const loadOverview = createDashboardThunk('dashboard/loadOverview', async (_: void, { dispatch, extra }) => {
  dispatch(overviewRequested());
  try {
    const overview = await extra.trpc.performance.overview.query();
    const exams: ExamOverview[] = overview.exams.map((exam) => ({ ...exam, endsAt: iso(exam.endsAt) }));
    dispatch(overviewLoaded({ exams, degraded: overview.degraded }));
  } catch (error) {
    dispatch(overviewFailed(toDashboardFailure(error).message));
  }
});

/** The store's own check (a user id and the data), before anything is sent. */
function storeCheck(result: { success: boolean; error?: { issues: { message: string }[] } }): DashboardFailure | null {
  return result.success ? null : { message: result.error?.issues[0]?.message ?? Messages.rpc.unknown };
}

export type AccountData = { firstName?: string; surname?: string; email?: string; title?: string | null; currentPassword?: string };

/** users.updateUserAccount; the local copies follow the server's answer. */
export const saveAccount = createDashboardThunk('dashboard/saveAccount', async (accountData: AccountData, { getState, dispatch, extra, rejectWithValue }) => {
  const refused = storeCheck(accountUpdateSchema.safeParse({ userId: selectUserId(getState()), accountData: { ...accountData, title: accountData.title ?? undefined } }));
  if (refused) return rejectWithValue(refused);
  try {
    const account = await extra.trpc.users.updateUserAccount.mutate({ data: { accountData } });
    dispatch(accountUpdated(account));
    return account;
  } catch (error) {
    return rejectWithValue(toDashboardFailure(error));
  }
});

/** users.updateUserProfile; the server's merged profile replaces the local one. */
export const saveProfile = createDashboardThunk('dashboard/saveProfile', async (profileData: ProfileData, { getState, dispatch, extra, rejectWithValue }) => {
  const refused = storeCheck(profileUpdateSchema.safeParse({ userId: selectUserId(getState()), profileData }));
  if (refused) return rejectWithValue(refused);
  try {
    const profile = await extra.trpc.users.updateUserProfile.mutate({ data: { profileData } });
    dispatch(profileUpdated(profile));
    return profile;
  } catch (error) {
    return rejectWithValue(toDashboardFailure(error));
  }
});

/** users.updateExamDates; the response's dates replace the local ones. */
export const saveExamDates = createDashboardThunk('dashboard/saveExamDates', async (examDates: ExamDate[], { dispatch, extra, rejectWithValue }) => {
  const refused = storeCheck(examDatesSchema.safeParse(examDates));
  if (refused) return rejectWithValue(refused);
  try {
    const result = await extra.trpc.users.updateExamDates.mutate({ data: { examDates } });
    dispatch(examDatesUpdated(result.examDates));
    return result.examDates;
  } catch (error) {
    return rejectWithValue(toDashboardFailure(error));
  }
});

/**
 * Marks the onboarding as addressed (Save or Skip). The local flag goes down at once, so the modal
 * does not come back on this visit even if the server could not be told (it will ask next time).
 */
export const addressOnboarding = createDashboardThunk('dashboard/addressOnboarding', async (_: void, { dispatch, extra, rejectWithValue }) => {
  dispatch(userStateUpdated({ onboardingModalAddressed: true }));
  try {
    const { state } = await extra.trpc.users.updateUserState.mutate({ data: { stateData: { onboardingModalAddressed: true } } });
    dispatch(userStateUpdated(state));
  } catch (error) {
    console.warn('Could not save that the onboarding was addressed', error);
    return rejectWithValue(toDashboardFailure(error));
  }
});
