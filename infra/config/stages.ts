/**
 * The stages and everything that differs between them, chosen with `-c stage=<name>`. Physical names are never
 * set: CloudFormation derives them from the stack names, so stages (and accounts) cannot collide.
 *
 * What only the operator knows (account, region, domain, mail domain, alarm email, Slack channel) is never in the
 * repo: staging and prod read it from CDK context (`-c account=...`) or the environment (`JOBBOARD_ACCOUNT=...`),
 * validated here with zod, so a missing or placeholder value stops the synth with one line that says what to pass.
 * dev needs nothing (it may take the same settings, all optional). The Slack channel is optional everywhere.
 */
import { RetentionDays } from 'aws-cdk-lib/aws-logs';
import * as z from 'zod';
import type { ConcurrencyWants } from './concurrency.js';
import type { RouteClass } from './route-classes.js';
import { SYNTH_CHECK_TRUSTSTORE } from './synth-check-truststore.js';
import { truststoreProblem } from './truststore.js';

export const APP_NAME = 'jobboard';

export const stageNames = ['dev', 'staging', 'prod'] as const;
export type StageName = (typeof stageNames)[number];

export interface StageConfig {
  name: StageName;
  /**
   * The account and region the stage lives in: a deploy with other credentials fails instead of creating a second
   * copy elsewhere. Unset (dev without settings): the stacks go where the CLI's credentials point.
   */
  env?: { account: string; region: string };
  /** Production data: the table keeps deletion protection and survives stack deletion; logs are kept longer. */
  protectData: boolean;
  logRetention: RetentionDays;
  /**
   * Steady requests per second and burst per route, by route class (API Gateway's token bucket, shared by all
   * clients of the route: the per-address limits are the WAF's rate rules).
   */
  throttle: Record<RouteClass, Throttle>;
  /**
   * Concurrent executions wanted per function of each route class, for the page function and for the search
   * indexer: a flood on one route cannot take the whole account's concurrency, and the bill per route has a
   * ceiling. concurrency.ts turns the wants into reservations that keep a fifth of the account unreserved. Unset:
   * unreserved (a new account's quota of 10 leaves nothing to reserve; ask for 1,000 first, docs/deploy.md).
   */
  reservedConcurrency?: ConcurrencyWants;
  /**
   * WAF rate rules: requests per 5 minutes from one address to /api/*, to the auth routes, and to the pages the
   * page function renders (/job/*, /jobs, /companies/*).
   */
  wafRateLimits: { api: number; auth: number; pages: number };
  /**
   * AWS Backup of the table and the CV bucket (infra/constructs/backups.ts): daily, kept this many days, copied to
   * another region. Only with an account and region (staging, prod); unset: none (dev keeps PITR only).
   */
  backup?: { retentionDays: number };
  /** Monthly AWS Budget of the stage's account in USD; alerts at 80 % actual and 100 % forecast. */
  monthlyBudgetUsd: number;
  mail: {
    /** Sender of the password-reset email. */
    from: string;
    /** Verify the whole domain (Easy DKIM) instead of the single address. */
    domain?: string;
  };
  /** Where alarms are emailed (the SNS subscription must be confirmed from that inbox). */
  alarmEmail?: string;
  /**
   * A Slack channel that also gets every alarm, through AWS Chatbot (the workspace must first be authorized once
   * in the Chatbot console, which shows its id).
   */
  alarmChat?: { slackWorkspaceId: string; slackChannelId: string };
  /**
   * The site's own name: its ACM certificate must be in us-east-1 (CloudFront's rule) and its Route 53 hosted zone
   * gets the alias records.
   */
  domain?: { name: string; certificateArn: string; hostedZone?: { id: string; name: string } };
  /**
   * The API's own name, which only CloudFront can use (docs/deploy.md, "Only through CloudFront"): a regional
   * custom domain of the HTTP API that requires a client certificate issued by the truststore's CA, CloudFront
   * presenting that certificate (origin mutual TLS), and the execute-api endpoint turned off. A caller without the
   * certificate fails the TLS handshake, before any function runs. Unset (dev without these settings): CloudFront
   * calls the execute-api endpoint and only the origin header turns strangers away.
   */
  apiOrigin?: ApiOrigin;
  /**
   * Bumped by each key rotation (docs/deploy.md, "Rotating the keys"): every function gets a new environment and
   * the distribution a new comment, so CloudFormation reads the rotated secrets again and no container keeps
   * signing with a retired key.
   */
  keyGeneration: number;
}

