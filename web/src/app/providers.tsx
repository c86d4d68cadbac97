/** Everything a screen needs around it: theme (light/dark stored under jobboard-theme), data cache, toasts. */
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { DEFAULT_THEME, THEME_STORAGE_KEY } from '@shared/constants.js';
import type { ReactNode } from 'react';
import { type Cache, SWRConfig } from 'swr';
import { SessionWatch } from '@/api/session-watch.js';
import { swrConfig } from '@/api/swr-config.js';
import { ToastProvider } from '@/components/toast/toast-provider.js';
import { appTheme } from './theme.js';

interface Props {
  children: ReactNode;
  /** Tests pass a fresh cache so no data leaks from one test to the next. */
  swrCache?: () => Cache;
}

export function AppProviders({ children, swrCache }: Props) {
  return (
    <ThemeProvider theme={appTheme()} modeStorageKey={THEME_STORAGE_KEY} defaultMode={DEFAULT_THEME} noSsr>
      <CssBaseline enableColorScheme />
      <SWRConfig value={swrCache ? { ...swrConfig, provider: swrCache } : swrConfig}>
        <ToastProvider>
          <SessionWatch />
          {children}
        </ToastProvider>
      </SWRConfig>
    </ThemeProvider>
  );
}
