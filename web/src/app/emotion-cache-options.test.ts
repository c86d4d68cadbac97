import createCache from '@emotion/cache';
import { type CSSObject, css } from '@emotion/react';
import { afterEach, describe, expect, it } from 'vitest';
import { emotionCacheOptions } from './emotion-cache-options.js';

afterEach(() => {
  document.head.innerHTML = '';
});

/** The CSS the cache writes for `styles` under the class `.c` (a server render's cache returns it as text). */
function rules(styles: CSSObject): string {
  const cache = createCache({ ...emotionCacheOptions, container: document.head });
  cache.insert('.c', css(styles), cache.sheet, true);
  return [...document.head.querySelectorAll('style')].map((tag) => tag.textContent).join('');
}

describe('emotionCacheOptions', () => {
  it('writes flexbox, transitions and appearance without old vendor names', () => {
    const css = rules({
      display: 'flex',
      alignItems: 'center',
      transition: 'opacity 1s',
      appearance: 'none',
      '&::placeholder': { opacity: 0.5 },
    });
    expect(css).toContain('display:flex;');
    expect(css).toContain('align-items:center;');
    expect(css).toContain('::placeholder');
    expect(css).not.toMatch(/-(webkit|moz|ms)-/);
  });

  it("keeps Safari's name for user-select beside the standard one", () => {
    expect(rules({ userSelect: 'none' })).toBe('.c{-webkit-user-select:none;user-select:none;}');
  });

  it('keeps the prefixes a style writes itself', () => {
    expect(rules({ WebkitTapHighlightColor: 'transparent' })).toBe('.c{-webkit-tap-highlight-color:transparent;}');
  });
});