export interface ApiOrigin {
  /** The API's host name, e.g. api.jobs.acme.com; inside the hosted zone, which gets its A record. */
  domainName: string;
  /** The ACM certificate of domainName, in the stage's own region (a regional custom domain). */
  certificateArn: string;
  /** The client certificate CloudFront presents: issued by the truststore's CA, imported into ACM in us-east-1. */
  clientCertificateArn: string;
  /** PEM text of the CA certificate(s) API Gateway trusts; the stack stores it in a bucket of its own. */
  truststorePem: string;
  hostedZone: { id: string; name: string };
}

export interface Throttle {
  rateLimit: number;
  burstLimit: number;
}

/** What differs between stages and is not a secret of the operator's account. */
const fixed: Record<StageName, Omit<StageConfig, 'name' | 'mail' | 'env' | 'alarmEmail' | 'alarmChat' | 'domain'>> = {
  dev: {
    protectData: false,
    logRetention: RetentionDays.ONE_WEEK,
    throttle: {
      read: { rateLimit: 20, burstLimit: 40 },
      write: { rateLimit: 10, burstLimit: 20 },
      auth: { rateLimit: 5, burstLimit: 10 },
    },
    wafRateLimits: { api: 1000, auth: 100, pages: 500 },
    monthlyBudgetUsd: 30,
    keyGeneration: 1,
  },
  staging: {
    protectData: false,
    logRetention: RetentionDays.ONE_MONTH,
    throttle: {
      read: { rateLimit: 50, burstLimit: 100 },
      write: { rateLimit: 20, burstLimit: 40 },
      auth: { rateLimit: 10, burstLimit: 20 },
    },
    wafRateLimits: { api: 1000, auth: 100, pages: 500 },
    backup: { retentionDays: 7 },
    monthlyBudgetUsd: 60,
    keyGeneration: 1,
  },
  prod: {
    protectData: true,
    logRetention: RetentionDays.THREE_MONTHS,
    throttle: {
      read: { rateLimit: 500, burstLimit: 1000 },
      write: { rateLimit: 100, burstLimit: 200 },
      auth: { rateLimit: 20, burstLimit: 40 },
    },
    // At most 720 of the account's 900 reservable executions (concurrency.ts). Every route reserves its class's
    // share, the application-email sender a write share, the reset and contact mail sender an auth share; with
    // today's table that sums to 688, with room left for a few more routes before the shares are scaled down
    // (`npm run infra:report` shows the routes per class and the total in force). Reads are mostly answered by the
    // edge cache; a write route's 8 at about 60 ms each carry its 100 requests a second. infra/test/headroom.test.ts
    // adds up every reserving function of the prod templates.
    reservedConcurrency: { read: 9, write: 7, auth: 5, pages: 50, indexer: 10 },
    // Pages: a person reads a few a minute; 1,000 in 5 minutes still lets a well-behaved crawler through.
    wafRateLimits: { api: 2000, auth: 100, pages: 1000 },
    backup: { retentionDays: 35 },
    monthlyBudgetUsd: 300,
    keyGeneration: 1,
  },
};

/** The settings an operator gives, by context key; the environment variable is JOBBOARD_ + the key in CAPS_SNAKE. */
export const settingKeys = [
  'account',
  'region',
  'domain',
  'certificateArn',
  'hostedZoneId',
  'hostedZoneName',
  'mailDomain',
  'alarmEmail',
  'slackWorkspaceId',
  'slackChannelId',
  'apiDomain',
  'apiCertificateArn',
  'originClientCertificateArn',
  'apiTruststore',
] as const;
export type SettingKey = (typeof settingKeys)[number];
export type Settings = Partial<Record<SettingKey, string>>;

