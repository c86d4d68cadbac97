/**
 * The prerendered pages' styles, taken over by the app where they are. Emotion's own way moves every server
 * <style> tag of the page to the end of <head> when its cache starts (its default cache does so while the bundle
 * is evaluated): the browser then drops and rebuilds the page's style sheets and recomputes the style and layout
 * of the whole page, a task of a few hundred milliseconds on a phone before React has even started.
 *
 * So the server writes the components' rules under an attribute emotion does not look for, and the app's cache
 * only marks their ids as already inserted. The global rules (the theme's CSS variables, CssBaseline) keep
 * emotion's `data-emotion="css-global …"`: its <Global> component looks for its tag by that name and hands it to a
 * sheet of the cache's class, whose `hydrate` here keeps the tag in its place. The theme's variables need no
 * <Global> in the browser at all: the page has them (`pageHasThemeVariables`), so the provider does not write them.
 */
import createCache, { type EmotionCache } from '@emotion/cache';
import { emotionCacheOptions } from './emotion-cache-options.js';

/** The key of the emotion cache MUI uses by default, which the server render uses too. */
const KEY = emotionCacheOptions.key;
/** Holds the ids of the component rules in a server <style> tag. */
const SERVER_STYLES = 'data-server-styles';

/** What emotion's style sheet class takes. */
interface SheetOptions {
  key: string;
  container: Node;
  nonce?: string;
  speedy?: boolean;
  prepend?: boolean;
  insertionPoint?: HTMLElement;
}

/** What @emotion/server extracts from a render: one chunk of component rules, one per global style. */
export interface StyleChunk {
  key: string;
  ids: string[];
  css: string;
}

/**
 * The <style> tags for <head>. `layers`: the rules of classes no element of the page carries (see `layerRules`),
 * sent in the components' tag with the others.
 */
export function serverStyleTags(chunks: StyleChunk[], layers?: StyleChunk): string {
  return chunks
    .filter((chunk) => chunk.css !== '')
    .map((chunk) =>
      chunk.key === KEY
        ? `<style ${SERVER_STYLES}="${[...chunk.ids, ...(layers?.ids ?? [])].join(' ')}">${chunk.css}${layers?.css ?? ''}</style>`
        : `<style data-emotion="${chunk.key} ${chunk.ids.join(' ')}">${chunk.css}</style>`,
    )
    .join('');
}

/**
 * The rules of the classes a render computed that no element of its HTML carries. A MUI component styled on top of
 * another (Button on ButtonBase, IconButton, Link on Typography) has a class for its own rules, which the inner
 * component composes into the class the element gets; emotion inserts both. The server's extraction keeps only the
 * rules of classes in the HTML, so the browser, adopting the page, compiled and inserted the others again: 100 to
 * 240 rules on every page, each a stylis compile and a style sheet change during the start. They are sent with the
 * rest, rules and all: such a class can be the whole class of an element the browser renders later (the base input
 * class of a field with an icon is the class of a plain field in a panel that comes after the start), and counted as
 * inserted without its rules, that element would be drawn unstyled.
 */
export function layerRules(
  cache: Pick<EmotionCache, 'key' | 'inserted' | 'registered'>,
  chunks: StyleChunk[],
): StyleChunk {
  const sent = new Set(chunks.flatMap((chunk) => chunk.ids));
  const ids = Object.keys(cache.inserted).filter(
    (id) => !sent.has(id) && cache.registered[`${cache.key}-${id}`] && typeof cache.inserted[id] === 'string',
  );
  return { key: cache.key, ids, css: ids.map((id) => cache.inserted[id]).join('') };
}

/** The browser's emotion cache: the page's server rules count as inserted, and no server tag is moved. */
export function serverStylesCache(): EmotionCache {
  const cache = createCache(emotionCacheOptions);
  const Sheet = cache.sheet.constructor as new (options: SheetOptions) => EmotionCache['sheet'];
  class AdoptingSheet extends Sheet {
    override hydrate(nodes: HTMLStyleElement[]) {
      // Kept as the sheet's own (a later change of the style removes them), but not moved.
      this.tags.push(...nodes);
    }
  }
  const { container, nonce, isSpeedy, prepend, insertionPoint } = cache.sheet;
  cache.sheet = new AdoptingSheet({ key: KEY, container, nonce, speedy: isSpeedy, prepend, insertionPoint });
  const tags = document.querySelectorAll(`style[${SERVER_STYLES}], style[data-emotion^="${KEY}-global "]`);
  for (const tag of tags) {
    const ids = tag.getAttribute(SERVER_STYLES) ?? tag.getAttribute('data-emotion')?.split(' ').slice(1).join(' ');
    for (const id of ids?.split(' ') ?? []) if (id) cache.inserted[id] = true;
  }
  return cache;
}

/**
 * Whether the page came with the theme's CSS variables, both schemes' (MUI's provider writes them as a global style
 * on the server, `--mui-` being its prefix): the browser's provider need not write them again.
 */
export function pageHasThemeVariables(): boolean {
  const tags = document.querySelectorAll(`style[data-emotion^="${KEY}-global "]`);
  return [...tags].some((tag) => tag.textContent?.includes('--mui-palette-primary-main'));
}
