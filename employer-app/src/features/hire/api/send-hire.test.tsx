import { ApiError } from '@peworld/shared-ui';
import { mockApi, queryWrapper } from '@peworld/shared-ui/testing';
import { act, renderHook } from '@testing-library/react';
import { useSendHire } from './send-hire';

const request = { subject: 'Projek web', message: 'Halo Louis', id_user: 7 };

describe('useSendHire', () => {
  it('posts subject, message and the talent id as JSON and resolves with the answer', async () => {
    const api = mockApi({
      'POST /api/hire': { status: 201, body: { status: 201, message: 'Saved!', data: { id: 3 } } },
    });
    const { result } = renderHook(() => useSendHire(), { wrapper: queryWrapper() });
    const answer = await act(() => result.current.mutateAsync(request));
    expect(answer.message).toBe('Saved!');
    const sent = api.requests('POST /api/hire')[0]!;
    expect(sent.headers.get('content-type')).toBe('application/json');
    expect(await sent.json()).toEqual(request);
  });

  it('rejects with the server’s message and field errors', async () => {
    mockApi({
      'POST /api/hire': {
        status: 400,
        body: {
          status: 400,
          message: 'Please check the fields',
          errors: ['Subject is too long'],
          fields: { subject: 'Subject is too long' },
        },
      },
    });
    const { result } = renderHook(() => useSendHire(), { wrapper: queryWrapper() });
    const failure = await act(() => result.current.mutateAsync(request).catch((error) => error));
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ status: 400, fields: { subject: 'Subject is too long' } });
  });
});
