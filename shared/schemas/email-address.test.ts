import * as v from 'valibot';
import { emailAddress } from './email-address.js';

const read = (address: string) => {
  const result = v.safeParse(emailAddress('Please enter a valid email address'), address);
  return result.success ? result.output : undefined;
};

describe('an email address as people type it', () => {
  it.each([
    ['Jane.Doe+jobs@Example.COM', 'Jane.Doe+jobs@Example.COM'],
    ['x@sub.domain.co.uk', 'x@sub.domain.co.uk'],
    // A domain in its own letters, as typed or as a browser's email field sends it.
    ['jose@exämple.com', 'jose@xn--exmple-cua.com'],
    ['jose@xn--exmple-cua.com', 'jose@xn--exmple-cua.com'],
    ['info@домен.рф', 'info@xn--d1acufc.xn--p1ai'],
  ])('takes %s as %s', (typed, kept) => {
    expect(read(typed)).toBe(kept);
  });

  it.each([
    'josé@example.com',
    'a@b',
    'a..b@c.com',
    '.a@b.com',
    'a@-b.com',
    'a@b-.com',
    'a b@c.com',
    'a@192.168.0.1',
    'not-an-email',
  ])('refuses %s', (typed) => {
    expect(read(typed)).toBeUndefined();
  });
});
