/** What every HTML email shares: escaping of every value, and absolute links to the site. */
import { config } from '../config.js';

export const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/** The site's address of a path (with its query), absolute: emails are read outside the site. */
export const siteLink = (path: string) => new URL(path, config().siteUrl).toString();

/** The HTML document of an email: a readable font around the body. */
export const htmlDocument = (body: string) =>
  `<!doctype html><html><body style="font-family:sans-serif;line-height:1.5">\n${body}\n</body></html>`;
