/**
 * A presigned POST: the form a browser sends a file to S3 with, without the file passing through a function.
 * The policy lists what S3 must check before it takes the upload (the bucket, the key, the signing fields and the
 * caller's own conditions such as a size range and an exact content type) and when the form stops working; it is
 * signed with the SigV4 signing key of the function's credentials, so the form can do only what the function's
 * role may do. The same fields and policy as @aws-sdk/s3-presigned-post's createPresignedPost, without the S3
 * client it needs.
 */
import { createScope, getSigningKey } from '@smithy/signature-v4';
import { Sha256 } from '../aws/sha256.js';
import { resolveCredentials } from '../aws/signed-request.js';
import { s3Credentials, s3Region, s3Url } from './s3.js';

/** A policy condition: `{field: value}` for an exact match, or `[operator, ...operands]`. */
export type PostCondition = Record<string, string> | [string, string | number, string | number];

export interface PresignedPostInput {
  bucket: string;
  key: string;
  /** Form fields the browser sends as they are (each also becomes an exact-match condition). */
  fields: Record<string, string>;
  conditions: PostCondition[];
  expiresInSeconds: number;
  /** The signing time; now by default. */
  now?: Date;
}

/** `20261124T220220Z`, SigV4's form of a time. */
const amzDate = (date: Date) =>
  date
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z')
    .replace(/[-:]/g, '');

export async function presignedPost(
  input: PresignedPostInput,
): Promise<{ url: string; fields: Record<string, string> }> {
  const now = input.now ?? new Date();
  const region = s3Region();
  const credentials = await resolveCredentials(s3Credentials());
  const signingDate = amzDate(now);
  const shortDate = signingDate.slice(0, 8);
  const fields: Record<string, string> = {
    ...input.fields,
    bucket: input.bucket,
    'X-Amz-Algorithm': 'AWS4-HMAC-SHA256',
    'X-Amz-Credential': `${credentials.accessKeyId}/${createScope(shortDate, region, 's3')}`,
    'X-Amz-Date': signingDate,
    ...(credentials.sessionToken ? { 'X-Amz-Security-Token': credentials.sessionToken } : {}),
  };
  const policy = {
    expiration: new Date(now.getTime() + input.expiresInSeconds * 1000).toISOString().replace(/\.\d{3}Z$/, 'Z'),
    conditions: [
      ...input.conditions,
      ...Object.entries(fields).map(([name, value]) => ({ [name]: value })),
      { key: input.key },
    ],
  };
  const encodedPolicy = Buffer.from(JSON.stringify(policy), 'utf8').toString('base64');
  const signingKey = await getSigningKey(Sha256, credentials, shortDate, region, 's3');
  const signature = new Sha256(signingKey);
  signature.update(encodedPolicy);
  return {
    url: s3Url(input.bucket).href,
    fields: {
      ...fields,
      key: input.key,
      Policy: encodedPolicy,
      'X-Amz-Signature': Buffer.from(await signature.digest()).toString('hex'),
    },
  };
}
