import { buildEvent } from './api-event.js';

const base = { routeId: 'list-jobs', method: 'GET', path: '/api/jobs' } as const;

describe('buildEvent', () => {
  it('joins repeated query keys with commas, as API Gateway does', () => {
    const event = buildEvent({ ...base, rawQueryString: 'type=a&type=b&search=x' });
    expect(event.queryStringParameters).toEqual({ type: 'a,b', search: 'x' });
  });

  it('keeps __proto__ and constructor as plain query keys and headers', () => {
    const event = buildEvent({
      ...base,
      rawQueryString: 'constructor=x&__proto__=y&toString=z',
      headers: Object.fromEntries([
        ['__proto__', 'h'],
        ['constructor', 'c'],
      ]),
    });
    const query = event.queryStringParameters ?? {};
    expect(Object.entries(query)).toEqual([
      ['constructor', 'x'],
      ['__proto__', 'y'],
      ['toString', 'z'],
    ]);
    expect(Object.hasOwn(event.headers, '__proto__')).toBe(true);
    expect(event.headers.constructor).toBe('c');
  });

  it('sets x-forwarded-proto itself, whatever the client sends', () => {
    const event = buildEvent({ ...base, headers: { 'x-forwarded-proto': 'https' } });
    expect(event.headers['x-forwarded-proto']).toBe('http');
  });
});
