/**
 * What every browser upload shares, CV or logo: the presigned POST into the private bucket (size and type
 * conditions signed into it), the look at what arrived (its real size from the head, its bytes read on demand) and
 * its deletion. Each kind of file says which types it takes and how its bytes prove one (cv-files.ts,
 * logo-files.ts and logo-inspection.ts). Files never pass through a function on the way up; only a confirm reads one.
 */
import { presignedPost } from './presigned-post.js';
import { cvBucket } from './s3.js';
import { deleteObject, getObject, headObject } from './s3-objects.js';

/** Seconds a browser has to start the upload. */
const UPLOAD_SECONDS = 300;

export async function presignUpload(key: string, contentType: string, maxBytes: number) {
  return presignedPost({
    bucket: cvBucket(),
    key,
    conditions: [
      ['content-length-range', 1, maxBytes],
      ['eq', '$Content-Type', contentType],
    ],
    fields: { 'Content-Type': contentType },
    expiresInSeconds: UPLOAD_SECONDS,
  });
}

/** Reads an uploaded file's bytes: all of it, or a range such as `bytes=0-7`. */
export type ByteReader = (range?: string) => Promise<Uint8Array>;

/** What the bytes prove: a type the kind of file takes, or why not (`detail` words an unsafe file's problem). */
export type Identified<T> = { ok: true; type: T } | { ok: false; reason: 'wrong-type' | 'unsafe'; detail?: string };

export type Inspection<T> =
  | { ok: true; type: T; size: number }
  | { ok: false; reason: 'missing' | 'too-big' | 'wrong-type' | 'unsafe'; detail?: string };

function reader(key: string): ByteReader {
  return async (range) => {
    const object = await getObject(cvBucket(), key, range);
    // Gone between the head and this read: the confirm fails rather than judge bytes it never saw.
    if (!object) throw new Error(`The upload ${key} disappeared while it was being checked`);
    return new Uint8Array(object.body);
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
  const head = await headObject(cvBucket(), key);
  if (!head) return { ok: false, reason: 'missing' };
  const { size } = head;
  if (size > maxBytes) return { ok: false, reason: 'too-big' };
  const identified = await identify(reader(key));
  return identified.ok ? { ok: true, type: identified.type, size } : identified;
}

/** Deletes a file of the private bucket; deleting what is already gone is not an error. */
export async function deletePrivateFile(key: string): Promise<void> {
  await deleteObject(cvBucket(), key);
}
