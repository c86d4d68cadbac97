/**
 * The logo bucket the site serves under /logos/: a checked upload is copied in (from the private bucket, typed by
 * what its bytes proved), and a replaced or removed logo deleted.
 */
import { LOGO_CONTENT_TYPES, type LogoType } from '../../../shared/schemas/logo.js';
import { keyOfLogoPath, logoPath } from './logo-keys.js';
import { cvBucket, logoBucket } from './s3.js';
import { copyObject, deleteObject } from './s3-objects.js';

/** A published logo's address never changes (logo-keys.ts): browsers and CloudFront may keep it a year. */
const PUBLISHED_CACHE = 'public, max-age=31536000, immutable';

/** Copies a checked upload into the logo bucket at `to`; answers its site path. */
export async function publishLogo(from: string, to: string, type: LogoType): Promise<string> {
  await copyObject(
    { bucket: cvBucket(), key: from },
    { bucket: logoBucket(), key: to },
    { contentType: LOGO_CONTENT_TYPES[type], cacheControl: PUBLISHED_CACHE },
  );
  return logoPath(to);
}

/** Deletes the published logo at a site path; any other address (or none) has nothing to delete. */
export async function deleteLogo(path: string | undefined): Promise<void> {
  const key = keyOfLogoPath(path);
  if (key) await deleteObject(logoBucket(), key);
}
