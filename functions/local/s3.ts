/**
 * The local S3 API: s3rver with the CV bucket (every upload lands there) and the logo bucket, its data under the data folder (a temporary folder for tests).
 * The functions reach it through S3_ENDPOINT with the same signed requests they make to S3, and the browser posts
 * CVs to it directly, so the bucket allows the site's origin (CORS) as the deployed bucket does.
 */
import S3rver from 's3rver';
import { freePort } from './dynamodb.js';

export const LOCAL_CV_BUCKET = 'jobboard-cvs';
/** Published logos: the local server answers /logos/... from it, as CloudFront does from the deployed one. */
export const LOCAL_LOGO_BUCKET = 'jobboard-logos';

export interface RunningS3 {
  endpoint: string;
  stop(): Promise<void>;
}

/** The CORS rules of the CV bucket: uploads (POST) and downloads (GET) from the site's origins only. */
export function corsConfiguration(origins: string[]): string {
  const allowed = origins.map((origin) => `<AllowedOrigin>${origin}</AllowedOrigin>`).join('');
  return (
    `<CORSConfiguration><CORSRule>${allowed}<AllowedMethod>POST</AllowedMethod><AllowedMethod>GET</AllowedMethod>` +
    '<AllowedHeader>*</AllowedHeader><MaxAgeSeconds>3000</MaxAgeSeconds></CORSRule></CORSConfiguration>'
  );
}

export async function startS3(directory: string, siteOrigins: string[]): Promise<RunningS3> {
  const port = await freePort();
  const server = new S3rver({
    address: '127.0.0.1',
    port,
    silent: true,
    directory,
    configureBuckets: [
      { name: LOCAL_CV_BUCKET, configs: siteOrigins.length > 0 ? [corsConfiguration(siteOrigins)] : [] },
      { name: LOCAL_LOGO_BUCKET, configs: [] },
    ],
  });
  await server.run();
  return { endpoint: `http://127.0.0.1:${port}`, stop: () => server.close() };
}