export const envName = (key: SettingKey) => `JOBBOARD_${key.replace(/[A-Z]/g, (c) => `_${c}`).toUpperCase()}`;

/** Documentation values and the check-only set below are refused for a deploy. */
const PLACEHOLDER = /(^|[.@])example\.(com|org|net)$|\.(example|test|invalid|localhost)$|^0{12}$|^123456789012$/i;
const notPlaceholder = (value: string) => !PLACEHOLDER.test(value);
const hostName = /^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/i;

/** The Slack channel of the alarms: optional in every stage, but both ids or neither. */
const chatShape = {
  slackWorkspaceId: z
    .string()
    .regex(/^T[A-Z0-9]{8,}$/, 'must be a Slack workspace id (T..., shown by the AWS Chatbot console)')
    .optional(),
  slackChannelId: z
    .string()
    .regex(/^[CG][A-Z0-9]{8,}$/, 'must be a Slack channel id (C... or G..., at the end of the channel link)')
    .optional(),
};
const bothOrNeither = (s: { slackWorkspaceId?: string | undefined; slackChannelId?: string | undefined }) =>
  Boolean(s.slackWorkspaceId) === Boolean(s.slackChannelId);
const notAPair = { message: 'and slackChannelId go together: give both or neither', path: ['slackWorkspaceId'] };
const chatSchema = z.object(chatShape).refine(bothOrNeither, notAPair);

function alarmChat(s: z.infer<typeof chatSchema>): Pick<StageConfig, 'alarmChat'> {
  return s.slackWorkspaceId && s.slackChannelId
    ? { alarmChat: { slackWorkspaceId: s.slackWorkspaceId, slackChannelId: s.slackChannelId } }
    : {};
}

const acmArn = (region: string) => new RegExp(`^arn:aws:acm:${region}:(\\d{12}):certificate/[\\w-]+$`);
const accountOfArn = (arn: string) => arn.split(':')[4];
const regionOfArn = (arn: string) => arn.split(':')[3];
const insideZone = (name: string, zone: string) => name === zone || name.endsWith(`.${zone}`);

/** The API origin's settings (ApiOrigin): required in staging and prod, all or none in dev. */
function apiOriginShape(allowPlaceholders: boolean) {
  const real = (schema: z.ZodType<string>) =>
    allowPlaceholders ? schema : schema.refine(notPlaceholder, { message: 'is a placeholder' });
  return {
    apiDomain: real(z.string().regex(hostName, 'must be a host name such as api.jobs.acme.com')),
    apiCertificateArn: z.string().regex(acmArn('[a-z]{2}(?:-[a-z]+)+-\\d'), 'must be an ACM certificate ARN'),
    originClientCertificateArn: z
      .string()
      .regex(acmArn('us-east-1'), 'must be an ACM certificate ARN in us-east-1 (where CloudFront reads it)'),
    apiTruststore: z.string().superRefine((pem, context) => {
      const problem = truststoreProblem(pem);
      if (problem) context.addIssue({ code: 'custom', message: problem });
      else if (!allowPlaceholders && pem.trim() === SYNTH_CHECK_TRUSTSTORE.trim()) {
        context.addIssue({ code: 'custom', message: 'is the check-only truststore of synthCheck' });
      }
    }),
  };
}

type ApiOriginSettings = { [K in 'apiDomain' | 'apiCertificateArn' | 'originClientCertificateArn']: string } & {
  apiTruststore: string;
  account: string;
  region: string;
  hostedZoneName: string;
  domain?: string;
};

