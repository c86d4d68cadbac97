/**
 * A short-lived link to one file: a SigV4 query-string signature (what @aws-sdk/s3-request-presigner makes),
 * signed with the function's own credentials, so it opens only what the function's role may read.
 * The download is named for people ("Jane Doe - CV.pdf") through response-content-disposition.
 */
import { SignatureV4 } from '@smithy/signature-v4';
import { filesConfig } from '../config.js';
import { cvBucket, s3 } from './s3.js';

function objectUrl(bucket: string, key: string, region: string): URL {
  const path = key.split('/').map(encodeURIComponent).join('/');
  const { s3Endpoint } = filesConfig();
  // Locally path-style on s3rver; deployed the bucket's virtual-hosted name in its region.
  return s3Endpoint
    ? new URL(`${s3Endpoint.replace(/\/$/, '')}/${bucket}/${path}`)
    : new URL(`https://${bucket}.s3.${region}.amazonaws.com/${path}`);
}

/** RFC 6266: an ASCII fallback name plus the UTF-8 one, so no name can break the header. */
function attachmentDisposition(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

export async function presignDownload(key: string, fileName: string, expiresIn: number): Promise<string> {
  const { config } = s3();
  const region = await config.region();
  const url = objectUrl(cvBucket(), key, region);
  const signer = new SignatureV4({
    credentials: config.credentials,
    region,
    service: 's3',
    sha256: config.sha256,
    uriEscapePath: false,
  });
  const signed = await signer.presign(
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
