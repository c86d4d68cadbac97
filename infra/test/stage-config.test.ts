/** Stage selection, tags and physical names, over every stack of a stage. */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { routeStackKey } from '../build-app.js';
import { repoRoot } from '../bundling.js';
import { routeStackNames } from '../config/route-stacks.js';
import { APP_NAME, envName, type Settings, stageConfig, stageNames, synthCheckSettings } from '../config/stages.js';
import { truststoreProblem } from '../config/truststore.js';
import { type StackKey, type Synthesized, synthesizedStage } from './synth.js';

let staging: Synthesized;
beforeAll(() => {
  staging = synthesizedStage('staging');
});

const stackKeys: StackKey[] = [
  'ops',
  'data',
  'gateway',
  'edge',
  'web',
  'mail',
  'api',
  ...routeStackNames.map(routeStackKey),
  'api-stage',
];

describe('stage selection', () => {
  it('knows dev, staging and prod', () => {
    expect(stageNames).toEqual(['dev', 'staging', 'prod']);
    for (const name of stageNames) expect(stageConfig(name, undefined, true).name).toBe(name);
  });

  it('an unknown or missing stage stops the synth with a message that says what to pass', () => {
    expect(() => stageConfig('production')).toThrow('Unknown stage "production". Pass -c stage=<dev|staging|prod>.');
    expect(() => stageConfig(undefined)).toThrow('No stage given. Pass -c stage=<dev|staging|prod>.');
  });

  it('only prod protects its data', () => {
    expect(stageNames.filter((name) => stageConfig(name, undefined, true).protectData)).toEqual(['prod']);
  });
});

