import { createHash } from 'node:crypto';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, HEAD_SCRIPT_SHA256 } from './site-headers.js';
import { HEAD_SCRIPT, THEME_SCRIPT } from './theme-script.js';

/** Runs the script against a fake page: what it stored, what the system prefers, and whether storage throws. */
function classAfter(stored: string | null, prefersDark = false, storageThrows = false): string[] {
  const classes: string[] = [];
  runInNewContext(THEME_SCRIPT, {
    localStorage: {
      getItem: () => {
        if (storageThrows) throw new Error('blocked');
        return stored;
      },
    },
    matchMedia: () => ({ matches: prefersDark }),
    document: { documentElement: { classList: { add: (name: string) => classes.push(name) } } },
  });
  return classes;
}

describe('the inline theme script', () => {
  it('is allowed, with the held clicks, by the CSP through its hash, and no other inline script is', () => {
    expect(createHash('sha256').update(HEAD_SCRIPT).digest('base64')).toBe(HEAD_SCRIPT_SHA256);
    // Exactly the site's own files and this one script: no 'unsafe-inline', no other hash.
    const scriptSrc = contentSecurityPolicy.split('; ').find((directive) => directive.startsWith('script-src '));
    expect(scriptSrc).toBe(`script-src 'self' 'sha256-${HEAD_SCRIPT_SHA256}'`);
  });

  it.each([
    [null, false, 'light'],
    ['dark', false, 'dark'],
    ['light', true, 'light'],
    ['system', true, 'dark'],
    ['system', false, 'light'],
    ['purple', true, 'light'],
  ])('stored %s (system prefers dark: %s) gives the %s class', (stored, prefersDark, expected) => {
    expect(classAfter(stored, prefersDark)).toEqual([expected]);
  });

  it('starts light when storage is blocked', () => {
    expect(classAfter('dark', true, true)).toEqual(['light']);
  });
});
