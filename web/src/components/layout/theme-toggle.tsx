/**
 * The light/dark switch; MUI stores the choice under jobboard-theme. The prerendered home page cannot
 * know the stored choice, so the switch shows its light state until the page is live.
 */
import DarkMode from '@mui/icons-material/DarkMode';
import LightMode from '@mui/icons-material/LightMode';
import IconButton from '@mui/material/IconButton';
import { useColorScheme } from '@mui/material/styles';
import { labels } from '@shared/texts.js';
import { useHydrated } from '@/lib/use-hydrated.js';

export function ThemeToggle() {
  const { mode, systemMode, setMode } = useColorScheme();
  const isDark = useHydrated() && (mode === 'system' ? systemMode : mode) === 'dark';
  const label = isDark ? labels.toLightMode : labels.toDarkMode;
  return (
    <IconButton
      color="inherit"
      aria-label={label}
      title={label}
      // Its name changes with the theme: a tap held before the app was live finds it by this (screen-live.tsx).
      data-control="theme-switch"
      onClick={() => setMode(isDark ? 'light' : 'dark')}
    >
      {isDark ? <LightMode /> : <DarkMode />}
    </IconButton>
  );
}
