/**
 * The CV files in S3: the presigned POST a browser uploads through (uploads.ts), the check of what arrived, the
 * moves between prefixes (cv-keys.ts), deletion and the short-lived download link.
 * Files never pass through a function on the way up or down; only a confirm reads one (at most 5 MB).
 */
import { CV_CONTENT_TYPES, CV_MAX_BYTES, type CvType } from '../../../shared/schemas/cv.js';
import { cvTypeOfContent, MAGIC_LENGTH, sniffStart } from './cv-content.js';
import { cvBucket } from './s3.js';
import { copyObject, deleteObjects } from './s3-objects.js';
import { deletePrivateFile, inspectUpload, presignUpload } from './uploads.js';

/** Seconds a company has to start the download. */
export const DOWNLOAD_SECONDS = 60;

export const presignCvUpload = (key: string, type: CvType) => presignUpload(key, CV_CONTENT_TYPES[type], CV_MAX_BYTES);

/** A PDF by its first bytes; a zip is a Word document only if it holds word/document.xml (the whole file, ≤ 5 MB). */
export const inspectCvUpload = (key: string) =>
  inspectUpload<CvType>(key, CV_MAX_BYTES, async (read) => {
    const kind = sniffStart(await read(`bytes=0-${MAGIC_LENGTH - 1}`));
    const type = kind === 'zip' ? cvTypeOfContent(await read()) : kind;
    return type ? { ok: true, type } : { ok: false, reason: 'wrong-type' };
  });

/** Copies a checked file to its next place, with the content type its bytes proved. */
export async function copyCv(from: string, to: string, type: CvType): Promise<void> {
  await copyObject(
    { bucket: cvBucket(), key: from },
    { bucket: cvBucket(), key: to },
    { contentType: CV_CONTENT_TYPES[type] },
  );
}

export const deleteCv = deletePrivateFile;

/** Deletes many files, 1,000 per call (S3's limit); deleting what is already gone is not an error. */
export async function deleteCvs(keyList: string[]): Promise<void> {
  for (let start = 0; start < keyList.length; start += 1000) {
    const errors = await deleteObjects(cvBucket(), keyList.slice(start, start + 1000));
    if (errors.length) throw new Error(`${errors.length} CV files could not be deleted (${errors[0]})`);
  }
}
