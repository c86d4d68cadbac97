/**
 * The check of an uploaded company logo (uploads.ts's inspection): its size from the object's head, its type from
 * its bytes, and an SVG's markup through and through (logo-content.ts).
 */
import { LOGO_MAX_BYTES, type LogoType } from '../../../shared/schemas/logo.js';
import { identifyLogo } from './logo-content.js';
import { inspectUpload } from './uploads.js';

/** Reads the whole upload (at most 1 MB): an SVG is checked through and through, not by its first bytes. */
export const inspectLogoUpload = (key: string) =>
  inspectUpload<LogoType>(key, LOGO_MAX_BYTES, async (read) => identifyLogo(await read()));
