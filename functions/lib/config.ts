/**
 * The function's environment, checked once per container against one schema: a missing or malformed variable
 * stops the first request with one line naming each bad variable, instead of failing later somewhere deep.
 * Nothing is fetched here: the signing keys load lazily (secret.ts).
 *
 * zod/mini keeps this small in every bundle (the full zod would add about 50 KB to each function).
 */
import * as z from 'zod/mini';

/**
 * Values of the secret header CloudFront adds to every request to the API (ORIGIN_VERIFY, the JSON of the
 * stage's origin secret): `current` is what CloudFront sends now, `previous` is still accepted during a rotation.
 */
const originSecret = z.object({
  current: z.string().check(z.minLength(16)),
  previous: z.optional(z.string()),
});

const booleanFlag = z.optional(z.enum(['true', 'false']));

const environment = z.object({
  TABLE_NAME: z.string(),
  DYNAMODB_ENDPOINT: z.optional(z.url()),
  AWS_REGION: z._default(z.string().check(z.minLength(1)), 'us-east-1'),
  SITE_URL: z._default(z.url(), 'http://localhost:3000'),
  SECURE_COOKIES: booleanFlag,
  STAGE: z._default(z.string().check(z.minLength(1)), 'local'),
  ORIGIN_VERIFY: z.optional(z.string().check(z.minLength(1))),
  RATE_LIMIT_SCALE: z.optional(z.string().check(z.regex(/^[1-9]\d{0,2}$/, 'a whole number from 1 to 999'))),
});

export interface Config {
  tableName: string;
  /** Local DynamoDB endpoint (DynamoDB Local); unset when deployed. */
  dynamoEndpoint?: string;
  region: string;
  /** Public origin of the site (https://...), for links in emails and the Origin check. */
  siteUrl: string;
  /** Secure cookies when deployed over HTTPS. */
  secureCookies: boolean;
  stage: string;
  /**
   * The header values that prove a request came through CloudFront; empty when the stage configures none
   * (locally), and then no client-set CloudFront header is trusted.
   */
  originSecrets: string[];
  /**
   * Multiplies every rate limit; 1 unless RATE_LIMIT_SCALE says otherwise. Only the end-to-end test stack sets it:
   * all its browsers and clients share one address, where the board's users each have their own.
   */
  rateLimitScale: number;
}

/** Empty strings count as unset, as an unset variable is how the local stack says "no value". */
function present(env: NodeJS.ProcessEnv): Record<string, string> {
  return Object.fromEntries(Object.entries(env).filter((entry): entry is [string, string] => Boolean(entry[1])));
}

function issuesLine(issues: readonly z.core.$ZodIssue[]): string {
  return issues
    .map((issue) => {
      const name = issue.path.join('.') || 'value';
      return issue.code === 'invalid_type' ? `${name} is missing` : `${name}: ${issue.message}`;
    })
    .join('; ');
}

/** The accepted values of the origin secret's JSON (`current`, then `previous`); none for no JSON. */
export function parseOriginSecret(json: string | undefined): string[] {
  if (!json) return [];
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    throw new Error('Invalid environment: ORIGIN_VERIFY is not JSON');
  }
  const parsed = z.safeParse(originSecret, value);
  if (!parsed.success) throw new Error(`Invalid environment: ORIGIN_VERIFY ${issuesLine(parsed.error.issues)}`);
  return [parsed.data.current, ...(parsed.data.previous ? [parsed.data.previous] : [])];
}

/** The config of an environment, or an error whose message names every invalid variable on one line. */
export function parseConfig(env: NodeJS.ProcessEnv): Config {
  const parsed = z.safeParse(environment, present(env));
  if (!parsed.success) throw new Error(`Invalid environment: ${issuesLine(parsed.error.issues)}`);
  const values = parsed.data;
  return {
    tableName: values.TABLE_NAME,
    ...(values.DYNAMODB_ENDPOINT ? { dynamoEndpoint: values.DYNAMODB_ENDPOINT } : {}),
    region: values.AWS_REGION,
    siteUrl: values.SITE_URL,
    secureCookies: values.SECURE_COOKIES === 'true',
    stage: values.STAGE,
    originSecrets: parseOriginSecret(values.ORIGIN_VERIFY),
    rateLimitScale: Number(values.RATE_LIMIT_SCALE ?? 1),
  };
}

let cached: Config | undefined;

export function config(): Config {
  cached ??= parseConfig(process.env);
  return cached;
}

/**
 * Where files are stored: only the functions that touch files read it, so the others need no bucket.
 * CV_BUCKET is the private bucket every browser upload lands in first (and seekers' CVs stay in); LOGO_BUCKET the
 * bucket of published company logos, which the site serves under /logos/. Each function is given the buckets its
 * route uses; asking for one it was not given stops with the variable's name (files/s3.ts).
 * S3_ENDPOINT is the local S3 API (s3rver); unset when deployed.
 */
const filesEnvironment = z.object({
  CV_BUCKET: z.optional(z.string().check(z.minLength(3))),
  LOGO_BUCKET: z.optional(z.string().check(z.minLength(3))),
  S3_ENDPOINT: z.optional(z.url()),
});

export interface FilesConfig {
  cvBucket?: string;
  logoBucket?: string;
  /** Local S3 endpoint (path-style addressing); unset when deployed. */
  s3Endpoint?: string;
}

export function parseFilesConfig(env: NodeJS.ProcessEnv): FilesConfig {
  const parsed = z.safeParse(filesEnvironment, present(env));
  if (!parsed.success) throw new Error(`Invalid environment: ${issuesLine(parsed.error.issues)}`);
  const { CV_BUCKET, LOGO_BUCKET, S3_ENDPOINT } = parsed.data;
  return {
    ...(CV_BUCKET ? { cvBucket: CV_BUCKET } : {}),
    ...(LOGO_BUCKET ? { logoBucket: LOGO_BUCKET } : {}),
    ...(S3_ENDPOINT ? { s3Endpoint: S3_ENDPOINT } : {}),
  };
}

let cachedFiles: FilesConfig | undefined;

export function filesConfig(): FilesConfig {
  cachedFiles ??= parseFilesConfig(process.env);
  return cachedFiles;
}
