// @vitest-environment node
/** The server's styles as prerender.tsx extracts them, in Node as on the server: which classes no element carries. */
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import Button from '@mui/material/Button';
import { ThemeProvider } from '@mui/material/styles';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { emotionCacheOptions } from './emotion-cache-options.js';
import { composedOnlyIds, serverStyleTags } from './server-styles.js';
import { appTheme } from './theme.js';

function renderButton() {
  const cache = createCache(emotionCacheOptions);
  const server = createEmotionServer(cache);
  const html = renderToString(
    <CacheProvider value={cache}>
      <ThemeProvider theme={appTheme()}>
        <Button variant="contained">Apply</Button>
      </ThemeProvider>
    </CacheProvider>,
  );
  return { cache, html, styles: server.extractCriticalToChunks(html).styles };
}

describe('composedOnlyIds', () => {
  it("names the Button's own class, which ButtonBase composes into the element's and no element carries", () => {
    const { cache, html, styles } = renderButton();
    const composed = composedOnlyIds(cache, styles);
    expect(composed.length).toBeGreaterThan(0);
    for (const id of composed) expect(html).not.toContain(`css-${id}`);
    const elementClass = /class="[^"]* css-([\w-]+)"/.exec(html)?.[1];
    expect(styles.find((chunk) => chunk.key === 'css')?.ids).toContain(elementClass);
    expect(composed).not.toContain(elementClass);
  });

  it('lists them with the sent ids, for the browser to count as inserted, without their rules', () => {
    const { cache, styles } = renderButton();
    const composed = composedOnlyIds(cache, styles);
    const tags = serverStyleTags(styles, composed);
    const ids = /data-server-styles="([^"]*)"/.exec(tags)?.[1]?.split(' ');
    expect(ids).toEqual(expect.arrayContaining(composed));
    for (const id of composed) expect(tags).not.toContain(`.css-${id}{`);
  });
});
