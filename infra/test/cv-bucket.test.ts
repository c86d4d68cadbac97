/**
 * The CV bucket (web stack) and who may touch it (api stack): private, encrypted, TLS only, uploads from the
 * site's origin only, unconfirmed uploads expired; each route granted exactly the prefixes of config/cv-grants.ts,
 * and the code calling S3 only from those routes.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Stack } from 'aws-cdk-lib';
import { type RouteId, routeIds } from '../../shared/routes.js';
import { repoRoot } from '../bundling.js';
import { cvGrants } from '../config/cv-grants.js';
import type { CvBucket } from '../constructs/cv-bucket.js';
import { type Synthesized, synthStage } from './synth.js';

type Resource = { Properties: Record<string, any> };

let dev: Synthesized;
let bucket: Resource;
let bucketId: string;
beforeAll(() => {
  dev = synthStage('dev');
  const cvs = dev.stacks.web.node.findChild('Cvs') as CvBucket;
  bucketId = dev.stacks.web.resolve((cvs.bucket.node.defaultChild as any).logicalId);
  bucket = dev.template.web.toJSON().Resources[bucketId];
});

const json = (value: unknown) => JSON.stringify(value);

describe('the CV bucket', () => {
  it('is private, encrypted, unversioned and logs its access', () => {
    expect(bucket.Properties).toMatchObject({
      PublicAccessBlockConfiguration: {
        BlockPublicAcls: true,
        BlockPublicPolicy: true,
        IgnorePublicAcls: true,
        RestrictPublicBuckets: true,
      },
      BucketEncryption: {
        ServerSideEncryptionConfiguration: [{ ServerSideEncryptionByDefault: { SSEAlgorithm: 'AES256' } }],
      },
      OwnershipControls: { Rules: [{ ObjectOwnership: 'BucketOwnerEnforced' }] },
      LoggingConfiguration: { LogFilePrefix: 'cv/' },
    });
    expect(bucket.Properties.VersioningConfiguration).toBeUndefined();
  });

  it('refuses every request that is not over TLS 1.2+', () => {
    const policies = Object.values(dev.template.web.findResources('AWS::S3::BucketPolicy')) as Resource[];
    const own = policies.find((p) => json(p.Properties.Bucket) === json({ Ref: bucketId }));
    const denies = own?.Properties.PolicyDocument.Statement.filter((s: any) => s.Effect === 'Deny');
    expect(json(denies)).toContain('"aws:SecureTransport":"false"');
    expect(json(denies)).toContain('"s3:TlsVersion":1.2');
  });

  it("takes uploads (POST) from the site's origin only", () => {
    const rules = bucket.Properties.CorsConfiguration.CorsRules;
    expect(rules).toHaveLength(1);
    expect(rules[0].AllowedMethods).toEqual(['POST']);
    expect(rules[0].AllowedOrigins).toHaveLength(1);
    expect(json(rules[0].AllowedOrigins)).toContain('DomainName');
    expect(json(rules[0].AllowedOrigins)).not.toContain('*');
  });

  it('expires unconfirmed uploads after a day and aborts abandoned multipart uploads', () => {
    expect(bucket.Properties.LifecycleConfiguration.Rules).toEqual([
      { Id: 'unconfirmed-uploads', Prefix: 'incoming/', ExpirationInDays: 1, Status: 'Enabled' },
      {
        Id: 'abandoned-multipart-uploads',
        AbortIncompleteMultipartUpload: { DaysAfterInitiation: 1 },
        Status: 'Enabled',
      },
    ]);
  });

  it("the site's CSP lets pages post to this bucket and to nowhere else", () => {
    const policies = Object.values(dev.template.web.findResources('AWS::CloudFront::ResponseHeadersPolicy'));
    const csp = json((policies[0] as Resource).Properties.ResponseHeadersPolicyConfig.SecurityHeadersConfig);
    expect(csp).toContain("connect-src 'self' https://jobboard-dev-cvs-");
    expect(json(bucket.Properties.BucketName)).toContain('jobboard-dev-cvs-');
  });
});

describe('least-privilege grants on the CV prefixes', () => {
  function s3Statements(id: RouteId) {
    const role = dev.routeFunction(id).function.role!;
    const roleId = Stack.of(role).resolve((role.node.defaultChild as any).ref);
    const policies = Object.values(dev.apiTemplate.findResources('AWS::IAM::Policy')) as Resource[];
    return policies
      .filter((p) => json(p.Properties.Roles) === json([roleId]))
      .flatMap((p) => p.Properties.PolicyDocument.Statement)
      .filter((s: any) => [s.Action].flat().some((a: string) => a.startsWith('s3:')));
  }
  /** "s3:GetObject on incoming/*" for each action and resource, from the template. */
  const grantsOf = (id: RouteId) =>
    s3Statements(id)
      .flatMap((s: any) =>
        [s.Resource]
          .flat()
          .flatMap((r: unknown) =>
            [s.Action].flat().map((action) => `${action} on ${/"\/([a-z-]+\/\*)"/.exec(json(r))?.[1]}`),
          ),
      )
      .sort();

  it.each(routeIds)('%s: exactly its grants of config/cv-grants.ts, and CV_BUCKET only with them', (id) => {
    const grant = cvGrants[id] ?? {};
    const prefix = { incoming: 'incoming/*', saved: 'cv/*', applications: 'application-cvs/*' };
    const action = { read: 's3:GetObject', write: 's3:PutObject', delete: 's3:DeleteObject' };
    const expected = (Object.entries(grant) as [keyof typeof action, (keyof typeof prefix)[]][])
      .flatMap(([kind, prefixes]) => prefixes.map((p) => `${action[kind]} on ${prefix[p]}`))
      .sort();
    expect(grantsOf(id)).toEqual(expected);
    const fn = dev.routeFunction(id).function;
    const fnEnv = (dev.apiTemplate.toJSON().Resources as Record<string, Resource>)[
      Stack.of(fn).resolve((fn.node.defaultChild as any).logicalId)
    ]?.Properties.Environment.Variables;
    expect('CV_BUCKET' in fnEnv).toBe(id in cvGrants);
  });

  it('no route lists the bucket or touches it outside those prefixes', () => {
    for (const id of routeIds) {
      for (const statement of s3Statements(id)) {
        expect([statement.Action].flat()).not.toContain('s3:ListBucket');
        expect(json(statement.Resource)).toMatch(/\/(incoming|cv|application-cvs)\/\*"/);
      }
    }
  });

  it('only the granted routes reach the S3 code (the check of the code side)', () => {
    const dir = join(repoRoot, 'functions');
    const sources = readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter(
      (file) => file.endsWith('.ts') && !file.endsWith('.test.ts') && !file.startsWith('testing'),
    );
    const importers = (module: string) =>
      sources.filter((file) => readFileSync(join(dir, file), 'utf8').includes(`/${module}'`)).sort();
    const s3Users = importers('cv-files.js').flatMap((file) =>
      file.startsWith('routes/') ? [file] : importers((file.split('/').pop() as string).replace(/\.ts$/, '.js')),
    );
    const routesUsing = [...new Set([...s3Users, ...importers('presign-download.js')])]
      .map((file) => file.replace(/^routes\/(.+)\.ts$/, '$1'))
      .sort();
    expect(routesUsing).toEqual(Object.keys(cvGrants).sort());
  });
});
