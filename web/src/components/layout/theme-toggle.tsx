/**
 * The light/dark switch; MUI stores the choice under jobboard-theme. Its icon and its name (both states are in the
 * button) follow the class the head script puts on <html> before the first paint (shared/theme-script.ts), in CSS:
 * a page painted from its HTML, before the app has started, already shows and names the switch for the stored theme.
 * The prerender cannot know that theme, so the tooltip, which CSS cannot change, comes once the page is live.
 */
import DarkMode from '@mui/icons-material/DarkMode';
import LightMode from '@mui/icons-material/LightMode';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import { useColorScheme } from '@mui/material/styles';
import { labels } from '@shared/texts.js';
import { visuallyHidden } from '@/components/common/visually-hidden.js';
import { useHydrated } from '@/lib/use-hydrated.js';

/** Light unless <html> is marked dark (a page without the head script's class is light). */
const shownForTheme = {
  'html:not(.dark) & .for-dark, html.dark & .for-light': { display: 'none' },
} as const;

export function ThemeToggle() {
  const { mode, systemMode, setMode } = useColorScheme();
  const hydrated = useHydrated();
  const isDark = (mode === 'system' ? systemMode : mode) === 'dark';
  return (
    <IconButton
      color="inherit"
      title={hydrated ? (isDark ? labels.toLightMode : labels.toDarkMode) : undefined}
      // Its name changes with the theme: a tap held before the app was live finds it by this (screen-live.tsx).
      data-control="theme-switch"
      onClick={() => setMode(isDark ? 'light' : 'dark')}
      sx={shownForTheme}
    >
      <DarkMode className="for-light" />
      <LightMode className="for-dark" />
      <Box component="span" className="for-light" sx={visuallyHidden}>
        {labels.toDarkMode}
      </Box>
      <Box component="span" className="for-dark" sx={visuallyHidden}>
        {labels.toLightMode}
      </Box>
    </IconButton>
  );
}
