/**
 * The logo bucket the site serves under /logos/: a checked upload is copied in (from the private bucket, typed by
 * what its bytes proved), and a replaced or removed logo deleted.
 */
import { CopyObjectCommand, DeleteObjectCommand } from '@aws-sdk/client-s3';
import { LOGO_CONTENT_TYPES, type LogoType } from '../../../shared/schemas/logo.js';
import { keyOfLogoPath, logoPath } from './logo-keys.js';
import { cvBucket, logoBucket, s3 } from './s3.js';

/** A published logo's address never changes (logo-keys.ts): browsers and CloudFront may keep it a year. */
const PUBLISHED_CACHE = 'public, max-age=31536000, immutable';

/** Copies a checked upload into the logo bucket at `to`; answers its site path. */
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
