/**
 * /logos/... on the local server, as CloudFront serves them deployed: the published logo from the local logo
 * bucket (LOGO_BUCKET on the local S3, set by local-data.ts), with its stored type and cache time and the logo
 * headers (shared/site-headers.ts). A key that is not there is a 404.
 */
import type { ServerResponse } from 'node:http';
import { GetObjectCommand } from '@aws-sdk/client-s3';
import { logoHeaders } from '../../shared/site-headers.js';
import { logoBucket, s3 } from '../lib/files/s3.js';

export const LOGO_PATH_PREFIX = '/logos/';

const isMissing = (error: unknown) => ['NoSuchKey', 'NotFound'].includes((error as Error).name);

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
  const object = await s3()
    .send(new GetObjectCommand({ Bucket: logoBucket(), Key: key }))
    .catch((error: unknown) => {
      if (isMissing(error)) return undefined;
      throw error;
    });
  if (!object) return notFound();
  const bytes = (await object.Body?.transformToByteArray()) ?? new Uint8Array();
  res.writeHead(200, {
    'Content-Type': object.ContentType ?? 'application/octet-stream',
    'Content-Length': bytes.length,
    'Cache-Control': object.CacheControl ?? 'no-cache',
    ...logoHeaders,
  });
  res.end(bytes);
}
