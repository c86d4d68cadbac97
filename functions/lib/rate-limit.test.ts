import { buildEvent } from '../../scripts/local/api-event.js';
import { clientAddress } from './rate-limit.js';

const event = (headers: Record<string, string>) =>
  buildEvent({ routeId: 'login', method: 'POST', path: '/api/login', headers, sourceIp: '130.176.1.10' });

describe('clientAddress', () => {
  it('uses the viewer address CloudFront forwards, without its port', () => {
    expect(clientAddress(event({ 'cloudfront-viewer-address': '203.0.113.7:51234' }))).toBe('203.0.113.7');
    expect(clientAddress(event({ 'cloudfront-viewer-address': '2001:db8::1:443' }))).toBe('2001:db8::1');
  });

  it('falls back to the address API Gateway saw', () => {
    expect(clientAddress(event({}))).toBe('130.176.1.10');
  });
});
