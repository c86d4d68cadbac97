import { buildEvent } from '../local/api-event.js';
import { clientAddress } from './rate-limit.js';

const event = (headers: Record<string, string>) =>
  buildEvent({ routeId: 'login', method: 'POST', path: '/api/login', headers, sourceIp: '130.176.1.10' });

describe('clientAddress', () => {
  it('uses the address API Gateway saw', () => {
    expect(clientAddress(event({}))).toBe('130.176.1.10');
  });

  it('ignores a CloudFront-Viewer-Address the request did not prove CloudFront set', () => {
    expect(clientAddress(event({ 'cloudfront-viewer-address': '203.0.113.7:51234' }))).toBe('130.176.1.10');
  });
});