describe('settings of a deployed stage', () => {
  const real: Required<Settings> = {
    account: '210987654321',
    region: 'eu-central-1',
    domain: 'jobs.acme-careers.net',
    certificateArn: 'arn:aws:acm:us-east-1:210987654321:certificate/0f1e2d3c-aaaa-bbbb-cccc-1234567890ab',
    hostedZoneId: 'Z0123456789ABCDEFGHIJ',
    hostedZoneName: 'acme-careers.net',
    mailDomain: 'acme-careers.net',
    alarmEmail: 'oncall@acme-careers.net',
    slackWorkspaceId: 'T0123ABCDEF',
    slackChannelId: 'C0456GHIJKL',
    apiDomain: 'api.jobs.acme-careers.net',
    apiCertificateArn: 'arn:aws:acm:eu-central-1:210987654321:certificate/1a2b3c4d-aaaa-bbbb-cccc-1234567890ab',
    originClientCertificateArn: 'arn:aws:acm:us-east-1:210987654321:certificate/9f8e7d6c-aaaa-bbbb-cccc-1234567890ab',
    // Made with the runbook's own openssl commands (docs/deploy.md, "Only through CloudFront").
    apiTruststore: readFileSync(join(repoRoot, 'infra', 'test', 'fixtures', 'origin-ca.pem'), 'utf8'),
  };
  const from = (settings: Settings) => (key: keyof Settings) => settings[key];
  const clientCertificate = readFileSync(join(repoRoot, 'infra', 'test', 'fixtures', 'client-certificate.pem'), 'utf8');

  it('dev needs no setup', () => {
    expect(stageConfig('dev').env).toBeUndefined();
  });

  it('prod takes account, region, domain, mail domain and alarm email, and pins the account', () => {
    const prod = stageConfig('prod', from(real));
    expect(prod.env).toEqual({ account: '210987654321', region: 'eu-central-1' });
    expect(prod.domain).toEqual({
      name: 'jobs.acme-careers.net',
      certificateArn: real.certificateArn,
      hostedZone: { id: 'Z0123456789ABCDEFGHIJ', name: 'acme-careers.net' },
    });
    expect(prod.mail).toEqual({ from: 'no-reply@acme-careers.net', domain: 'acme-careers.net' });
    expect(prod.alarmEmail).toBe('oncall@acme-careers.net');
    expect(prod.alarmChat).toEqual({ slackWorkspaceId: 'T0123ABCDEF', slackChannelId: 'C0456GHIJKL' });
  });

  it('the Slack channel is optional in every stage, but its two ids go together and are checked', () => {
    const { slackWorkspaceId, slackChannelId, ...withoutChat } = real;
    expect(stageConfig('prod', from(withoutChat)).alarmChat).toBeUndefined();
    expect(stageConfig('dev', from({ slackWorkspaceId, slackChannelId })).alarmChat).toEqual({
      slackWorkspaceId,
      slackChannelId,
    });
    expect(() => stageConfig('prod', from({ ...withoutChat, slackChannelId }))).toThrow(
      'Stage prod is not configured: slackWorkspaceId and slackChannelId go together: give both or neither ' +
        '(-c slackWorkspaceId=... or JOBBOARD_SLACK_WORKSPACE_ID).',
    );
    expect(() => stageConfig('dev', from({ slackWorkspaceId }))).toThrow('Stage dev is not configured');
    expect(() => stageConfig('staging', from({ ...real, slackChannelId: '#alerts' }))).toThrow(
      'slackChannelId must be a Slack channel id',
    );
  });

  it('nothing given: the synth stops with one line naming every setting and how to pass it', () => {
    expect(() => stageConfig('prod')).toThrow(
      /^Stage prod is not configured: account is missing \(-c account=\.\.\. or JOBBOARD_ACCOUNT\); region is missing .*alarmEmail is missing .*apiTruststore is missing \(-c apiTruststore=\.\.\. or JOBBOARD_API_TRUSTSTORE\)\.$/,
    );
    try {
      stageConfig('staging');
    } catch (error) {
      expect((error as Error).message).not.toContain('\n');
    }
  });

  it('placeholder values stop the synth, each named', () => {
    const placeholders = { ...real, mailDomain: 'example.com', alarmEmail: 'ops@jobboard.example.com' };
    expect(() => stageConfig('prod', from(placeholders))).toThrow(
      'Stage prod is not configured: mailDomain is a placeholder (-c mailDomain=... or JOBBOARD_MAIL_DOMAIN); ' +
        'alarmEmail is a placeholder (-c alarmEmail=... or JOBBOARD_ALARM_EMAIL).',
    );
    expect(() => stageConfig('prod', from({ ...real, account: '123456789012' }))).toThrow('account is a placeholder');
    expect(() => stageConfig('prod', from(synthCheckSettings))).toThrow('is a placeholder');
  });

  it('malformed values and a domain outside its zone are refused', () => {
    expect(() =>
      stageConfig('prod', from({ ...real, certificateArn: real.certificateArn.replace('us-east-1', 'eu-west-1') })),
    ).toThrow('certificateArn must be an ACM certificate ARN in us-east-1');
    expect(() => stageConfig('prod', from({ ...real, domain: 'jobs.other.net' }))).toThrow(
      'domain must be inside hostedZoneName',
    );
  });

  it('prod takes the API origin: its name, its regional certificate, the client certificate, the truststore', () => {
    expect(stageConfig('prod', from(real)).apiOrigin).toEqual({
      domainName: 'api.jobs.acme-careers.net',
      certificateArn: real.apiCertificateArn,
      clientCertificateArn: real.originClientCertificateArn,
      truststorePem: real.apiTruststore,
      hostedZone: { id: 'Z0123456789ABCDEFGHIJ', name: 'acme-careers.net' },
    });
  });

  it('the API origin settings are checked, alone and against each other, each refusal naming its setting', () => {
    const refused = (changes: Settings, message: string) =>
      expect(() => stageConfig('staging', from({ ...real, ...changes }))).toThrow(message);
    const otherRegion = real.apiCertificateArn.replace('eu-central-1', 'eu-west-1');
    refused({ apiCertificateArn: otherRegion }, "apiCertificateArn must be in the stage's region eu-central-1");
    refused(
      { originClientCertificateArn: real.apiCertificateArn },
      'originClientCertificateArn must be an ACM certificate ARN in us-east-1 (where CloudFront reads it) ' +
        '(-c originClientCertificateArn=... or JOBBOARD_ORIGIN_CLIENT_CERTIFICATE_ARN)',
    );
    refused(
      { originClientCertificateArn: real.originClientCertificateArn.replace('210987654321', '111122223333') },
      "originClientCertificateArn must be in the stage's account 210987654321",
    );
    refused({ apiDomain: 'api.other.net' }, 'apiDomain must be inside hostedZoneName');
    refused({ apiDomain: real.domain }, 'apiDomain must differ from domain');
    refused({ apiDomain: 'api.jobs.example.com' }, 'apiDomain is a placeholder');
    refused({ apiTruststore: 'origin-ca.pem' }, 'apiTruststore must be the PEM text of the CA certificate');
    refused({ apiTruststore: `${real.apiTruststore}\n${clientCertificate}` }, 'which is not a CA certificate');
    refused({ apiTruststore: synthCheckSettings.apiTruststore }, 'apiTruststore is the check-only truststore');
  });

  it('a truststore whose certificate has expired is refused', () => {
    expect(truststoreProblem(real.apiTruststore)).toBeUndefined();
    expect(truststoreProblem(real.apiTruststore, new Date('2100-01-01'))).toMatch(/expired on/);
  });

  it('dev takes an API origin whole (with account, region and hosted zone) or not at all', () => {
    expect(stageConfig('dev').apiOrigin).toBeUndefined();
    expect(() => stageConfig('dev', from({ apiDomain: real.apiDomain }))).toThrow(
      /^Stage dev is not configured: apiCertificateArn is missing .*account is missing/,
    );
    const { domain, certificateArn, mailDomain, alarmEmail, slackWorkspaceId, slackChannelId, ...forDev } = real;
    const dev = stageConfig('dev', from({ ...forDev, apiDomain: 'api.dev.acme-careers.net' }));
    expect(dev.apiOrigin?.domainName).toBe('api.dev.acme-careers.net');
    expect(dev.env).toEqual({ account: '210987654321', region: 'eu-central-1' });
  });

  it('cdk synth of prod with placeholder settings exits with the one line and no stack trace', () => {
    const result = spawnSync(join(repoRoot, 'node_modules', '.bin', 'tsx'), ['infra/app.ts'], {
      cwd: repoRoot,
      encoding: 'utf8',
      env: {
        PATH: process.env.PATH,
        CDK_CONTEXT_JSON: JSON.stringify({ stage: 'prod' }),
        ...Object.fromEntries(Object.entries(real).map(([key, value]) => [envName(key as keyof Settings), value])),
        JOBBOARD_MAIL_DOMAIN: 'example.com',
      },
    });
    expect(result.status).toBe(1);
    expect(result.stderr.trim()).toBe(
      'Stage prod is not configured: mailDomain is a placeholder (-c mailDomain=... or JOBBOARD_MAIL_DOMAIN).',
    );
  });

  it('environment variable names follow the context keys', () => {
    expect(envName('hostedZoneId')).toBe('JOBBOARD_HOSTED_ZONE_ID');
    expect(envName('certificateArn')).toBe('JOBBOARD_CERTIFICATE_ARN');
  });
});

