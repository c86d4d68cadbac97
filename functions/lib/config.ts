/** Environment read and checked once per container. Nothing is fetched here: secrets load lazily (secret.ts). */

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
}

function required(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`Missing environment variable ${name}`);
  return value;
}

let cached: Config | undefined;

export function config(): Config {
  if (!cached) {
    cached = {
      tableName: required('TABLE_NAME'),
      dynamoEndpoint: process.env.DYNAMODB_ENDPOINT || undefined,
      region: process.env.AWS_REGION || 'us-east-1',
      siteUrl: process.env.SITE_URL || 'http://localhost:3000',
      secureCookies: process.env.SECURE_COOKIES === 'true',
      stage: process.env.STAGE || 'local',
    };
  }
  return cached;
}
