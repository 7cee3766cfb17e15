import { describe, expect, it } from 'vitest';
import type { Exam } from '@medprep/shared';
import { makeStore } from '../store';
import { fakeTrpc } from '../../test/fake-trpc';
import { baseApi, callServer, selectWithApi } from './base-api';
import { NETWORK_ERROR_MESSAGE, toApiError } from './api-error';
import { HttpError } from '../../lib/http';

const probeApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    probeExams: build.query<Exam[], void>({
      queryFn: (_arg, { extra }) => callServer(extra, ({ trpc }) => trpc.exams.initExamsAvailableForInstance.query()),
    }),
  }),
});

describe('the RTK Query api', () => {
  it('serves a query through the store’s own tRPC client and caches the answer', async () => {
    const exams = [{ id: 'e1', slug: 'mrcp', title: 'MRCP' }] as unknown as Exam[];
    const fake = fakeTrpc(async () => exams);
    const store = makeStore({ trpc: fake.client });

    const first = await store.dispatch(probeApi.endpoints.probeExams.initiate());
    const second = await store.dispatch(probeApi.endpoints.probeExams.initiate());

    expect(first.data).toEqual(exams);
    expect(second.data).toEqual(exams);
    expect(fake.initExamsAvailableForInstance.query).toHaveBeenCalledTimes(1);
    expect(selectWithApi(probeApi.endpoints.probeExams.select())(store.getState()).data).toEqual(exams);
  });

  it('settles a failed call as one normalised error', async () => {
    const fake = fakeTrpc(async () => {
      throw Object.assign(new Error('No such exam'), { data: { domainCode: 'UNKNOWN_EXAM', httpStatus: 404 } });
    });
    const store = makeStore({ trpc: fake.client });

    const result = await store.dispatch(probeApi.endpoints.probeExams.initiate());

    expect(result.error).toEqual({ message: 'No such exam', code: 'UNKNOWN_EXAM', status: 404 });
  });
});

describe('toApiError', () => {
  it('reads a REST error’s message, code and status', () => {
    const error = new HttpError('Conflict', 409, { message: 'That e-mail is taken', code: 'EMAIL_TAKEN' }, '/api/auth/register');
    expect(toApiError(error)).toEqual({ message: 'That e-mail is taken', code: 'EMAIL_TAKEN', status: 409 });
  });

  it('names the refused field with its own message', () => {
    const error = Object.assign(new Error('Invalid input'), {
      data: { httpStatus: 400, fields: [{ field: 'data.profileData.social.twitter', message: 'Not a Twitter handle' }] },
    });
    expect(toApiError(error)).toEqual({ message: 'Not a Twitter handle', field: 'twitter', status: 400 });
  });

  it('says the server could not be reached when the fetch itself failed', () => {
    expect(toApiError(new TypeError('Failed to fetch')).message).toBe(NETWORK_ERROR_MESSAGE);
    expect(toApiError(new Error('Failed to fetch')).message).toBe(NETWORK_ERROR_MESSAGE);
  });
});
