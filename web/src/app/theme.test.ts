import { describe, expect, it } from 'vitest';
import { appTheme } from './theme.js';

describe('appTheme', () => {
  it('is built once, with both colour schemes as CSS variables', () => {
    const theme = appTheme();
    expect(appTheme()).toBe(theme);
    expect(Object.keys((theme as { colorSchemes?: object }).colorSchemes ?? {}).sort()).toEqual(['dark', 'light']);
    expect(theme.vars?.palette.primary.main).toMatch(/^var\(--mui-palette-primary-main\b/);
  });
});
