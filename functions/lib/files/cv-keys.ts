/**
 * Where CV files live in the bucket. Each prefix is one stage of a file's life, so IAM grants each route only
 * the prefix it needs (infra/constructs/cv-bucket.ts) and the lifecycle can expire what was never confirmed:
 * - `incoming/<userId>/<uploadId>`: where the browser's presigned POST lands; expires after a day unconfirmed;
 * - `cv/<userId>/<uploadId>`: the seeker's saved CV, once its content was checked;
 * - `application-cvs/<applicationId>`: the copy sent with an application, which the company downloads (it stays
 *   the CV the seeker applied with when they later replace or delete theirs).
 */
export const CV_PREFIXES = {
  incoming: 'incoming/',
  saved: 'cv/',
  applications: 'application-cvs/',
} as const;
export type CvPrefix = keyof typeof CV_PREFIXES;

export const cvKeys = {
  incoming: (userId: number, uploadId: string) => `${CV_PREFIXES.incoming}${userId}/${uploadId}`,
  saved: (userId: number, uploadId: string) => `${CV_PREFIXES.saved}${userId}/${uploadId}`,
  application: (applicationId: number) => `${CV_PREFIXES.applications}${applicationId}`,
};
