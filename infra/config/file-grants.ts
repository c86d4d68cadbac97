/**
 * Which routes touch files, and how, per prefix of each file bucket: the CV bucket (where every upload lands;
 * functions/lib/files/cv-keys.ts) and the logo bucket (functions/lib/files/logo-keys.ts). Each route gets
 * s3:GetObject / PutObject / DeleteObject on exactly these prefixes and the bucket's variable (CV_BUCKET,
 * LOGO_BUCKET) in its environment; every other route gets neither. A copy reads its source and writes its target;
 * a HeadObject is a read. infra/test/cv-bucket.test.ts and logo-bucket.test.ts check the code against these lists, so a new file call
 * cannot ship without its grant.
 */
import type { CvPrefix } from '../../functions/lib/files/cv-keys.js';
import type { RouteId } from '../../shared/routes.js';

export interface PrefixGrant<Prefix extends string> {
  read?: Prefix[];
  write?: Prefix[];
  delete?: Prefix[];
}
export type CvGrant = PrefixGrant<CvPrefix>;
export type LogoGrant = PrefixGrant<'logos'>;

export const cvGrants: Partial<Record<RouteId, CvGrant>> = {
  // Presigning signs with the function's credentials: the upload is allowed only if the role may put it.
  'start-cv-upload': { write: ['incoming'] },
  'save-cv': { read: ['incoming'], write: ['saved'], delete: ['incoming', 'saved'] },
  'delete-cv': { delete: ['saved'] },
  'download-cv': { read: ['saved'] },
  'apply-to-job': { read: ['saved'], write: ['applications'], delete: ['applications'] },
  'download-application-cv': { read: ['applications'] },
  'delete-user': { delete: ['saved', 'applications'] },
  // Links to the account's own files in its data export.
  'export-user-data': { read: ['saved', 'applications'] },
  'start-logo-upload': { write: ['incoming'] },
  'save-company-logo': { read: ['incoming'], delete: ['incoming'] },
};

export const logoGrants: Partial<Record<RouteId, LogoGrant>> = {
  'save-company-logo': { write: ['logos'], delete: ['logos'] },
  'delete-company-logo': { delete: ['logos'] },
  'delete-user': { delete: ['logos'] },
};

export const fileActions = { read: 's3:GetObject', write: 's3:PutObject', delete: 's3:DeleteObject' } as const;
