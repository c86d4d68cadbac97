/**
 * The CV bucket (web stack) and who may touch it (api stack): private, encrypted, TLS only, uploads from the
 * site's origin only, unconfirmed uploads expired; each route granted exactly the prefixes of its `files`
 * (shared/routes.ts),
 * and the code calling S3 only from those routes.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Stack } from 'aws-cdk-lib';
import { type PrefixGrant, type RouteDefinition, type RouteId, routeIds, routes } from '../../shared/routes.js';
import { repoRoot } from '../bundling.js';
import type { CvBucket } from '../constructs/cv-bucket.js';
import { type Synthesized, synthesizedStage } from './synth.js';

type Resource = { Properties: Record<string, any> };

/** The routes with rights on one bucket, and their rights, as the route table declares them. */
function grantsOn(bucket: 'cvs' | 'logos'): Partial<Record<RouteId, PrefixGrant<string>>> {
  return Object.fromEntries(
    routeIds.flatMap((id) => {
      const grant = (routes[id] as RouteDefinition).files?.[bucket];
      return grant ? [[id, grant]] : [];
    }),
  );
}

let dev: Synthesized;
let bucket: Resource;
let bucketId: string;
beforeAll(() => {
  dev = synthesizedStage('dev');
  const cvs = dev.stacks.web.node.findChild('Cvs') as CvBucket;
  bucketId = dev.stacks.web.resolve((cvs.bucket.node.defaultChild as any).logicalId);
  bucket = dev.template.web.toJSON().Resources[bucketId];
});

const json = (value: unknown) => JSON.stringify(value);

describe('the CV bucket', () => {
  it('is private, encrypted, versioned (for AWS Backup) and logs its access', () => {
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
    expect(bucket.Properties.VersioningConfiguration).toEqual({ Status: 'Enabled' });
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

  it('expires unconfirmed uploads and old versions after a day, and aborts abandoned multipart uploads', () => {
    expect(bucket.Properties.LifecycleConfiguration.Rules).toEqual([
      { Id: 'unconfirmed-uploads', Prefix: 'incoming/', ExpirationInDays: 1, Status: 'Enabled' },
      {
        Id: 'abandoned-multipart-uploads',
        AbortIncompleteMultipartUpload: { DaysAfterInitiation: 1 },
        Status: 'Enabled',
      },
      // A replaced or deleted CV is an old version for a day; then only the backups hold it, for their retention.
      {
        Id: 'old-versions',
        NoncurrentVersionExpiration: { NoncurrentDays: 1 },
        ExpiredObjectDeleteMarker: true,
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

describe.each([
  {
    bucket: 'cvs',
    variable: 'CV_BUCKET',
    grants: grantsOn('cvs'),
    prefix: { incoming: 'incoming/*', saved: 'cv/*', applications: 'application-cvs/*' } as Record<string, string>,
    modules: ['uploads.js', 'cv-files.js', 'logo-files.js', 'presign-download.js'],
  },
  {
    bucket: 'logos',
    variable: 'LOGO_BUCKET',
    grants: grantsOn('logos'),
    prefix: { logos: 'logos/*' } as Record<string, string>,
    modules: ['published-logos.js'],
  },
])('least-privilege grants on the $bucket bucket', ({ bucket, variable, grants, prefix, modules }) => {
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
          .filter((r: unknown) => json(r).includes(`-${bucket}-`))
          .flatMap((r: unknown) =>
            [s.Action].flat().map((action) => `${action} on ${/"\/([a-z-]+\/\*)"/.exec(json(r))?.[1]}`),
          ),
      )
      .sort();

  it.each(routeIds)(`%s: exactly the grants of its files field, and ${variable} only with them`, (id) => {
    const grant = grants[id] ?? {};
    const action = { read: 's3:GetObject', write: 's3:PutObject', delete: 's3:DeleteObject' };
    const expected = (Object.entries(grant) as [keyof typeof action, string[]][])
      .flatMap(([kind, prefixes]) => prefixes.map((p) => `${action[kind]} on ${prefix[p]}`))
      .sort();
    expect(grantsOf(id)).toEqual(expected);
    const fn = dev.routeFunction(id).function;
    const fnEnv = (dev.apiTemplate.toJSON().Resources as Record<string, Resource>)[
      Stack.of(fn).resolve((fn.node.defaultChild as any).logicalId)
    ]?.Properties.Environment.Variables;
    expect(variable in fnEnv).toBe(id in grants);
  });

  it('no route lists the bucket or touches it outside those prefixes', () => {
    const allowed = new RegExp(
      `-${bucket}-.*/(${Object.values(prefix)
        .map((p) => p.replace('/*', ''))
        .join('|')})/\\*"`,
    );
    for (const id of routeIds) {
      for (const statement of s3Statements(id)) {
        expect([statement.Action].flat()).not.toContain('s3:ListBucket');
        for (const resource of [statement.Resource].flat().filter((r) => json(r).includes(`-${bucket}-`))) {
          expect(json(resource)).toMatch(allowed);
        }
      }
    }
  });

  it('only the granted routes reach the code of this bucket (the check of the code side)', () => {
    const dir = join(repoRoot, 'functions');
    const sources = readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter(
      (file) => file.endsWith('.ts') && !file.endsWith('.test.ts') && !file.startsWith('testing'),
    );
    const importers = (module: string) =>
      sources.filter((file) => readFileSync(join(dir, file), 'utf8').includes(`/${module}'`));
    // Every file importing one of the modules, and every file importing those, until only routes are left.
    const reached = new Set<string>();
    const frontier = modules.flatMap(importers);
    while (frontier.length) {
      const file = frontier.pop() as string;
      if (reached.has(file)) continue;
      reached.add(file);
      if (!file.startsWith('routes/'))
        frontier.push(...importers((file.split('/').pop() as string).replace(/\.ts$/, '.js')));
    }
    const routesUsing = [...reached]
      .filter((file) => file.startsWith('routes/'))
      .map((file) => file.replace(/^routes\/(.+)\.ts$/, '$1'))
      .sort();
    expect(routesUsing).toEqual(Object.keys(grants).sort());
  });
});
