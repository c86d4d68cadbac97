/**
 * CV files for the tests: real PDF, Word and executable bytes, uploaded the way a browser does (the presigned POST
 * from start-cv-upload, sent to the local S3) and saved through save-cv.
 */
import type { CvFile, UploadTicket } from '../../shared/types.js';
import { type InvokeResult, invoke } from './invoke.js';
import type { Principal } from './principals.js';

export const pdfBytes = (size = 1200) =>
  Buffer.concat([Buffer.from('%PDF-1.7\n% a test CV\n'), Buffer.alloc(Math.max(0, size - 20), 0x20)]).subarray(0, size);

/** A zip whose first entry is word/document.xml, as Word writes one (stored, not compressed). */
export function docxBytes(): Buffer {
  const name = Buffer.from('word/document.xml');
  const header = Buffer.alloc(30);
  header.writeUInt32LE(0x04034b50, 0);
  header.writeUInt16LE(name.length, 26);
  return Buffer.concat([header, name, Buffer.from('<w:document/>')]);
}

/** A Windows executable's first bytes ("MZ"), whatever it is called. */
export const exeBytes = () => Buffer.concat([Buffer.from('MZ\x90\x00\x03\x00'), Buffer.alloc(2000)]);

/** Posts the bytes to the presigned POST as a browser form does; answers the S3 status. */
export async function postToTicket(ticket: UploadTicket, bytes: Buffer, fileName: string): Promise<number> {
  const form = new FormData();
  for (const [name, value] of Object.entries(ticket.fields)) form.append(name, value);
  form.append('file', new Blob([new Uint8Array(bytes)]), fileName);
  const response = await fetch(ticket.url, { method: 'POST', body: form });
  await response.arrayBuffer();
  return response.status;
}

/** Asks for an upload, uploads, then saves: the whole browser flow. `size` is what the browser declares. */
export async function uploadCv(
  principal: Principal,
  bytes: Buffer,
  fileName: string,
  size = bytes.length,
): Promise<InvokeResult<CvFile>> {
  const ticket = await invoke<UploadTicket>('start-cv-upload', {
    cookie: principal.cookie,
    body: { fileName, size },
  });
  if (ticket.status !== 201) throw new Error(`start-cv-upload answered ${ticket.status}`);
  const posted = await postToTicket(ticket.body, bytes, fileName);
  if (posted >= 300) throw new Error(`the upload answered ${posted}`);
  return invoke<CvFile>('save-cv', {
    cookie: principal.cookie,
    body: { uploadId: ticket.body.uploadId, fileName },
  });
}
