/**
 * The CV files in S3: the presigned POST a browser uploads through (size and type conditions signed into it),
 * the check of what arrived, the moves between prefixes (cv-keys.ts), deletion and the short-lived download link.
 * Files never pass through a function on the way up or down; only a confirm reads one (at most 5 MB).
 */
import {
  CopyObjectCommand,
  DeleteObjectCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadObjectCommand,
} from '@aws-sdk/client-s3';
import { createPresignedPost } from '@aws-sdk/s3-presigned-post';
import { CV_CONTENT_TYPES, CV_MAX_BYTES, type CvType } from '../../../shared/schemas/cv.js';
import { cvTypeOfContent, MAGIC_LENGTH, sniffStart } from './cv-content.js';
import { cvBucket, s3 } from './s3.js';

/** Seconds a browser has to start the upload, and a company to start the download. */
const UPLOAD_SECONDS = 300;
export const DOWNLOAD_SECONDS = 60;

export async function presignCvUpload(key: string, type: CvType) {
  const contentType = CV_CONTENT_TYPES[type];
  const { url, fields } = await createPresignedPost(s3(), {
    Bucket: cvBucket(),
    Key: key,
    Conditions: [
      ['content-length-range', 1, CV_MAX_BYTES],
      ['eq', '$Content-Type', contentType],
    ],
    Fields: { 'Content-Type': contentType },
    Expires: UPLOAD_SECONDS,
  });
  return { url, fields };
}

export type Inspection =
  | { ok: true; type: CvType; size: number }
  | { ok: false; reason: 'missing' | 'too-big' | 'wrong-type' };

const isMissing = (error: unknown) => ['NotFound', 'NoSuchKey'].includes((error as Error).name);

async function readBytes(key: string, range?: string): Promise<Uint8Array> {
  const answer = await s3().send(new GetObjectCommand({ Bucket: cvBucket(), Key: key, Range: range }));
  return (await answer.Body?.transformToByteArray()) ?? new Uint8Array();
}

/**
 * What an upload really is. S3 refuses a POST outside the signed size range, but a local S3 may not, and the
 * browser chose the declared type: so the size comes from the object's head and the type from its bytes.
 */
export async function inspectUpload(key: string): Promise<Inspection> {
  let size: number;
  try {
    const head = await s3().send(new HeadObjectCommand({ Bucket: cvBucket(), Key: key }));
    size = head.ContentLength ?? 0;
  } catch (error) {
    if (isMissing(error)) return { ok: false, reason: 'missing' };
    throw error;
  }
  if (size > CV_MAX_BYTES) return { ok: false, reason: 'too-big' };
  const start = await readBytes(key, `bytes=0-${MAGIC_LENGTH - 1}`);
  const kind = sniffStart(start);
  // A zip is a Word document only if it holds word/document.xml: that takes the whole file (at most 5 MB).
  const type = kind === 'zip' ? cvTypeOfContent(await readBytes(key)) : kind;
  return type ? { ok: true, type, size } : { ok: false, reason: 'wrong-type' };
}

/** Copies a checked file to its next place, with the content type its bytes proved. */
export async function copyCv(from: string, to: string, type: CvType): Promise<void> {
  await s3().send(
    new CopyObjectCommand({
      Bucket: cvBucket(),
      CopySource: `${cvBucket()}/${from}`,
      Key: to,
      ContentType: CV_CONTENT_TYPES[type],
      MetadataDirective: 'REPLACE',
    }),
  );
}

export async function deleteCv(key: string): Promise<void> {
  await s3().send(new DeleteObjectCommand({ Bucket: cvBucket(), Key: key }));
}

/** Deletes many files, 1,000 per call (S3's limit); deleting what is already gone is not an error. */
export async function deleteCvs(keyList: string[]): Promise<void> {
  for (let start = 0; start < keyList.length; start += 1000) {
    const Objects = keyList.slice(start, start + 1000).map((Key) => ({ Key }));
    const { Errors } = await s3().send(
      new DeleteObjectsCommand({ Bucket: cvBucket(), Delete: { Objects, Quiet: true } }),
    );
    if (Errors?.length) throw new Error(`${Errors.length} CV files could not be deleted (${Errors[0]?.Code})`);
  }
}
