/**
 * Only through CloudFront, before any function (docs/deploy.md, "Only through CloudFront"): in every deployed stage
 * the execute-api endpoint is off, the API's own name requires a client certificate issued by the truststore's CA,
 * CloudFront presents that certificate and still sends the origin header, and the name resolves to the domain.
 * dev with the same settings gets the same; dev without them keeps the execute-api endpoint (web.test.ts).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Template } from 'aws-cdk-lib/assertions';
import { repoRoot } from '../bundling.js';
import { type ApiOrigin, type Settings, type StageConfig, stageConfig } from '../config/stages.js';
import { truststoreKey } from '../constructs/api-domain.js';
import { CERTIFICATE_RENEWAL_DAYS } from '../constructs/certificate-expiry-alarm.js';
import { type Resources, refOf } from './function-canaries.js';
import { type Synthesized, synthesizedStage, synthStage } from './synth.js';

const resources = (template: Template) => template.toJSON().Resources as Resources;
const ofType = (template: Template, type: string) =>
  Object.entries(resources(template)).filter(([, resource]) => resource.Type === type);
const only = (template: Template, type: string) => {
  const found = ofType(template, type);
  expect(found, type).toHaveLength(1);
  return found[0] as [string, Resources[string] & { DependsOn?: string[] }];
};

/** dev given an API origin's settings (they come with the account, region and hosted zone they need). */
function devWithApiOrigin(): StageConfig {
  const settings: Settings = {
    account: '210987654321',
    region: 'eu-central-1',
    hostedZoneId: 'Z0123456789ABCDEFGHIJ',
    hostedZoneName: 'acme-careers.net',
    apiDomain: 'api.dev.acme-careers.net',
    apiCertificateArn: 'arn:aws:acm:eu-central-1:210987654321:certificate/1a2b3c4d-aaaa-bbbb-cccc-1234567890ab',
    originClientCertificateArn: 'arn:aws:acm:us-east-1:210987654321:certificate/9f8e7d6c-aaaa-bbbb-cccc-1234567890ab',
    apiTruststore: readFileSync(join(repoRoot, 'infra', 'test', 'fixtures', 'origin-ca.pem'), 'utf8'),
  };
  return stageConfig('dev', (key) => settings[key]);
}

const cases: [string, () => { synth: Synthesized; origin: ApiOrigin }][] = [
  ...(['staging', 'prod'] as const).map(
    (name) =>
      [
        name,
        () => ({ synth: synthesizedStage(name), origin: stageConfig(name, undefined, true).apiOrigin as ApiOrigin }),
      ] as [string, () => { synth: Synthesized; origin: ApiOrigin }],
  ),
  [
    'dev with settings',
    () => {
      const config = devWithApiOrigin();
      return { synth: synthStage(config), origin: config.apiOrigin as ApiOrigin };
    },
  ],
];

