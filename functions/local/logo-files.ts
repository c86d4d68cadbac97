/**
 * /logos/... on the local server, as CloudFront serves them deployed: the published logo from the local logo
 * bucket (LOGO_BUCKET on the local S3, set by local-data.ts), with its stored type and cache time and the logo
 * headers (shared/site-headers.ts). A key that is not there is a 404.
 */
import type { ServerResponse } from 'node:http';
import { logoHeaders } from '../../shared/site-headers.js';
import { logoBucket } from '../lib/files/s3.js';
import { getObject } from '../lib/files/s3-objects.js';

export const LOGO_PATH_PREFIX = '/logos/';

/** The object key of a path; undefined for an escape that decodes to nothing (such a logo cannot exist). */
function keyOf(pathname: string): string | undefined {
  try {
    return decodeURIComponent(pathname.slice(1));
  } catch {
    return undefined;
  }
}

export async function answerLogo(res: ServerResponse, pathname: string, notFound: () => void): Promise<void> {
  const key = keyOf(pathname);
  if (!key) return notFound();
  const object = await getObject(logoBucket(), key);
  if (!object) return notFound();
  res.writeHead(200, {
    'Content-Type': object.contentType ?? 'application/octet-stream',
    'Content-Length': object.body.length,
    'Cache-Control': object.cacheControl ?? 'no-cache',
    ...logoHeaders,
  });
  res.end(object.body);
}
