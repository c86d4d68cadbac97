/**
 * The stages and everything that differs between them, chosen with `-c stage=<name>`. Physical names are never
 * set: CloudFormation derives them from the stack names, so stages (and accounts) cannot collide.
 */
import { RetentionDays } from 'aws-cdk-lib/aws-logs';

export const APP_NAME = 'jobboard';

export const stageNames = ['dev', 'staging', 'prod'] as const;
export type StageName = (typeof stageNames)[number];

export interface StageConfig {
  name: StageName;
  /**
   * Pin the stage to one account and region so a deploy with the wrong credentials fails instead of creating a
   * second copy elsewhere. Unset: the stacks are environment-agnostic and go where the CLI's credentials point.
   */
  env?: { account: string; region: string };
  /** Production data: the table keeps deletion protection and survives stack deletion; logs are kept longer. */
  protectData: boolean;
  logRetention: RetentionDays;
  /** Steady requests per second and burst for the whole HTTP API stage (API Gateway's token bucket). */
  throttle: { rateLimit: number; burstLimit: number };
  mail: {
    /** Sender of the password-reset email. */
    from: string;
    /** Verify the whole domain (Easy DKIM, CNAME records to publish) instead of the single address. */
    domain?: string;
  };
  /** Where alarms are emailed (the SNS subscription must be confirmed from that inbox). */
  alarmEmail?: string;
  /** A custom domain for the site; its ACM certificate must be in us-east-1 (CloudFront's rule). */
  domain?: { name: string; certificateArn: string };
  /**
   * Bump after putting a new value into the session secret: every function that reads it gets a new environment,
   * so no container keeps signing with the old key (docs/deploy.md, "Rotating the session key").
   */
  sessionKeyGeneration: number;
}

export const stages: Record<StageName, StageConfig> = {
  dev: {
    name: 'dev',
    protectData: false,
    logRetention: RetentionDays.ONE_WEEK,
    throttle: { rateLimit: 20, burstLimit: 40 },
    mail: { from: 'no-reply@dev.jobboard.example.com' },
    sessionKeyGeneration: 1,
  },
  staging: {
    name: 'staging',
    protectData: false,
    logRetention: RetentionDays.ONE_MONTH,
    throttle: { rateLimit: 50, burstLimit: 100 },
    mail: { from: 'no-reply@staging.jobboard.example.com' },
    sessionKeyGeneration: 1,
  },
  prod: {
    name: 'prod',
    protectData: true,
    logRetention: RetentionDays.THREE_MONTHS,
    throttle: { rateLimit: 500, burstLimit: 1000 },
    mail: { from: 'no-reply@jobboard.example.com', domain: 'jobboard.example.com' },
    alarmEmail: 'ops@jobboard.example.com',
    sessionKeyGeneration: 1,
  },
};

function isStageName(value: unknown): value is StageName {
  return typeof value === 'string' && (stageNames as readonly string[]).includes(value);
}

/** The config of `-c stage=<name>`; anything else stops the synth with a message that says what to pass. */
export function stageConfig(name: unknown): StageConfig {
  if (isStageName(name)) return stages[name];
  const expected = `Pass -c stage=<${stageNames.join('|')}>.`;
  if (name === undefined) throw new Error(`No stage given. ${expected}`);
  throw new Error(`Unknown stage "${String(name)}". ${expected}`);
}
