/**
 * Where S3 is and who signs for it. Locally s3rver (S3_ENDPOINT, path-style addresses, its fixed key pair);
 * deployed, the region's S3 with the function's role, whose credentials Lambda puts in the environment (the same
 * provider the DynamoDB client gets: bundle-shims/lambda-credentials.ts).
 */
import { fromEnv } from '@aws-sdk/credential-provider-env';
import type { AwsRequest } from '../aws/signed-request.js';
import { type FilesConfig, filesConfig } from '../config.js';

/** s3rver's built-in account: it checks signatures against this pair. */
export const LOCAL_S3_CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

export const s3Region = () => process.env.AWS_REGION || 'us-east-1';

export function s3Credentials(): AwsRequest['credentials'] {
  return filesConfig().s3Endpoint ? LOCAL_S3_CREDENTIALS : fromEnv();
}

/** RFC 3986, as SigV4 escapes: encodeURIComponent leaves !'()* as they are. */
const uriEncode = (segment: string) =>
  encodeURIComponent(segment).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/**
 * The address of a bucket (no key) or of one of its objects. Deployed, the bucket's virtual-hosted name in its
 * region; a bucket name with a dot would not match S3's TLS certificate there, so it goes in the path instead, as
 * the SDK does. Locally, always in the path (s3rver).
 */
export function s3Url(bucket: string, key?: string): URL {
  const segments = key?.split('/') ?? [];
  // A URL resolves `.` and `..` (even escaped): such a key would address another object. The app makes none.
  if (segments.some((segment) => segment === '.' || segment === '..')) throw new Error(`Unsafe S3 key: ${key}`);
  const path = key === undefined ? '' : `/${segments.map(uriEncode).join('/')}`;
  const { s3Endpoint } = filesConfig();
  if (s3Endpoint) return new URL(`${s3Endpoint.replace(/\/$/, '')}/${bucket}${path}`);
  return bucket.includes('.')
    ? new URL(`https://s3.${s3Region()}.amazonaws.com/${bucket}${path}`)
    : new URL(`https://${bucket}.s3.${s3Region()}.amazonaws.com${path || '/'}`);
}

const variableOf = { cvBucket: 'CV_BUCKET', logoBucket: 'LOGO_BUCKET' } as const;

/** A bucket the function was given, or a stop naming the variable it lacks (infra gives each route its own). */
export function bucketNamed(files: FilesConfig, which: keyof typeof variableOf): string {
  const name = files[which];
  if (!name) throw new Error(`Invalid environment: ${variableOf[which]} is missing`);
  return name;
}

/** The private bucket: every browser upload lands here first; seekers' CVs stay here. */
export const cvBucket = () => bucketNamed(filesConfig(), 'cvBucket');
/** Published company logos, served by the site under /logos/. */
export const logoBucket = () => bucketNamed(filesConfig(), 'logoBucket');
