/**
 * Files of the site the functions read and write: deployed, the site's S3 bucket (SITE_BUCKET), the one CloudFront
 * serves; locally, folders the local server serves (SITE_DIR, the built site, to read; SITE_FILES_DIR, to write:
 * web/dist is rebuilt and emptied by every build). A file read is kept for a minute, so a deploy of the site shows
 * in the job pages within a minute and a page costs no S3 call the rest of the time.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { getObject, putObject } from '../files/s3-objects.js';

const KEEP_MS = 60_000;
const kept = new Map<string, { text: Promise<string>; until: number }>();
function where(variable: 'SITE_DIR' | 'SITE_FILES_DIR'): { bucket: string } | { dir: string } {
  const bucket = process.env.SITE_BUCKET;
  if (bucket) return { bucket };
  const dir = process.env[variable];
  if (!dir) throw new Error(`Set SITE_BUCKET (deployed) or ${variable} (locally)`);
  return { dir };
}

async function fetchText(name: string): Promise<string> {
  const place = where('SITE_DIR');
  if ('dir' in place) return readFile(join(place.dir, name), 'utf8');
  const object = await getObject(place.bucket, name);
  if (!object) throw new Error(`The site has no file ${name} in ${place.bucket}`);
  return object.body.toString('utf8');
}

/** A file of the built site, as text. */
export function readSiteFile(name: string, now = Date.now()): Promise<string> {
  const entry = kept.get(name);
  if (entry && entry.until > now) return entry.text;
  const text = fetchText(name);
  kept.set(name, { text, until: now + KEEP_MS });
  // A failed read is not kept: the next request tries again.
  text.catch(() => kept.delete(name));
  return text;
}

/** Writes a file the site serves as it is (the sitemap, robots.txt), to be fetched afresh by each visitor. */
export async function writeSiteFile(name: string, body: string, contentType: string): Promise<void> {
  const place = where('SITE_FILES_DIR');
  if ('dir' in place) return writeFile(join(place.dir, name), body);
  await putObject(place.bucket, name, body, { contentType, cacheControl: 'no-cache' });
}
