/**
 * Logo files for the tests: real PNG and SVG bytes, uploaded the way the browser does (the presigned POST from
 * start-logo-upload, sent to the local S3) and published through save-company-logo.
 */
import type { Company, UploadTicket } from '../../shared/types.js';
import { postToTicket } from './cv.js';
import { type InvokeResult, invoke } from './invoke.js';
import type { CompanyPrincipal } from './principals.js';

/** A 1×1 transparent PNG. */
export const pngBytes = () =>
  Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
    'base64',
  );

export const plainSvg = () =>
  Buffer.from(
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" width="64" height="64">' +
      '<title>Acme</title><defs><linearGradient id="g"><stop offset="0" stop-color="#0af"/></linearGradient></defs>' +
      '<circle cx="32" cy="32" r="30" fill="url(#g)"/><text x="16" y="40" font-size="20">A</text></svg>',
  );

export async function startLogoUpload(principal: CompanyPrincipal, fileName: string, size: number) {
  return invoke<UploadTicket>('start-logo-upload', {
    cookie: principal.cookie,
    params: { id: String(principal.company.id) },
    body: { fileName, size },
  });
}

/** Asks for an upload, uploads, then saves: the whole browser flow. */
export async function uploadLogo(
  principal: CompanyPrincipal,
  bytes: Buffer,
  fileName: string,
): Promise<InvokeResult<Company>> {
  const ticket = await startLogoUpload(principal, fileName, bytes.length);
  if (ticket.status !== 201) throw new Error(`start-logo-upload answered ${ticket.status}`);
  const posted = await postToTicket(ticket.body, bytes, fileName);
  if (posted >= 300) throw new Error(`the upload answered ${posted}`);
  return invoke<Company>('save-company-logo', {
    cookie: principal.cookie,
    params: { id: String(principal.company.id) },
    body: { uploadId: ticket.body.uploadId },
  });
}
