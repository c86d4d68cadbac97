/** Setup of the web tests: jest-dom matchers, the browser APIs jsdom lacks, and a clean slate after each test. */
import '@testing-library/jest-dom/vitest';
import { act, cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { setSignedInMarker } from '@/api/signed-in-marker.js';

/** Evaluates min-width / max-width queries against the window width (jsdom: 1024 px), like a desktop browser. */
function matches(query: string): boolean {
  const width = window.innerWidth;
  const min = /min-width:\s*([\d.]+)px/.exec(query);
  const max = /max-width:\s*([\d.]+)px/.exec(query);
  if (min && width < Number(min[1])) return false;
  if (max && width > Number(max[1])) return false;
  return Boolean(min || max);
}

/** False in a file that renders as the server does (`// @vitest-environment node`): no browser to stand in for. */
const inBrowser = typeof window !== 'undefined';

if (inBrowser) installBrowserStandIns();

function installBrowserStandIns() {
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    configurable: true,
    value: (query: string) => ({
      matches: matches(query),
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }),
  });
  window.scrollTo = () => undefined;
}

// The first visit to a lazy page compiles its modules, which can take more than the default second on a busy machine
// (CI runs these files beside the e2e stack on two cores; 5 s was once not enough for the admin desk).
configure({ asyncUtilTimeout: 10_000 });

afterEach(async () => {
  if (!inBrowser) return;
  // Let answers still in flight land inside act(), so React does not warn about updates after the test.
  await act(async () => {
    for (let tick = 0; tick < 5; tick += 1) await new Promise((resolve) => setTimeout(resolve, 0));
  });
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  localStorage.clear();
  sessionStorage.clear();
  document.documentElement.className = '';
  window.innerWidth = 1024;
});

// Most screens are tested signed in (their GET /api/user mocked): the API's signed-in marker is there, as after a
// sign-in; a test of a visitor without a session clears it.
beforeEach(() => {
  if (inBrowser) setSignedInMarker();
});
