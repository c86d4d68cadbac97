/**
 * Sends a file (a CV, a logo) straight to the uploads bucket through the presigned POST the API signed (its form fields carry the
 * key, type and size conditions; the file goes last, as S3 requires). XMLHttpRequest rather than fetch because
 * only it reports upload progress. The bucket is not the API: its address comes from the ticket, never from here.
 */
import type { UploadTicket } from '@shared/types.js';

/** The bucket refused the file: `tooLarge` when S3 said EntityTooLarge (the signed size condition). */
export class BucketRefusal extends Error {
  constructor(
    readonly status: number,
    readonly tooLarge: boolean,
  ) {
    super(`The upload failed (${status || 'no connection'})`);
  }
}

export function postToBucket(ticket: UploadTicket, file: File, onProgress: (percent: number) => void) {
  return new Promise<void>((resolve, reject) => {
    const form = new FormData();
    for (const [name, value] of Object.entries(ticket.fields)) form.append(name, value);
    form.append('file', file);
    const xhr = new XMLHttpRequest();
    xhr.open('POST', ticket.url);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) resolve();
      else reject(new BucketRefusal(xhr.status, String(xhr.responseText).includes('EntityTooLarge')));
    };
    xhr.onerror = () => reject(new BucketRefusal(0, false));
    xhr.send(form);
  });
}
