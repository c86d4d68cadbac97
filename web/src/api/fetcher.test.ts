import { json, mockApi } from '@/testing/api-mock.js';
import { ApiError, fetcher, send } from './fetcher.js';

describe('fetcher', () => {
  it('reads JSON with the cookies included', async () => {
    const api = mockApi({ 'GET /api/enums': { jobTypes: [] } });
    await expect(fetcher('/api/enums')).resolves.toEqual({ jobTypes: [] });
    expect(api.requests[0]?.init?.credentials).toBe('include');
  });

  it("raises '<status>: <body>' for a non-OK answer", async () => {
    mockApi({ 'GET /api/jobs/5': () => json({ message: 'Job not found' }, { status: 404 }) });
    const error = await fetcher('/api/jobs/5').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe('404: {"message":"Job not found"}');
    expect((error as ApiError).status).toBe(404);
    expect((error as ApiError).serverMessage).toBe('Job not found');
  });

  it('uses the status text when the body is empty', async () => {
    mockApi({ 'GET /api/user': () => new Response(null, { status: 503, statusText: 'Service Unavailable' }) });
    await expect(fetcher('/api/user')).rejects.toThrow('503: Service Unavailable');
  });
});

describe('send', () => {
  it('sends JSON with a JSON content type and the cookies', async () => {
    const api = mockApi({ 'POST /api/login': ({ body }) => ({ name: (body as { username: string }).username }) });
    await expect(send('POST', '/api/login', { username: 'ada', password: 'secret1' })).resolves.toEqual({
      name: 'ada',
    });
    const { init } = api.requests[0]!;
    expect(new Headers(init?.headers).get('Content-Type')).toBe('application/json');
    expect(init?.credentials).toBe('include');
    expect(init?.body).toBe('{"username":"ada","password":"secret1"}');
  });

  it('answers undefined for an empty body and sends no content type without a payload', async () => {
    const api = mockApi({ 'POST /api/logout': () => new Response(null, { status: 204 }) });
    await expect(send('POST', '/api/logout')).resolves.toBeUndefined();
    expect(new Headers(api.requests[0]?.init?.headers).has('Content-Type')).toBe(false);
  });
});
