import { buildEvent, lambdaContext } from '../../local/api-event.js';
import { call } from '../../testing/accounts.js';
import { db } from '../db/kit/client.js';
import { metrics, SERVER_ERRORS_METRIC } from './observability.js';

process.env.BCRYPT_COST = '4';

describe('request id', () => {
  it('every answer carries the request id API Gateway gave the request, errors included', async () => {
    const { handler } = await import('../../routes/get-enums.js');
    const event = buildEvent({ routeId: 'get-enums', method: 'GET', path: '/api/enums' });
    const result = await handler(event, lambdaContext('get-enums'));
    expect(result.statusCode).toBe(200);
    expect(result.headers?.['x-request-id']).toBe(event.requestContext.requestId);

    const refused = await call('login', { body: { username: 'ab' }, sourceIp: '10.250.0.1' });
    expect(refused.status).toBe(400);
    expect(refused.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('business metrics', () => {
  it('a failed login and a sign-up are counted from the answers of their routes', async () => {
    const added = vi.spyOn(metrics, 'addMetric');
    const published = vi.spyOn(metrics, 'publishStoredMetrics');
    onTestFinished(() => {
      added.mockRestore();
      published.mockRestore();
    });
    const failed = await call('login', {
      body: { username: 'metrics-nobody', password: 'nothing-1' },
      sourceIp: '10.250.0.2',
    });
    expect(failed.status).toBe(401);
    expect(added).toHaveBeenCalledWith('LoginsFailed', 'Count', 1);
    expect(published).toHaveBeenCalledTimes(1);
    added.mockClear();
    published.mockClear();
    // No event, no metric line and no "no metrics to publish" warning on every request.
    await call('get-enums', {});
    expect(added).not.toHaveBeenCalled();
    expect(published).not.toHaveBeenCalled();
  });
});

describe('5xx answers', () => {
  it('are counted per route, so a canary sees what users see; a 4xx is not', async () => {
    const added = vi.spyOn(metrics, 'addMetric');
    const dimension = vi.spyOn(metrics, 'addDimension');
    const failing = vi.spyOn(db(), 'send').mockRejectedValueOnce(new Error('injected fault') as never);
    onTestFinished(() => {
      added.mockRestore();
      dimension.mockRestore();
      failing.mockRestore();
    });
    const failed = await call('list-categories', {});
    expect(failed.status).toBe(500);
    expect(added).toHaveBeenCalledWith(SERVER_ERRORS_METRIC, 'Count', 1);
    expect(dimension).toHaveBeenCalledWith('route', 'list-categories');
    added.mockClear();
    const refused = await call('login', { body: { username: 'ab' }, sourceIp: '10.250.0.3' });
    expect(refused.status).toBe(400);
    expect(added).not.toHaveBeenCalledWith(SERVER_ERRORS_METRIC, 'Count', 1);
  });
});
