/**
 * The emotion cache's options, the same for the server render and the browser: the key MUI's default cache uses
 * (the browser's cache adopts the server's rules by it, server-styles.ts) and the one vendor prefix the site's
 * browsers still need.
 *
 * Emotion's default stylis plugin writes every flexbox, transition, appearance and text-decoration declaration
 * again with its old -webkit-, -moz- and -ms- names, for browsers of ten years ago: about a sixth of each page's
 * inline CSS (11 of 67 KB on a job page), which every visit parses and matches, and work for the browser's cache
 * on every rule it inserts. Safari's compatibility tables list `user-select` under its -webkit- name only (without
 * it a pressed button's label could be selected), so that one declaration keeps it; not tried in a Safari here. The
 * prefixes MUI writes itself (`-webkit-tap-highlight-color`, `-webkit-line-clamp`, `-webkit-text-size-adjust`) are
 * not the plugin's.
 */
import type { Options, StylisPlugin } from '@emotion/cache';

/** Stylis's type for a declaration (`Enum.DECLARATION`), whose `value` is the whole `property:value;`. */
const DECLARATION = 'decl';

const safariUserSelect: StylisPlugin = (element) => {
  if (element.type === DECLARATION && !element.return && element.value.startsWith('user-select:'))
    element.return = `-webkit-${element.value}${element.value}`;
};

export const emotionCacheOptions: Options = { key: 'css', stylisPlugins: [safariUserSelect] };
