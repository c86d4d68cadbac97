/**
 * Which routes touch CV files, and how, per prefix of the bucket (functions/lib/files/cv-keys.ts): each gets
 * s3:GetObject / PutObject / DeleteObject on exactly these prefixes and CV_BUCKET in its environment; every other
 * route gets neither. A copy reads its source and writes its target; a HeadObject is a read.
 * infra/test/cv-bucket.test.ts checks the code against this list, so a new file call cannot ship without its grant.
 */
import type { CvPrefix } from '../../functions/lib/files/cv-keys.js';
import type { RouteId } from '../../shared/routes.js';

export interface CvGrant {
  read?: CvPrefix[];
  write?: CvPrefix[];
  delete?: CvPrefix[];
}

export const cvGrants: Partial<Record<RouteId, CvGrant>> = {
  // Presigning signs with the function's credentials: the upload is allowed only if the role may put it.
  'start-cv-upload': { write: ['incoming'] },
  'save-cv': { read: ['incoming'], write: ['saved'], delete: ['incoming', 'saved'] },
  'delete-cv': { delete: ['saved'] },
  'apply-to-job': { read: ['saved'], write: ['applications'], delete: ['applications'] },
  'download-application-cv': { read: ['applications'] },
  'delete-user': { delete: ['saved', 'applications'] },
};

export const cvActions = { read: 's3:GetObject', write: 's3:PutObject', delete: 's3:DeleteObject' } as const;
