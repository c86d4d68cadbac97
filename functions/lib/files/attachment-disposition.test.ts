import { attachmentDisposition } from './attachment-disposition.js';

/** RFC 8187's ext-value of UTF-8: every character an attr-char or a percent-encoded byte. */
const EXT_VALUE = /^UTF-8''(?:[A-Za-z0-9!#$&+\-.^_`|~]|%[0-9A-F]{2})+$/;

describe('the Content-Disposition of a named download', () => {
  it('gives a name with accents and an apostrophe in UTF-8, every character one a browser takes', () => {
    const header = attachmentDisposition("Zoë O'Brien-Łukasz (2) - CV*.pdf");
    const [, fallback, extended] = /^attachment; filename="([^"]*)"; filename\*=(.*)$/.exec(header) ?? [];
    expect(fallback).toBe("Zo_ O'Brien-_ukasz (2) - CV*.pdf");
    expect(extended).toMatch(EXT_VALUE);
    expect(decodeURIComponent((extended as string).slice("UTF-8''".length))).toBe("Zoë O'Brien-Łukasz (2) - CV*.pdf");
  });

  it('keeps quotes and backslashes out of the fallback name', () => {
    expect(attachmentDisposition('a"b\\c.pdf')).toMatch(/^attachment; filename="a_b_c\.pdf"; /);
  });
});
