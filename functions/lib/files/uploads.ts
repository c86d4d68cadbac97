/**
 * What every browser upload shares, CV or logo: the presigned POST into the private bucket (size and type
 * conditions signed into it), the look at what arrived (its real size from the head, its bytes read on demand) and
 * its deletion. Each kind of file says which types it takes and how its bytes prove one (cv-files.ts,
 * logo-files.ts). Files never pass through a function on the way up; only a confirm reads one.
 */
import { DeleteObjectCommand, GetObjectCommand, HeadObjectCommand } from '@aws-sdk/client-s3';
import { createPresignedPost } from '@aws-sdk/s3-presigned-post';
import { cvBucket, s3 } from './s3.js';

/** Seconds a browser has to start the upload. */
const UPLOAD_SECONDS = 300;

export async function presignUpload(key: string, contentType: string, maxBytes: number) {
  const { url, fields } = await createPresignedPost(s3(), {
    Bucket: cvBucket(),
    Key: key,
    Conditions: [
      ['content-length-range', 1, maxBytes],
      ['eq', '$Content-Type', contentType],
    ],
    Fields: { 'Content-Type': contentType },
    Expires: UPLOAD_SECONDS,
  });
  return { url, fields };
}

/** Reads an uploaded file's bytes: all of it, or a range such as `bytes=0-7`. */
export type ByteReader = (range?: string) => Promise<Uint8Array>;

/** What the bytes prove: a type the kind of file takes, or why not (`detail` words an unsafe file's problem). */
export type Identified<T> = { ok: true; type: T } | { ok: false; reason: 'wrong-type' | 'unsafe'; detail?: string };

export type Inspection<T> =
  | { ok: true; type: T; size: number }
  | { ok: false; reason: 'missing' | 'too-big' | 'wrong-type' | 'unsafe'; detail?: string };

const isMissing = (error: unknown) => ['NotFound', 'NoSuchKey'].includes((error as Error).name);

function reader(key: string): ByteReader {
  return async (range) => {
    const answer = await s3().send(new GetObjectCommand({ Bucket: cvBucket(), Key: key, Range: range }));
    return (await answer.Body?.transformToByteArray()) ?? new Uint8Array();
  };
}

/**
 * What an upload really is. S3 refuses a POST outside the signed size range, but a local S3 may not, and the
 * browser chose the declared type: so the size comes from the object's head and the type from its bytes.
 */
export async function inspectUpload<T>(
  key: string,
  maxBytes: number,
  identify: (read: ByteReader) => Promise<Identified<T>>,
): Promise<Inspection<T>> {
  let size: number;
  try {
    const head = await s3().send(new HeadObjectCommand({ Bucket: cvBucket(), Key: key }));
    size = head.ContentLength ?? 0;
  } catch (error) {
    if (isMissing(error)) return { ok: false, reason: 'missing' };
    throw error;
  }
  if (size > maxBytes) return { ok: false, reason: 'too-big' };
  const identified = await identify(reader(key));
  return identified.ok ? { ok: true, type: identified.type, size } : identified;
}

/** Deletes a file of the private bucket; deleting what is already gone is not an error. */
export async function deletePrivateFile(key: string): Promise<void> {
  await s3().send(new DeleteObjectCommand({ Bucket: cvBucket(), Key: key }));
}
