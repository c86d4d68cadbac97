/**
 * Company logo uploads: the presigned POST (uploads.ts, into the private bucket) and the check of what arrived
 * (its bytes, and an SVG's markup). A checked logo is published by published-logos.ts.
 */
import { LOGO_CONTENT_TYPES, LOGO_MAX_BYTES, type LogoType } from '../../../shared/schemas/logo.js';
import { identifyLogo } from './logo-content.js';
import { inspectUpload, presignUpload } from './uploads.js';

export const presignLogoUpload = (key: string, type: LogoType) =>
  presignUpload(key, LOGO_CONTENT_TYPES[type], LOGO_MAX_BYTES);

/** Reads the whole upload (at most 1 MB): an SVG is checked through and through, not by its first bytes. */
export const inspectLogoUpload = (key: string) =>
  inspectUpload<LogoType>(key, LOGO_MAX_BYTES, async (read) => identifyLogo(await read()));