describe.each(cases)('%s', (_name, load) => {
  let synth: Synthesized;
  let origin: ApiOrigin;
  let web: Template;
  beforeAll(() => {
    ({ synth, origin } = load());
    web = synth.template.web;
  });

  it('turns the execute-api endpoint off, so API Gateway refuses it before any route', () => {
    const [, api] = only(synth.template.gateway, 'AWS::ApiGatewayV2::Api');
    expect(api.Properties?.DisableExecuteApiEndpoint).toBe(true);
  });

  it("gives the API a regional name that requires mutual TLS against the stack's own truststore", () => {
    const [domainId, domain] = only(web, 'AWS::ApiGatewayV2::DomainName');
    expect(domain.Properties?.DomainName).toBe(origin.domainName);
    expect(domain.Properties?.DomainNameConfigurations).toEqual([
      { CertificateArn: origin.certificateArn, EndpointType: 'REGIONAL', SecurityPolicy: 'TLS_1_2' },
    ]);
    const uri = domain.Properties?.MutualTlsAuthentication?.TruststoreUri;
    expect(uri).toBeDefined();
    const [, parts] = uri['Fn::Join'] as [string, unknown[]];
    const bucketId = refOf(parts.find((part) => refOf(part)));
    expect(resources(web)[bucketId ?? '']?.Type).toBe('AWS::S3::Bucket');
    expect(parts.join('')).toContain(`/${truststoreKey(origin.truststorePem)}`);
    expect(parts[0]).toBe('s3://');

    // The stack writes the truststore into that bucket before the domain reads it.
    const uploads = ofType(web, 'Custom::CDKBucketDeployment').filter(
      ([, upload]) => refOf(upload.Properties?.DestinationBucketName) === bucketId,
    );
    expect(uploads).toHaveLength(1);
    const [uploadId] = uploads[0] as [string, Resources[string]];
    expect(domain.DependsOn ?? []).toContain(uploadId);
    expect(domainId).toMatch(/^ApiDomain/);
  });

  it('keeps the truststore bucket private, TLS-only and versioned', () => {
    const bucket = ofType(web, 'AWS::S3::Bucket').find(([id]) => id.startsWith('ApiDomainTruststore'));
    expect(bucket).toBeDefined();
    const properties = bucket?.[1].Properties ?? {};
    expect(properties.VersioningConfiguration).toEqual({ Status: 'Enabled' });
    expect(properties.PublicAccessBlockConfiguration).toEqual({
      BlockPublicAcls: true,
      BlockPublicPolicy: true,
      IgnorePublicAcls: true,
      RestrictPublicBuckets: true,
    });
  });

  it("maps the name to the API's $default stage", () => {
    const [, mapping] = only(synth.template['api-stage'], 'AWS::ApiGatewayV2::ApiMapping');
    const [stageId] = only(synth.template['api-stage'], 'AWS::ApiGatewayV2::Stage');
    // Mapped by the stage's name, once the stage exists (API Gateway refuses a mapping to a missing stage).
    expect(mapping.Properties?.Stage).toBe('$default');
    expect((mapping as { DependsOn?: string[] }).DependsOn).toContain(stageId);
    expect(JSON.stringify(mapping.Properties?.DomainName)).toMatch(/ApiDomain/);
    expect(JSON.stringify(mapping.Properties?.ApiId)).toMatch(/HttpApi/);
  });

  it('sends /api/* to that name, presenting the client certificate and still the origin header', () => {
    const [, distribution] = only(web, 'AWS::CloudFront::Distribution');
    const config = distribution.Properties?.DistributionConfig;
    const behaviour = config.CacheBehaviors.find((b: { PathPattern: string }) => b.PathPattern === '/api/*');
    const api = config.Origins.find((o: { Id: string }) => o.Id === behaviour.TargetOriginId);
    expect(refOf(api.DomainName)).toMatch(/^ApiDomain/);
    expect(api.CustomOriginConfig).toEqual({
      OriginProtocolPolicy: 'https-only',
      OriginSSLProtocols: ['TLSv1.2'],
      OriginMtlsConfig: { ClientCertificateArn: origin.clientCertificateArn },
    });
    expect(api.OriginCustomHeaders.map((h: { HeaderName: string }) => h.HeaderName)).toEqual(['x-origin-verify']);
    // No origin anywhere is the execute-api name any more.
    expect(JSON.stringify(config.Origins)).not.toContain('execute-api');
  });

  it('pages a month before the client certificate ends (imported: ACM never renews it)', () => {
    const edge = synth.template.edge;
    expect(edge).toBeDefined();
    const alarms = ofType(edge as Template, 'AWS::CloudWatch::Alarm').filter(
      ([, alarm]) => alarm.Properties?.MetricName === 'DaysToExpiry',
    );
    expect(alarms).toHaveLength(1);
    const properties = alarms[0]?.[1].Properties ?? {};
    expect(properties).toMatchObject({
      Namespace: 'AWS/CertificateManager',
      Dimensions: [{ Name: 'CertificateArn', Value: origin.clientCertificateArn }],
      ComparisonOperator: 'LessThanThreshold',
      Threshold: CERTIFICATE_RENEWAL_DAYS,
    });
    const [topicId] = only(edge as Template, 'AWS::SNS::Topic');
    expect(properties.AlarmActions.map(refOf)).toEqual([topicId]);
  });

  it("points the API's name at the domain's regional endpoint in the stage's hosted zone", () => {
    const record = ofType(web, 'AWS::Route53::RecordSet').find(
      ([, r]) => r.Properties?.Name === `${origin.domainName}.`,
    );
    expect(record).toBeDefined();
    const properties = record?.[1].Properties ?? {};
    expect(properties.Type).toBe('A');
    expect(properties.HostedZoneId).toBe(origin.hostedZone.id);
    expect(JSON.stringify(properties.AliasTarget)).toContain('RegionalDomainName');
  });
});
