/**
 * A company's logo: what may be uploaded (PNG, JPEG, WebP or SVG, at most 1 MB) and the payloads of starting and
 * saving an upload. The browser checks name and size before uploading; the server checks the bytes (and an SVG's
 * elements and attributes) when the upload is saved.
 */
import * as v from 'valibot';
import { accountMessages } from '../texts.js';
import { fileUploadSchema } from './file-upload.js';

export const LOGO_MAX_BYTES = 1024 * 1024;

export const LOGO_CONTENT_TYPES = {
  png: 'image/png',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
  svg: 'image/svg+xml',
} as const;
export type LogoType = keyof typeof LOGO_CONTENT_TYPES;

/** What the file picker offers. */
export const LOGO_ACCEPT = '.png,.jpg,.jpeg,.webp,.svg,image/png,image/jpeg,image/webp,image/svg+xml';

export const logoMessages = {
  fileName: 'Choose a PNG, JPEG, WebP or SVG image',
  wrongType: 'Your logo must be a PNG, JPEG, WebP or SVG image',
  tooBig: 'Your logo must be at most 1 MB',
  empty: 'The file is empty',
  uploadMissing: 'The upload was not found. Please upload your logo again.',
  noLogo: 'Your company has no logo',
  /** An SVG refused by the checker: `reason` says what in it is not allowed. */
  unsafeSvg: (reason: string) => `This SVG cannot be used as a logo: ${reason}. Export it again as a plain SVG or PNG.`,
} as const;

const EXTENSIONS: Record<string, LogoType> = { png: 'png', jpg: 'jpeg', jpeg: 'jpeg', webp: 'webp', svg: 'svg' };

/** The type a file name claims (the content decides on save), or undefined for anything else. */
export function logoTypeOfName(name: string): LogoType | undefined {
  return EXTENSIONS[name.toLowerCase().split('.').pop() ?? ''];
}

export const logoUploadSchema = fileUploadSchema({
  maxBytes: LOGO_MAX_BYTES,
  typeOfName: logoTypeOfName,
  messages: logoMessages,
});
export type LogoUploadInput = v.InferOutput<typeof logoUploadSchema>;

export const saveLogoSchema = v.object(
  { uploadId: v.pipe(v.optional(v.string(logoMessages.uploadMissing), ''), v.uuid(logoMessages.uploadMissing)) },
  accountMessages.bodyNotObject,
);
export type SaveLogoInput = v.InferOutput<typeof saveLogoSchema>;
