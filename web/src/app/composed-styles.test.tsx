// @vitest-environment node
/** The server's styles as prerender.tsx extracts them, in Node as on the server: the classes no element carries. */
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import Button from '@mui/material/Button';
import { ThemeProvider } from '@mui/material/styles';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { emotionCacheOptions } from './emotion-cache-options.js';
import { layerRules, serverStyleTags } from './server-styles.js';
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

describe('layerRules', () => {
  it("names the Button's own class, which ButtonBase composes into the element's and no element carries", () => {
    const { cache, html, styles } = renderButton();
    const layers = layerRules(cache, styles);
    expect(layers.ids.length).toBeGreaterThan(0);
    for (const id of layers.ids) expect(html).not.toContain(`css-${id}`);
    const elementClass = /class="[^"]* css-([\w-]+)"/.exec(html)?.[1];
    expect(styles.find((chunk) => chunk.key === 'css')?.ids).toContain(elementClass);
    expect(layers.ids).not.toContain(elementClass);
  });

  it('sends every id the browser is to count as inserted with its rules: a later element may carry it', () => {
    const { cache, styles } = renderButton();
    const tags = serverStyleTags(styles, layerRules(cache, styles));
    const ids = /data-server-styles="([^"]*)"/.exec(tags)?.[1]?.split(' ') ?? [];
    expect(ids.length).toBeGreaterThan(1);
    for (const id of ids) expect(tags).toContain(`.css-${id}{`);
  });
});
