import { fillPage } from '@shared/page-template.js';
import { afterEach, describe, expect, it } from 'vitest';
import { pageHasThemeVariables, serverStylesCache, serverStyleTags } from './server-styles.js';

const chunks = [
  { key: 'css-global', ids: ['g1'], css: 'body{margin:0;}' },
  { key: 'css-global', ids: ['animation-k1'], css: '@keyframes animation-k1{from{opacity:0;}}' },
  { key: 'css', ids: ['a1', 'b2'], css: '.css-a1{color:red;}.css-b2{color:blue;}' },
];

const TEMPLATE =
  '<html><head><title>Page</title><script type="module" crossorigin src="/app.js"></script></head>' +
  '<body><div id="root"></div></body></html>';

/** The page's <head> as the servers write it (the page template's fillPage), its tags in order. */
function serverHead(): Element[] {
  const page = fillPage(TEMPLATE, { html: '', styles: serverStyleTags(chunks) });
  document.head.innerHTML = /<head>(.*)<\/head>/s.exec(page)?.[1] ?? '';
  return [...document.head.children];
}

afterEach(() => {
  document.head.innerHTML = '';
});

describe('serverStyleTags', () => {
  it('writes the component rules where emotion does not look, the global ones under its own name', () => {
    expect(serverStyleTags(chunks)).toBe(
      '<style data-emotion="css-global g1">body{margin:0;}</style>' +
        '<style data-emotion="css-global animation-k1">@keyframes animation-k1{from{opacity:0;}}</style>' +
        '<style data-server-styles="a1 b2">.css-a1{color:red;}.css-b2{color:blue;}</style>',
    );
  });

  it('leaves out an empty chunk', () => {
    expect(serverStyleTags([{ key: 'css', ids: [], css: '' }])).toBe('');
  });
});

describe('serverStylesCache', () => {
  it('counts every server rule as inserted and moves no tag', () => {
    const before = serverHead();
    const cache = serverStylesCache();
    expect(Object.keys(cache.inserted).sort()).toEqual(['a1', 'animation-k1', 'b2', 'g1']);
    expect([...document.head.children]).toEqual(before);
  });

  it('adds rules the server did not render after the server tags', () => {
    const before = serverHead();
    const cache = serverStylesCache();
    cache.sheet.insert('.css-new{color:green;}');
    const after = [...document.head.children];
    expect(after.slice(0, before.length)).toEqual(before);
    expect(after.at(-1)?.textContent).toContain('.css-new');
  });

  it("gives emotion's <Global> a sheet that adopts its server tag where it is", () => {
    const before = serverHead();
    const cache = serverStylesCache();
    // What <Global> does with the tag of its name: a new sheet of the cache's class, hydrated with the tag.
    const Sheet = cache.sheet.constructor as new (options: { key: string; container: Node }) => typeof cache.sheet;
    const sheet = new Sheet({ key: 'css-global', container: document.head });
    const tag = document.querySelector('style[data-emotion="css-global g1"]') as HTMLStyleElement;
    sheet.hydrate([tag]);
    expect([...document.head.children]).toEqual(before);
    expect(sheet.tags).toEqual([tag]);
  });
});

describe('pageHasThemeVariables', () => {
  it("is true when a server global style holds the theme's variables", () => {
    serverHead();
    expect(pageHasThemeVariables()).toBe(false);
    document.head.insertAdjacentHTML(
      'beforeend',
      '<style data-emotion="css-global v1">:root{--mui-palette-primary-main:#1565c0;}</style>',
    );
    expect(pageHasThemeVariables()).toBe(true);
  });
});