/** The checks between settings: the certificates in the right account and region, the name in the zone. */
function addApiOriginChecks(s: ApiOriginSettings, context: z.RefinementCtx) {
  const issue = (key: SettingKey, message: string) => context.addIssue({ code: 'custom', message, path: [key] });
  if (regionOfArn(s.apiCertificateArn) !== s.region) {
    issue('apiCertificateArn', `must be in the stage's region ${s.region} (a regional custom domain)`);
  }
  for (const key of ['apiCertificateArn', 'originClientCertificateArn'] as const) {
    if (accountOfArn(s[key]) !== s.account) issue(key, `must be in the stage's account ${s.account}`);
  }
  if (!insideZone(s.apiDomain, s.hostedZoneName)) issue('apiDomain', 'must be inside hostedZoneName');
  if (s.apiDomain === s.domain) issue('apiDomain', "must differ from domain (the site's name is CloudFront's)");
}

function apiOrigin(s: ApiOriginSettings & { hostedZoneId: string }): ApiOrigin {
  return {
    domainName: s.apiDomain,
    certificateArn: s.apiCertificateArn,
    clientCertificateArn: s.originClientCertificateArn,
    truststorePem: s.apiTruststore,
    hostedZone: { id: s.hostedZoneId, name: s.hostedZoneName },
  };
}

function settingsSchema(allowPlaceholders: boolean) {
  const real = (schema: z.ZodType<string>) =>
    allowPlaceholders ? schema : schema.refine(notPlaceholder, { message: 'is a placeholder' });
  return z
    .object({
      ...chatShape,
      account: real(z.string().regex(/^\d{12}$/, 'must be 12 digits')),
      region: z.string().regex(/^[a-z]{2}(-[a-z]+)+-\d$/, 'must be a region such as eu-west-1'),
      domain: real(z.string().regex(hostName, 'must be a host name such as jobs.acme.com')),
      certificateArn: z
        .string()
        .regex(/^arn:aws:acm:us-east-1:\d{12}:certificate\/[\w-]+$/, 'must be an ACM certificate ARN in us-east-1'),
      hostedZoneId: z.string().regex(/^Z[A-Z0-9]{4,32}$/, 'must be a Route 53 hosted zone id (Z...)'),
      hostedZoneName: real(z.string().regex(hostName, 'must be the hosted zone name such as acme.com')),
      mailDomain: real(z.string().regex(hostName, 'must be a domain such as acme.com')),
      alarmEmail: real(z.email('must be an email address')),
      ...apiOriginShape(allowPlaceholders),
    })
    .refine((s) => insideZone(s.domain, s.hostedZoneName), {
      message: 'must be inside hostedZoneName',
      path: ['domain'],
    })
    .refine(bothOrNeither, notAPair)
    .superRefine(addApiOriginChecks);
}

/** dev's API origin: only when one of its settings is given, and then with everything it needs. */
const devApiOriginSchema = z
  .object({
    ...apiOriginShape(false),
    account: z.string().regex(/^\d{12}$/, 'must be 12 digits'),
    region: z.string().regex(/^[a-z]{2}(-[a-z]+)+-\d$/, 'must be a region such as eu-west-1'),
    hostedZoneId: z.string().regex(/^Z[A-Z0-9]{4,32}$/, 'must be a Route 53 hosted zone id (Z...)'),
    hostedZoneName: z.string().regex(hostName, 'must be the hosted zone name such as acme.com'),
  })
  .superRefine(addApiOriginChecks);
const apiOriginKeys = ['apiDomain', 'apiCertificateArn', 'originClientCertificateArn', 'apiTruststore'] as const;

/**
 * Values that pass the format checks but can never deploy (account 000000000000): `-c synthCheck=true` only. No
 * Slack channel: it is optional, and the tests give one where they check it.
 */
export const synthCheckSettings: Required<Omit<Settings, 'slackWorkspaceId' | 'slackChannelId'>> = {
  account: '000000000000',
  region: 'eu-west-1',
  domain: 'jobs.jobboard.test',
  certificateArn: 'arn:aws:acm:us-east-1:000000000000:certificate/synth-check',
  hostedZoneId: 'Z0SYNTHCHECK',
  hostedZoneName: 'jobboard.test',
  mailDomain: 'jobboard.test',
  alarmEmail: 'ops@jobboard.test',
  apiDomain: 'api.jobs.jobboard.test',
  apiCertificateArn: 'arn:aws:acm:eu-west-1:000000000000:certificate/synth-check-api',
  originClientCertificateArn: 'arn:aws:acm:us-east-1:000000000000:certificate/synth-check-client',
  apiTruststore: SYNTH_CHECK_TRUSTSTORE,
};

