/**
 * The S3 client, created once per container. Locally it talks to s3rver (path-style, its fixed key pair);
 * deployed, to the region's S3 with the function's role.
 */
import { S3Client } from '@aws-sdk/client-s3';
import { type FilesConfig, filesConfig } from '../config.js';

/** s3rver's built-in account: it checks signatures against this pair. */
export const LOCAL_S3_CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

let client: S3Client | undefined;

export function s3(): S3Client {
  if (!client) {
    const { s3Endpoint } = filesConfig();
    client = new S3Client({
      region: process.env.AWS_REGION || 'us-east-1',
      ...(s3Endpoint ? { endpoint: s3Endpoint, forcePathStyle: true, credentials: LOCAL_S3_CREDENTIALS } : {}),
      // Checksums only where S3 requires one (DeleteObjects): s3rver knows no flexible checksums.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
  }
  return client;
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
