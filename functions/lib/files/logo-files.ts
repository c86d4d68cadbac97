/**
 * Company logos in S3: the presigned POST (uploads.ts, into the private bucket), the check of what arrived (its
 * bytes, and an SVG's markup), the copy of a checked logo into the logo bucket the site serves, and deletion.
 */
import { CopyObjectCommand, DeleteObjectCommand } from '@aws-sdk/client-s3';
import { LOGO_CONTENT_TYPES, LOGO_MAX_BYTES, type LogoType } from '../../../shared/schemas/logo.js';
import { identifyLogo } from './logo-content.js';
import { keyOfLogoPath, logoPath } from './logo-keys.js';
import { cvBucket, logoBucket, s3 } from './s3.js';
import { inspectUpload, presignUpload } from './uploads.js';

/** A published logo's address never changes (logo-keys.ts): browsers and CloudFront may keep it a year. */
const PUBLISHED_CACHE = 'public, max-age=31536000, immutable';

export const presignLogoUpload = (key: string, type: LogoType) =>
  presignUpload(key, LOGO_CONTENT_TYPES[type], LOGO_MAX_BYTES);

/** Reads the whole upload (at most 1 MB): an SVG is checked through and through, not by its first bytes. */
export const inspectLogoUpload = (key: string) =>
  inspectUpload<LogoType>(key, LOGO_MAX_BYTES, async (read) => identifyLogo(await read()));

/** Copies a checked upload into the logo bucket at `to`, typed by what its bytes proved; answers its site path. */
export async function publishLogo(from: string, to: string, type: LogoType): Promise<string> {
  await s3().send(
    new CopyObjectCommand({
      Bucket: logoBucket(),
      CopySource: `${cvBucket()}/${from}`,
      Key: to,
      ContentType: LOGO_CONTENT_TYPES[type],
      CacheControl: PUBLISHED_CACHE,
      MetadataDirective: 'REPLACE',
    }),
  );
  return logoPath(to);
}

/** Deletes the published logo at a site path; any other address (or none) has nothing to delete. */
export async function deleteLogo(path: string | undefined): Promise<void> {
  const key = keyOfLogoPath(path);
  if (key) await s3().send(new DeleteObjectCommand({ Bucket: logoBucket(), Key: key }));
}
