/** The SVG check of logos: plain drawings pass, anything that could run or reach outside the file is refused. */
import { plainSvg } from '../../testing/logo.js';
import { identifyLogo } from './logo-content.js';
import { checkSvg } from './svg-check.js';

const svg = (inner: string, attributes = '') =>
  `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 10 10"${attributes}>${inner}</svg>`;

describe('checkSvg', () => {
  it('accepts a plain logo: shapes, a gradient referenced inside the file, text, a <use> of an own symbol', () => {
    expect(checkSvg(plainSvg().toString())).toEqual({ ok: true });
    expect(
      checkSvg(svg('<symbol id="s"><path d="M0 0h5"/></symbol><use href="#s"/><style>.a{fill:url(#g)}</style>')),
    ).toEqual({
      ok: true,
    });
  });

  it.each([
    ['a script element', svg('<script>alert(1)</script>'), 'it contains a script'],
    ['a foreignObject', svg('<foreignObject><div>hi</div></foreignObject>'), 'it contains a foreignObject element'],
    ['an event handler', svg('<circle r="1" onload="alert(1)"/>'), 'it has an event-handler attribute (onload)'],
    ['an event handler on the root', svg('', ' onclick="x()"'), 'it has an event-handler attribute (onclick)'],
    ['a javascript: link', svg('<a href="javascript:alert(1)"><path d="M0 0"/></a>'), 'it contains the element <a>'],
    ['a javascript: href on use', svg('<use xlink:href="java\tscript:alert(1)"/>'), 'it has a javascript: address'],
    ['an external use', svg('<use href="https://evil.example/x.svg#a"/>'), 'it links to something outside the file'],
    ['an external image', svg('<image href="https://evil.example/a.png"/>'), 'it links to something outside the file'],
    ['a DOCTYPE with entities', `<!DOCTYPE svg [<!ENTITY a "b">]>${svg('<text>&a;</text>')}`, 'DOCTYPE or entities'],
    [
      'a stylesheet instruction',
      `<?xml-stylesheet href="https://evil.example/a.css"?>${svg('')}`,
      'processing instruction',
    ],
    ['a style import', svg('<style>@import url(https://evil.example/a.css);</style>'), 'load something from outside'],
    [
      'an external url() in a style attribute',
      svg('<rect style="fill:url(https://e.example/a)"/>'),
      'outside the file',
    ],
    ['another namespace', svg('<html:p xmlns:html="http://www.w3.org/1999/xhtml">x</html:p>'), 'the element <html:p>'],
    ['HTML, not SVG', '<html><body><script>alert(1)</script></body></html>', 'outermost element is not <svg>'],
    ['broken XML', '<svg xmlns="http://www.w3.org/2000/svg"><g></svg>', 'not well-formed XML'],
  ])('refuses %s, saying why', (_case, text, reason) => {
    const verdict = checkSvg(text);
    expect(verdict.ok).toBe(false);
    expect(verdict.ok ? '' : verdict.reason).toContain(reason);
  });
});

describe('identifyLogo', () => {
  it('knows PNG, JPEG and WebP by their signatures and SVG by its markup', () => {
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0]);
    const jpeg = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0]);
    const webp = Buffer.concat([Buffer.from('RIFF'), Buffer.alloc(4), Buffer.from('WEBPVP8 ')]);
    expect(identifyLogo(png)).toEqual({ ok: true, type: 'png' });
    expect(identifyLogo(jpeg)).toEqual({ ok: true, type: 'jpeg' });
    expect(identifyLogo(webp)).toEqual({ ok: true, type: 'webp' });
    expect(identifyLogo(plainSvg())).toEqual({ ok: true, type: 'svg' });
  });

  it('refuses an executable, a GIF and text that is no SVG; an unsafe SVG says why', () => {
    expect(identifyLogo(Buffer.from('MZ\x90\x00\x03\x00'))).toEqual({ ok: false, reason: 'wrong-type' });
    expect(identifyLogo(Buffer.from('GIF89a\x01\x00'))).toEqual({ ok: false, reason: 'wrong-type' });
    expect(identifyLogo(Buffer.from('hello, world'))).toEqual({ ok: false, reason: 'wrong-type' });
    expect(identifyLogo(Buffer.from(svg('<script>1</script>')))).toEqual({
      ok: false,
      reason: 'unsafe',
      detail: 'it contains a script',
    });
  });
});
