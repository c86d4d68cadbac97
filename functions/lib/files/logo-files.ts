/**
 * Company logo uploads: the presigned POST (uploads.ts) into the private bucket. What arrived is checked by
 * logo-inspection.ts and a checked logo published by published-logos.ts. Kept apart from the check so the route
 * that only hands out the form does not carry the SVG parser (about 60 KiB of its bundle).
 */
import { LOGO_CONTENT_TYPES, LOGO_MAX_BYTES, type LogoType } from '../../../shared/schemas/logo.js';
import { presignUpload } from './uploads.js';

export const presignLogoUpload = (key: string, type: LogoType) =>
  presignUpload(key, LOGO_CONTENT_TYPES[type], LOGO_MAX_BYTES);
