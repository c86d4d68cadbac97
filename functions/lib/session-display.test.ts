import { deviceLabel, maskedNetwork } from './session-display.js';

describe('deviceLabel', () => {
  it.each([
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0',
      'Edge on Windows',
    ],
    [
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
      'Chrome on macOS',
    ],
    ['Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0', 'Firefox on Linux'],
    [
      'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
      'Chrome on Android',
    ],
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1',
      'Safari on iOS',
    ],
    ['curl/8.5.0', 'Unknown device'],
    ['', 'Unknown device'],
  ])('%s → %s', (userAgent, label) => {
    expect(deviceLabel(userAgent)).toBe(label);
  });
});

describe('maskedNetwork', () => {
  it.each([
    ['203.0.113.7', '203.0.113.x'],
    ['2001:db8:85a3:1:2:3:4:5', '2001:db8:85a3:x'],
    ['::1', 'Unknown network'],
    ['::ffff:127.0.0.1', '127.0.0.x'],
    ['2001:db8::7', '2001:db8:x'],
    ['not an address', 'Unknown network'],
  ])('%s → %s', (address, masked) => {
    expect(maskedNetwork(address)).toBe(masked);
  });
});