describe('every stack', () => {
  it('is named after the app and the stage, in deploy order', () => {
    expect(stackKeys.map((key) => staging.stacks[key]!.stackName)).toEqual(
      stackKeys.map((key) => `${APP_NAME}-staging-${key}`),
    );
  });

  it.each(stackKeys)('%s: tags every taggable resource with app and stage', (key) => {
    const resources = Object.entries(staging.template[key].toJSON().Resources) as [string, any][];
    const taggable = resources.filter(([, r]) => Array.isArray(r.Properties?.Tags));
    expect(taggable.length).toBeGreaterThan(0);
    for (const [logicalId, resource] of taggable) {
      expect(resource.Properties.Tags, logicalId).toEqual(
        expect.arrayContaining([
          { Key: 'app', Value: APP_NAME },
          { Key: 'stage', Value: 'staging' },
        ]),
      );
    }
    expect(staging.stacks[key]!.tags.tagValues()).toEqual({ app: APP_NAME, stage: 'staging' });
  });

  it.each(stackKeys)('%s: sets no physical name (CloudFormation derives them, so stages cannot collide)', (key) => {
    const named = /^(TableName|FunctionName|BucketName|RoleName|TopicName|LogGroupName|AlarmName|Name|ApiName)$/;
    const resources = Object.entries(staging.template[key].toJSON().Resources) as [string, any][];
    for (const [logicalId, resource] of resources) {
      // A DNS record's name is the site's domain by definition, and domains differ per stage. An alias name is per function (`live`), never account-wide.
      if (resource.Type === 'AWS::Route53::RecordSet' || resource.Type === 'AWS::Lambda::Alias') continue;
      for (const [property, value] of Object.entries(resource.Properties ?? {})) {
        if (!named.test(property)) continue;
        // Names CDK derives from the construct path (unique per stack) are fine; a literal we chose is not.
        expect(JSON.stringify(value), `${logicalId}.${property}`).toMatch(/staging|Ref|Fn::/);
      }
    }
  });
});

describe('outputs', () => {
  it('give the site URL, the API URL and the table name', () => {
    expect(Object.keys(staging.template.web.findOutputs('SiteUrl'))).toHaveLength(1);
    expect(Object.keys(staging.template.gateway.findOutputs('ApiUrl'))).toHaveLength(1);
    expect(Object.keys(staging.template.data.findOutputs('TableName'))).toHaveLength(1);
  });
});
