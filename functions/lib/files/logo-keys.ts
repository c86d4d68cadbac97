/**
 * Where logos live. The browser's upload lands in the private bucket's `incoming/<userId>/<uploadId>` like a CV's
 * (cv-keys.ts); a checked logo is copied to the logo bucket at `logos/<companyId>/<uploadId>.<ext>`, which the
 * site serves at the same path (/logos/...). A new upload gets a new name, so the file at an address never
 * changes and may be cached for good.
 */
import type { LogoType } from '../../../shared/schemas/logo.js';

export const LOGO_PREFIX = 'logos/';

const EXTENSION: Record<LogoType, string> = { png: 'png', jpeg: 'jpg', webp: 'webp', svg: 'svg' };

export const logoKey = (companyId: number, uploadId: string, type: LogoType) =>
  `${LOGO_PREFIX}${companyId}/${uploadId}.${EXTENSION[type]}`;

/** The site path a logo is shown at: the key under the site's root. */
export const logoPath = (key: string) => `/${key}`;

/** The key of a logo path this app published, or undefined for any other address (nothing to delete). */
export function keyOfLogoPath(path: string | undefined): string | undefined {
  return path?.startsWith(`/${LOGO_PREFIX}`) ? path.slice(1) : undefined;
}
