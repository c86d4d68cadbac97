/**
 * A short-lived link to one file: a SigV4 query-string signature (what @aws-sdk/s3-request-presigner makes),
 * signed with the function's own credentials, so it opens only what the function's role may read.
 * The download is named for people ("Jane Doe - CV.pdf") through response-content-disposition.
 */
import { signerFor } from '../aws/signed-request.js';
import { attachmentDisposition } from './attachment-disposition.js';
import { cvBucket, s3Credentials, s3Region, s3Url } from './s3.js';

export async function presignDownload(key: string, fileName: string, expiresIn: number): Promise<string> {
  const url = s3Url(cvBucket(), key);
  const signed = await signerFor('s3', s3Region(), s3Credentials()).presign(
    {
      method: 'GET',
      protocol: url.protocol,
      hostname: url.hostname,
      port: url.port ? Number(url.port) : undefined,
      path: url.pathname,
      query: { 'response-content-disposition': attachmentDisposition(fileName) },
      headers: { host: url.host },
    },
    { expiresIn },
  );
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(signed.query ?? {})) {
    for (const one of Array.isArray(value) ? value : [value ?? '']) query.append(name, one);
  }
  return `${url.origin}${url.pathname}?${query.toString().replace(/\+/g, '%20')}`;
}
