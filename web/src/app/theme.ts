/**
 * Light and dark color schemes as CSS variables switched by a class on <html> (`.light` / `.dark`), the class
 * shared/theme-script.ts sets before the first paint.
 *
 * Built on first use, not when the module loads: creating it (both schemes' palettes and CSS variables) is the
 * largest piece of JavaScript a visit runs before React starts, so the entry (main.tsx) builds it in a task of its
 * own instead of adding it to the evaluation of the whole bundle, which is one long task.
 */
import { createTheme, type Theme } from '@mui/material/styles';

let built: Theme | undefined;

/** Two pixels of the primary colour, offset from the element: at least 3:1 against both backgrounds. */
const focusRing = (theme: Theme) => ({
  outline: `2px solid ${theme.vars?.palette.primary.main ?? theme.palette.primary.main}`,
  outlineOffset: 2,
});

/** Over any background, light or dark: the control's text colour at a sixth of its strength. */
const pressTint = 'color-mix(in srgb, currentColor 16%, transparent)';

export function appTheme(): Theme {
  built ??= createAppTheme();
  return built;
}

const createAppTheme = () =>
  createTheme({
    cssVariables: { colorSchemeSelector: 'class' },
    colorSchemes: {
      light: {
        palette: {
          primary: { main: '#1565c0' },
          secondary: { main: '#6a1b9a' },
          background: { default: '#f6f8fb', paper: '#ffffff' },
        },
      },
      dark: {
        palette: {
          primary: { main: '#90caf9' },
          secondary: { main: '#ce93d8' },
          background: { default: '#0f1218', paper: '#161b22' },
        },
      },
    },
    shape: { borderRadius: 10 },
    typography: {
      fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
      h1: { fontSize: '2.25rem', fontWeight: 700 },
      h2: { fontSize: '1.75rem', fontWeight: 700 },
      h3: { fontSize: '1.25rem', fontWeight: 600 },
      button: { textTransform: 'none', fontWeight: 600 },
    },
    components: {
      MuiCssBaseline: {
        styleOverrides: (theme) => ({
          // Keyboard focus scrolled into view lands below the sticky navigation bar, never under it.
          html: { scrollPaddingTop: 80 },
          // A word or address longer than its box breaks instead of widening the page (titles, names, URLs).
          body: { overflowWrap: 'anywhere' },
          // A focus ring everyone can see, on every focusable thing reached by keyboard.
          ':focus-visible': focusRing(theme),
        }),
      },
      // Buttons, chips, tabs, menu items and switches (all of them ButtonBase). MUI's ripple is React drawing and
      // animating a circle on each press: the first press of a button mounts it, a third of that tap's time to the
      // next paint on a slow phone (bench INP). A press shows at once as a tint of the control's own colour instead,
      // in plain CSS. Keyboard focus would have had only a faint ripple too: it gets the focus ring.
      MuiButtonBase: {
        defaultProps: { disableRipple: true },
        styleOverrides: {
          root: ({ theme }) => ({
            '&:active': { backgroundImage: `linear-gradient(${pressTint}, ${pressTint})` },
            '&.Mui-focusVisible': focusRing(theme),
          }),
        },
      },
      MuiButton: { defaultProps: { disableElevation: true } },
      // The switch's own box clipped the focus ring of its round button at the top and bottom.
      MuiSwitch: { styleOverrides: { root: { overflow: 'visible' } } },
      MuiCard: { defaultProps: { variant: 'outlined' } },
    },
  });

// The theme is built with CSS variables: its types then say so (`theme.vars`, the provider's options for them).
declare module '@mui/material/styles' {
  interface CssThemeVariables {
    enabled: true;
  }
}
