/**
 * Files of the site the functions read and write: deployed, the site's S3 bucket (SITE_BUCKET), the one CloudFront
 * serves; locally, folders the local server serves (SITE_DIR, the built site, to read; SITE_FILES_DIR, to write:
 * web/dist is rebuilt and emptied by every build). A file read is kept for a minute, so a deploy of the site shows
 * in the job pages within a minute and a page costs no S3 call the rest of the time.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { GetObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';

const KEEP_MS = 60_000;
const kept = new Map<string, { text: Promise<string>; until: number }>();
let s3: S3Client | undefined;

function client(): S3Client {
  s3 ??= new S3Client({});
  return s3;
}

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
  const answer = await client().send(new GetObjectCommand({ Bucket: place.bucket, Key: name }));
  return (await answer.Body?.transformToString('utf8')) ?? '';
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
  await client().send(
    new PutObjectCommand({
      Bucket: place.bucket,
      Key: name,
      Body: body,
      ContentType: contentType,
      CacheControl: 'no-cache',
    }),
  );
}