function describeIssue(issue: z.core.$ZodIssue): string {
  const key = String(issue.path[0] ?? 'settings') as SettingKey;
  const how = `-c ${key}=... or ${envName(key)}`;
  return issue.code === 'invalid_type' ? `${key} is missing (${how})` : `${key} ${issue.message} (${how})`;
}

/** The parsed settings, or an error naming every wrong setting and how to pass it. */
function parse<T>(name: StageName, schema: z.ZodType<T>, settings: Settings): T {
  const parsed = schema.safeParse(settings);
  if (!parsed.success) {
    throw new Error(`Stage ${name} is not configured: ${parsed.error.issues.map(describeIssue).join('; ')}.`);
  }
  return parsed.data;
}

function fromSettings(name: StageName, settings: Settings, synthCheck: boolean): StageConfig {
  const s = parse(name, settingsSchema(synthCheck), settings);
  return {
    name,
    ...fixed[name],
    env: { account: s.account, region: s.region },
    mail: { from: `no-reply@${s.mailDomain}`, domain: s.mailDomain },
    alarmEmail: s.alarmEmail,
    ...alarmChat(s),
    domain: {
      name: s.domain,
      certificateArn: s.certificateArn,
      hostedZone: { id: s.hostedZoneId, name: s.hostedZoneName },
    },
    apiOrigin: apiOrigin(s),
  };
}

/**
 * dev: no setup; an alarm email, Slack channel or account given is used, and so is an API origin (all of its
 * settings with the account, region and hosted zone, or none).
 */
function devConfig(settings: Settings): StageConfig {
  const chat = parse('dev', chatSchema, settings);
  const wantsApiOrigin = apiOriginKeys.some((key) => settings[key] !== undefined);
  const origin = wantsApiOrigin ? apiOrigin(parse('dev', devApiOriginSchema, settings)) : undefined;
  return {
    name: 'dev',
    ...fixed.dev,
    ...(settings.account && settings.region ? { env: { account: settings.account, region: settings.region } } : {}),
    mail: settings.mailDomain
      ? { from: `no-reply@${settings.mailDomain}`, domain: settings.mailDomain }
      : { from: 'no-reply@dev.jobboard.example.com' },
    ...(settings.alarmEmail ? { alarmEmail: settings.alarmEmail } : {}),
    ...alarmChat(chat),
    ...(origin ? { apiOrigin: origin } : {}),
  };
}

function isStageName(value: unknown): value is StageName {
  return typeof value === 'string' && (stageNames as readonly string[]).includes(value);
}

/**
 * The config of `-c stage=<name>` with the operator's settings (context first, then environment); anything
 * missing or wrong stops the synth with one line that says what to pass. `synthCheck` uses synthCheckSettings
 * for staging and prod: `npm run synth` and the tests check the stacks offline without anyone's account.
 */
export function stageConfig(
  name: unknown,
  lookup: (key: SettingKey) => string | undefined = () => undefined,
  synthCheck = false,
): StageConfig {
  if (!isStageName(name)) {
    const expected = `Pass -c stage=<${stageNames.join('|')}>.`;
    if (name === undefined) throw new Error(`No stage given. ${expected}`);
    throw new Error(`Unknown stage "${String(name)}". ${expected}`);
  }
  const given = Object.fromEntries(
    settingKeys.map((key) => [key, lookup(key)]).filter(([, value]) => value !== undefined && value !== ''),
  ) as Settings;
  if (name === 'dev') return devConfig(given);
  return synthCheck ? fromSettings(name, synthCheckSettings, true) : fromSettings(name, given, false);
}
