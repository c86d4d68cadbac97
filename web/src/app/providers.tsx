/**
 * Everything a screen needs around it: theme (light/dark stored under jobboard-theme), data cache, toasts, and the
 * status region that says what an action did (components/common/announcer.tsx).
 */
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { COLOR_SCHEME_STORAGE_KEY, DEFAULT_THEME, THEME_STORAGE_KEY } from '@shared/constants.js';
import { type ReactNode, useMemo } from 'react';
import { type Cache, SWRConfig } from 'swr';
import { SessionWatch } from '@/api/session-watch.js';
import { swrConfig } from '@/api/swr-config.js';
import { AnnouncerProvider } from '@/components/common/announcer.js';
import { ToastProvider } from '@/components/toast/toast-provider.js';
import { appTheme } from './theme.js';

interface Props {
  children: ReactNode;
  /** Tests pass a fresh cache so no data leaks from one test to the next. */
  swrCache?: () => Cache;
  /**
   * Answers the page came with, by request key (a job page carries its job): the screen renders them at once, on
   * the server and in the browser alike, so the app adopts the page without a request or a skeleton in between.
   */
  pageData?: Record<string, unknown>;
  /**
   * The page's HTML carries the theme's CSS variables already (every page the server renders or prerenders does):
   * the provider then does not write both schemes' 22 KB of them again, a few milliseconds of a phone's start spent
   * on rules the page has.
   */
  themeVariablesInPage?: boolean;
}

export function AppProviders({ children, swrCache, pageData, themeVariablesInPage = false }: Props) {
  // One object for the life of the app: a new one each render would re-render every screen that reads data.
  const config = useMemo(() => {
    const cache = swrCache ?? (pageData ? () => new Map() : undefined);
    return { ...swrConfig, ...(cache ? { provider: () => withAnswers(cache(), pageData) } : {}) };
  }, [swrCache, pageData]);
  return (
    <ThemeProvider
      theme={appTheme()}
      modeStorageKey={THEME_STORAGE_KEY}
      colorSchemeStorageKey={COLOR_SCHEME_STORAGE_KEY}
      defaultMode={DEFAULT_THEME}
      disableStyleSheetGeneration={themeVariablesInPage}
      noSsr
    >
      <CssBaseline enableColorScheme />
      <SWRConfig value={config}>
        <ToastProvider>
          <AnnouncerProvider>
            <SessionWatch />
            {children}
          </AnnouncerProvider>
        </ToastProvider>
      </SWRConfig>
    </ThemeProvider>
  );
}

/**
 * The data cache, holding the page's answers before anything renders (a list's "Load more" then finds its first
 * page there too). Written into the cache itself, not through SWR's `mutate`: a key SWR has written is one whose
 * answer it takes as new since the server rendered, so each hook reading it rendered the screen a second time,
 * synchronously, once React had adopted the page (the whole job page, the list's page, in one task).
 */
function withAnswers(cache: Cache, pageData: Record<string, unknown> = {}): Cache {
  for (const [key, data] of Object.entries(pageData)) cache.set(key, { data });
  return cache;
}
