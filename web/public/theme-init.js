// Puts the stored light/dark class on <html> before the app loads, so a dark-mode visitor never sees a light
// flash. It does what MUI's InitColorSchemeScript does, as a file because the CSP forbids inline scripts.
// Keep the key and the default in step with THEME_STORAGE_KEY and DEFAULT_THEME in shared/constants.ts.
(() => {
  try {
    let mode = localStorage.getItem('jobboard-theme') || 'light';
    if (mode === 'system') mode = matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
    if (mode !== 'dark') mode = 'light';
    document.documentElement.classList.remove('light', 'dark');
    document.documentElement.classList.add(mode);
  } catch (_error) {
    // Storage can be blocked (private mode, policies): the app then starts in the default light theme.
  }
})();
