import { loadFailureTexts } from '@shared/texts.js';
import { json, mockApi } from '@/testing/api-mock.js';
import { fetcher } from './fetcher.js';
import { describeLoadFailure } from './load-failure.js';

/** The words a person reads when GET /api/jobs answers `answer`. */
async function wordsFor(answer: () => Response | Promise<Response>): Promise<string> {
  mockApi({ 'GET /api/jobs': answer });
  const error = await fetcher('/api/jobs').catch((caught: unknown) => caught);
  return describeLoadFailure(error);
}

describe('describeLoadFailure', () => {
  it('says each kind of failure in words, never the raw answer', async () => {
    const body = { message: 'Invalid query parameter jobType' };
    expect(await wordsFor(() => json(body, { status: 400 }))).toBe(loadFailureTexts.badRequest);
    expect(await wordsFor(() => json(body, { status: 404 }))).toBe(loadFailureTexts.notFound);
    expect(await wordsFor(() => json(body, { status: 401 }))).toBe(loadFailureTexts.signedOut);
    expect(await wordsFor(() => new Response('boom', { status: 500 }))).toBe(loadFailureTexts.server);
    expect(await wordsFor(() => new Response('<html>', { status: 200 }))).toBe(loadFailureTexts.server);
  });

  it("tells how long to wait when a 429 gives Retry-After, and to wait a moment when it doesn't", async () => {
    const limited = (headers: Record<string, string>) => () => json({ message: 'Slow down' }, { status: 429, headers });
    expect(await wordsFor(limited({ 'Retry-After': '30' }))).toBe(
      `${loadFailureTexts.tooMany} ${loadFailureTexts.retryAfter(30)}`,
    );
    const inTenSeconds = new Date(Date.now() + 10_000).toUTCString();
    expect(await wordsFor(limited({ 'Retry-After': inTenSeconds }))).toMatch(/Please wait (9|10|11) seconds/);
    expect(await wordsFor(limited({}))).toBe(`${loadFailureTexts.tooMany} ${loadFailureTexts.retryLater}`);
  });

  it('says the server could not be reached when fetch fails, and that it took too long on a timeout', async () => {
    expect(
      await wordsFor(() => {
        throw new TypeError('Failed to fetch');
      }),
    ).toBe(loadFailureTexts.offline);
    expect(
      await wordsFor(() => {
        throw new DOMException('signal timed out', 'TimeoutError');
      }),
    ).toBe(loadFailureTexts.timeout);
  });

  it('gives every read a timeout signal', async () => {
    const api = mockApi({ 'GET /api/jobs': { jobs: [] } });
    await fetcher('/api/jobs');
    expect(api.requests[0]?.init?.signal).toBeInstanceOf(AbortSignal);
  });
});
