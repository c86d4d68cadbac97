/**
 * The logo bucket (web stack) and its `/logos/*` behaviour: private, encrypted, TLS only, read by the distribution
 * alone (Origin Access Control), served GET/HEAD only with headers that sandbox an SVG opened directly.
 * Its grants are checked with the CV bucket's in cv-bucket.test.ts.
 */
import { Stack } from 'aws-cdk-lib';
import type { LogoBucket } from '../constructs/logo-bucket.js';
import { type Synthesized, synthesizedStage } from './synth.js';

type Resource = { Properties: Record<string, any> };
const json = (value: unknown) => JSON.stringify(value);

let dev: Synthesized;
let bucketId: string;
let bucket: Resource;
beforeAll(() => {
  dev = synthesizedStage('dev');
  const logos = dev.stacks.web.node.findChild('Logos') as LogoBucket;
  bucketId = Stack.of(logos).resolve((logos.bucket.node.defaultChild as any).logicalId);
  bucket = dev.template.web.toJSON().Resources[bucketId];
});

function logoBehaviour() {
  const [distribution] = Object.values(dev.template.web.findResources('AWS::CloudFront::Distribution')) as Resource[];
  const config = distribution?.Properties.DistributionConfig;
  const behaviour = config.CacheBehaviors.find((b: any) => b.PathPattern === '/logos/*');
  const origin = config.Origins.find((o: any) => o.Id === behaviour?.TargetOriginId);
  return { behaviour, origin };
}

describe('the logo bucket', () => {
  it('is private, encrypted, unversioned, without CORS, and logs its access under logos/', () => {
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
      LoggingConfiguration: { LogFilePrefix: 'logos/' },
    });
    expect(bucket.Properties.VersioningConfiguration).toBeUndefined();
    expect(bucket.Properties.CorsConfiguration).toBeUndefined();
    expect(json(bucket.Properties.BucketName)).toContain('jobboard-dev-logos-');
  });

  it('lets only the distribution read it, and only over TLS', () => {
    const policies = Object.values(dev.template.web.findResources('AWS::S3::BucketPolicy')) as Resource[];
    const statements = policies.find((p) => json(p.Properties.Bucket) === json({ Ref: bucketId }))?.Properties
      .PolicyDocument.Statement;
    // Besides CloudFront's read, dev lets the stack's own auto-delete function empty the bucket on removal.
    const allows = statements.filter((s: any) => s.Effect === 'Allow');
    const services = allows.filter((s: any) => s.Principal.Service);
    expect(services).toHaveLength(1);
    expect(services[0]).toMatchObject({ Action: 's3:GetObject', Principal: { Service: 'cloudfront.amazonaws.com' } });
    expect(json(services[0].Condition)).toContain('AWS:SourceArn');
    expect(json(allows)).not.toContain('"Principal":"*"');
    expect(json(statements.filter((s: any) => s.Effect === 'Deny'))).toContain('"aws:SecureTransport":"false"');
  });
});

describe('the /logos/* behaviour', () => {
  it('reads the logo bucket through Origin Access Control, GET and HEAD only, over HTTPS', () => {
    const { behaviour, origin } = logoBehaviour();
    expect(json(origin.DomainName)).toContain(bucketId);
    expect(origin.OriginAccessControlId).toBeDefined();
    expect(behaviour.AllowedMethods).toEqual(['GET', 'HEAD']);
    expect(behaviour.ViewerProtocolPolicy).toBe('redirect-to-https');
    expect(behaviour.FunctionAssociations).toBeUndefined();
  });

  it('sends nosniff and a sandboxing CSP, so an SVG opened directly runs nothing', () => {
    const { behaviour } = logoBehaviour();
    const policyId = behaviour.ResponseHeadersPolicyId.Ref;
    const policy = dev.template.web.toJSON().Resources[policyId] as Resource;
    const security = policy.Properties.ResponseHeadersPolicyConfig.SecurityHeadersConfig;
    expect(security.ContentTypeOptions).toEqual({ Override: true });
    expect(security.ContentSecurityPolicy.ContentSecurityPolicy).toMatch(/^sandbox; default-src 'none'/);
    expect(security.StrictTransportSecurity).toBeDefined();
  });
});
