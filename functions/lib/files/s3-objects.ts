/**
 * The S3 object calls the functions make (REST API, one signed request each: aws/signed-request.ts). A missing
 * object is an answer here (`undefined`), not an error, for the head and the read: callers decide what it means.
 * Any other failure throws an AwsError named by S3's code (AccessDenied, NoSuchBucket, ...).
 */
import { createHash } from 'node:crypto';
import { AwsError, type AwsRequest, type AwsResponse, sendSigned } from '../aws/signed-request.js';
import { s3Credentials, s3Region, s3Url } from './s3.js';

type Call = Pick<AwsRequest, 'method' | 'headers' | 'body'> & { url: URL };

const s3 = (call: Call) => sendSigned({ service: 's3', region: s3Region(), credentials: s3Credentials(), ...call });

/**
 * S3 answers a missing key 404: NoSuchKey with a body, NotFound for a HEAD, which has none. A missing bucket
 * (NoSuchBucket) is a misconfiguration, not a missing file: it stays an error.
 */
const isMissing = (error: unknown) => error instanceof AwsError && ['NoSuchKey', 'NotFound'].includes(error.name);

async function unlessMissing(call: Call): Promise<AwsResponse | undefined> {
  try {
    return await s3(call);
  } catch (error) {
    if (isMissing(error)) return undefined;
    throw error;
  }
}

const header = (response: AwsResponse, name: string) => {
  const value = response.headers[name];
  return typeof value === 'string' ? value : undefined;
};

export interface ObjectHead {
  size: number;
  contentType?: string;
  cacheControl?: string;
}

const headOf = (response: AwsResponse): ObjectHead => ({
  size: Number(header(response, 'content-length') ?? 0),
  contentType: header(response, 'content-type'),
  cacheControl: header(response, 'cache-control'),
});

export async function headObject(bucket: string, key: string): Promise<ObjectHead | undefined> {
  const response = await unlessMissing({ method: 'HEAD', url: s3Url(bucket, key) });
  return response && headOf(response);
}

/** An object's bytes (all, or a `range` such as `bytes=0-7`) and its stored headers; undefined when missing. */
export async function getObject(
  bucket: string,
  key: string,
  range?: string,
): Promise<(ObjectHead & { body: Buffer }) | undefined> {
  const response = await unlessMissing({
    method: 'GET',
    url: s3Url(bucket, key),
    ...(range ? { headers: { range } } : {}),
  });
  return response && { ...headOf(response), body: response.body };
}

export async function putObject(
  bucket: string,
  key: string,
  body: string | Uint8Array,
  headers: { contentType: string; cacheControl?: string },
): Promise<void> {
  await s3({
    method: 'PUT',
    url: s3Url(bucket, key),
    headers: {
      'content-type': headers.contentType,
      ...(headers.cacheControl ? { 'cache-control': headers.cacheControl } : {}),
    },
    body,
  });
}

/**
 * Copies an object, possibly across buckets, replacing its type and cache time (MetadataDirective REPLACE).
 * S3 may answer a copy 200 and still fail it, with the error in the body: that is an error here too.
 */
export async function copyObject(
  from: { bucket: string; key: string },
  to: { bucket: string; key: string },
  headers: { contentType: string; cacheControl?: string },
): Promise<void> {
  const response = await s3({
    method: 'PUT',
    url: s3Url(to.bucket, to.key),
    headers: {
      'x-amz-copy-source': encodeURI(`${from.bucket}/${from.key}`),
      'x-amz-metadata-directive': 'REPLACE',
      'content-type': headers.contentType,
      ...(headers.cacheControl ? { 'cache-control': headers.cacheControl } : {}),
    },
  });
  const error = response.body.toString('utf8').match(/<Error>[\s\S]*?<Code>([^<]*)<\/Code>/)?.[1];
  if (error) throw new AwsError(error, `The copy to ${to.key} failed (${error})`, response.status);
}

/** Deleting what is already gone is not an error (S3 answers 204 either way). */
export async function deleteObject(bucket: string, key: string): Promise<void> {
  await s3({ method: 'DELETE', url: s3Url(bucket, key) });
}

export interface ListedObject {
  key: string;
  /** ISO time of the last write. */
  lastModified: string;
}

const unescapeXml = (text: string) =>
  text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, '&');

/** The objects under a prefix, a page (up to 1,000) at a time: ListObjectsV2, following its continuation token. */
export async function* listObjects(bucket: string, prefix: string): AsyncGenerator<ListedObject[]> {
  let continuation: string | undefined;
  do {
    const url = s3Url(bucket);
    url.search = new URLSearchParams({
      'list-type': '2',
      prefix,
      ...(continuation ? { 'continuation-token': continuation } : {}),
    }).toString();
    const text = (await s3({ method: 'GET', url })).body.toString('utf8');
    yield [...text.matchAll(/<Contents>([\s\S]*?)<\/Contents>/g)].map((match) => ({
      key: unescapeXml(match[1]?.match(/<Key>([^<]*)<\/Key>/)?.[1] ?? ''),
      lastModified: new Date(match[1]?.match(/<LastModified>([^<]*)<\/LastModified>/)?.[1] ?? 0).toISOString(),
    }));
    const truncated = /<IsTruncated>true<\/IsTruncated>/.test(text);
    continuation = truncated ? text.match(/<NextContinuationToken>([^<]*)<\/NextContinuationToken>/)?.[1] : undefined;
    if (continuation) continuation = unescapeXml(continuation);
  } while (continuation);
}

const xmlEscape = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * Deletes up to 1,000 objects in one call (S3's limit); answers the codes of those S3 could not delete. S3 requires
 * a checksum of this body: Content-MD5, which s3rver knows too.
 */
export async function deleteObjects(bucket: string, keys: string[]): Promise<string[]> {
  const objects = keys.map((key) => `<Object><Key>${xmlEscape(key)}</Key></Object>`).join('');
  const body = `<?xml version="1.0" encoding="UTF-8"?><Delete><Quiet>true</Quiet>${objects}</Delete>`;
  const url = s3Url(bucket);
  url.search = 'delete=';
  const response = await s3({
    method: 'POST',
    url,
    headers: {
      'content-type': 'application/xml',
      'content-md5': createHash('md5').update(body).digest('base64'),
    },
    body,
  });
  const text = response.body.toString('utf8');
  return [...text.matchAll(/<Error>[\s\S]*?<Code>([^<]*)<\/Code>[\s\S]*?<\/Error>/g)].map(
    (match) => match[1] as string,
  );
}
