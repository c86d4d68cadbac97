/** The shipped common-password list is exactly what its generator makes from the public list in the package. */
import { describe, expect, it } from 'vitest';
import { COMMON_PASSWORDS_TEXT } from '../../shared/passwords/common-passwords-list.js';
import { commonPasswords } from './common-passwords.js';

describe('common-passwords-list.ts', () => {
  it('holds the 10,000 most common passwords of 6 characters or more, in order, as generated', () => {
    const shipped = COMMON_PASSWORDS_TEXT.split('\n');
    expect(shipped).toEqual(commonPasswords());
    expect(shipped.length).toBeGreaterThan(8_000);
    expect(shipped.slice(0, 3)).toEqual(['123456', 'password', '12345678']);
    expect(shipped.every((word) => word.length >= 6 && word === word.toLowerCase())).toBe(true);
  });
});
