/**
 * MUI builds two default themes when its modules load (`createTheme()` at the top of styles/defaultTheme and of
 * Box), for components used without a ThemeProvider. The site always provides its own theme, so neither is ever
 * read, yet building them was about a fifth of evaluating the entry bundle on a phone: the longest task of every
 * page. This build step makes each of them a stand-in that builds the real default theme on first touch.
 *
 * The build fails if MUI's source no longer has the line, so an upgrade cannot silently lose the change.
 */
import type { Plugin } from 'vite';

const MODULES = /@mui\/material\/(styles\/defaultTheme|Box\/Box)\.m?js$/;
const EAGER = 'const defaultTheme = createTheme();';

/** A stand-in object: every read, key listing or write goes to the theme, built the first time. */
const LAZY_THEME = `
function lazyDefaultTheme(create) {
  let theme;
  const real = () => (theme ??= create());
  return new Proxy({}, {
    get: (_, key) => Reflect.get(real(), key),
    set: (_, key, value) => Reflect.set(real(), key, value),
    has: (_, key) => Reflect.has(real(), key),
    ownKeys: () => Reflect.ownKeys(real()),
    getOwnPropertyDescriptor: (_, key) => Reflect.getOwnPropertyDescriptor(real(), key),
  });
}`;

export function lazyMuiDefaultTheme(): Plugin {
  return {
    name: 'lazy-mui-default-theme',
    apply: 'build',
    transform(code, id) {
      if (!MODULES.test(id)) return undefined;
      if (!code.includes(EAGER)) this.error(`lazy-mui-default-theme: "${EAGER}" not found in ${id}`);
      return {
        code: `${code.replace(EAGER, 'const defaultTheme = lazyDefaultTheme(createTheme);')}\n${LAZY_THEME}\n`,
        map: null,
      };
    },
  };
}
