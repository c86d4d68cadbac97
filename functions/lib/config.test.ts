import { parseConfig, parseFilesConfig } from './config.js';

const base = { TABLE_NAME: 'jobs' };

describe('parseConfig', () => {
  it('fills the local defaults and trusts no origin header when none is configured', () => {
    expect(parseConfig(base)).toEqual({
      tableName: 'jobs',
      region: 'us-east-1',
      siteUrl: 'http://localhost:3000',
      secureCookies: false,
      stage: 'local',
      originSecrets: [],
      rateLimitScale: 1,
    });
  });

  it('scales the rate limits only by a whole number the environment gives', () => {
    expect(parseConfig({ ...base, RATE_LIMIT_SCALE: '10' }).rateLimitScale).toBe(10);
    for (const bad of ['0', '-1', '2.5', 'lots', '1000']) {
      expect(() => parseConfig({ ...base, RATE_LIMIT_SCALE: bad }), bad).toThrow(/RATE_LIMIT_SCALE: /);
    }
  });

  it('reads the deployed environment, with the current and previous origin values', () => {
    const config = parseConfig({
      ...base,
      AWS_REGION: 'eu-west-1',
      SITE_URL: 'https://jobs.acme-careers.net',
      SECURE_COOKIES: 'true',
      STAGE: 'prod',
      ORIGIN_VERIFY: JSON.stringify({ current: 'c'.repeat(48), previous: 'p'.repeat(48) }),
    });
    expect(config).toMatchObject({ secureCookies: true, stage: 'prod', siteUrl: 'https://jobs.acme-careers.net' });
    expect(config.originSecrets).toEqual(['c'.repeat(48), 'p'.repeat(48)]);
  });

  it('names every bad variable on one line', () => {
    expect(() => parseConfig({ SITE_URL: 'not a url', SECURE_COOKIES: 'yes' })).toThrow(
      /^Invalid environment: TABLE_NAME is missing; SITE_URL: .+; SECURE_COOKIES: .+$/,
    );
  });

  it('refuses an origin secret that is not the expected JSON, or too short to be a secret', () => {
    expect(() => parseConfig({ ...base, ORIGIN_VERIFY: 'plain' })).toThrow('ORIGIN_VERIFY is not JSON');
    expect(() => parseConfig({ ...base, ORIGIN_VERIFY: '{"current":"short"}' })).toThrow(/ORIGIN_VERIFY current: /);
  });

  it('treats empty variables as unset', () => {
    expect(parseConfig({ ...base, DYNAMODB_ENDPOINT: '', ORIGIN_VERIFY: '' }).originSecrets).toEqual([]);
  });
});

describe('parseFilesConfig', () => {
  it('reads the bucket and the local endpoint', () => {
    expect(parseFilesConfig({ CV_BUCKET: 'cvs', S3_ENDPOINT: 'http://localhost:4568' })).toEqual({
      cvBucket: 'cvs',
      s3Endpoint: 'http://localhost:4568',
    });
    expect(parseFilesConfig({ CV_BUCKET: 'cvs', S3_ENDPOINT: '' })).toEqual({ cvBucket: 'cvs' });
  });

  it('reads the logo bucket beside it, and leaves out a bucket not given', () => {
    expect(parseFilesConfig({ CV_BUCKET: 'cvs', LOGO_BUCKET: 'logos' })).toEqual({
      cvBucket: 'cvs',
      logoBucket: 'logos',
    });
    expect(parseFilesConfig({ LOGO_BUCKET: 'logos' })).toEqual({ logoBucket: 'logos' });
  });

  it('names a malformed endpoint', () => {
    expect(() => parseFilesConfig({ CV_BUCKET: 'cvs', S3_ENDPOINT: 'not a url' })).toThrow(/S3_ENDPOINT/);
  });
});

describe('the buckets a function asks for', () => {
  it('stops with the variable name when the function was not given the bucket', async () => {
    const { bucketNamed } = await import('./files/s3.js');
    expect(() => bucketNamed({}, 'logoBucket')).toThrow('Invalid environment: LOGO_BUCKET is missing');
    expect(() => bucketNamed({}, 'cvBucket')).toThrow('Invalid environment: CV_BUCKET is missing');
    expect(bucketNamed({ cvBucket: 'cvs' }, 'cvBucket')).toBe('cvs');
  });
});
