/**
 * The CV files of a data export, as links rather than file contents: a CV can be megabytes and a seeker may have
 * sent one with each of hundreds of applications, more than one answer can carry. Each link is a presigned GET of
 * the account's own file, valid EXPORT_LINK_SECONDS (the document says until when).
 */
import { EXPORT_LINK_SECONDS } from '../../../shared/constants.js';
import type { ExportedFile } from '../../../shared/data-export.js';
import type { CvFile } from '../../../shared/types.js';
import { presignDownload } from '../files/presign-download.js';

export async function fileLink(
  key: string,
  file: Omit<CvFile, 'uploadedAt'> & { uploadedAt?: string },
  now: Date,
): Promise<ExportedFile> {
  const { name, size, type, uploadedAt } = file;
  return {
    name,
    size,
    type,
    ...(uploadedAt ? { uploadedAt } : {}),
    url: await presignDownload(key, name, EXPORT_LINK_SECONDS),
    linkExpiresAt: new Date(now.getTime() + EXPORT_LINK_SECONDS * 1000).toISOString(),
  };
}
