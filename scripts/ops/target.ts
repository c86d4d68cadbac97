/**
 * Where an operations command (bootstrap, admin:invite, reindex) works, from its arguments:
 *
 * - `--stage <dev|staging|prod>`: a deployed stage. The table's name is the data stack's `TableName` output and the
 *   site's address the web stack's `SiteUrl` output (read with the AWS CLI, as infra/scripts/rotate-keys.ts does:
 *   CloudFormation names the table, the repo never does). The stage's settings (JOBBOARD_* as for a deploy, checked
 *   by infra/config/stages.ts) give the region and the mail sender; the AWS SDK's default credentials (profile,
 *   SSO, environment) do the rest.
 * - `--local`: the local stack (`npm start`): DynamoDB Local at `--endpoint` or DYNAMODB_ENDPOINT, the table
 *   `--table` or TABLE_NAME or `jobboard`, mail to the data folder's outbox (DATA_DIR or .data).
 *
 * The handlers' modules read their configuration from the environment on first use, so `applyTarget` sets it before
 * any of them runs.
 */
import { execFileSync } from 'node:child_process';
import { join, resolve } from 'node:path';
import { APP_NAME, envName, stageConfig, stageNames } from '../../infra/config/stages.js';

/** The local stack's table (scripts/local/local-data.ts). */
const LOCAL_TABLE = 'jobboard';

export type Target =
  | { kind: 'local'; endpoint: string; table: string; dataDir: string }
  | { kind: 'stage'; stage: string };

export const targetOptions = {
  stage: { type: 'string' },
  local: { type: 'boolean' },
  endpoint: { type: 'string' },
  table: { type: 'string' },
} as const;

export const targetUsage = `--stage <${stageNames.join('|')}> | --local [--endpoint http://localhost:8000] [--table jobboard]`;

/** The target named by the parsed options, or an error that says what to pass. */
export function targetOf(values: { stage?: string; local?: boolean; endpoint?: string; table?: string }): Target {
  if (values.stage && values.local) throw new Error('Give --stage or --local, not both.');
  if (values.stage) {
    if (!(stageNames as readonly string[]).includes(values.stage)) {
      throw new Error(`Unknown stage "${values.stage}". Pass --stage <${stageNames.join('|')}>.`);
    }
    return { kind: 'stage', stage: values.stage };
  }
  if (values.local) {
    const endpoint = values.endpoint ?? process.env.DYNAMODB_ENDPOINT;
    if (!endpoint) {
      throw new Error(
        "--local needs DynamoDB Local's address: --endpoint http://localhost:<port> or DYNAMODB_ENDPOINT.",
      );
    }
    return {
      kind: 'local',
      endpoint,
      table: values.table ?? process.env.TABLE_NAME ?? LOCAL_TABLE,
      dataDir: resolve(process.env.DATA_DIR ?? '.data'),
    };
  }
  throw new Error(`Say where: ${targetUsage}.`);
}

/** One output of one of the stage's stacks (AWS CLI, the operator's credentials). */
function stackOutput(stage: string, stack: string, key: string, region: string | undefined): string {
  let value: string;
  try {
    value = execFileSync(
      'aws',
      [
        'cloudformation',
        'describe-stacks',
        '--stack-name',
        `${APP_NAME}-${stage}-${stack}`,
        '--query',
        `Stacks[0].Outputs[?OutputKey=='${key}'].OutputValue`,
        '--output',
        'text',
        ...(region ? ['--region', region] : []),
      ],
      { encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] },
    ).trim();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') {
      throw new Error("The AWS CLI (aws) is needed to read the stage's stack outputs, and it is not on the PATH.");
    }
    throw new Error(`Could not read ${key} of the stack ${APP_NAME}-${stage}-${stack} (see the AWS CLI's message).`);
  }
  if (!value || value === 'None') throw new Error(`The stack ${APP_NAME}-${stage}-${stack} has no ${key} output.`);
  return value;
}

/** Sets the environment the handlers' modules read; answers a line that names the target. */
export function applyTarget(target: Target): string {
  if (target.kind === 'local') {
    Object.assign(process.env, {
      DYNAMODB_ENDPOINT: target.endpoint,
      TABLE_NAME: target.table,
      OUTBOX_DIR: process.env.OUTBOX_DIR ?? join(target.dataDir, 'outbox'),
      SITE_URL: process.env.SITE_URL ?? 'http://localhost:3000',
      STAGE: 'local',
    });
    return `the local table ${target.table} at ${target.endpoint}`;
  }
  const stage = stageConfig(target.stage, (key) => process.env[envName(key)]);
  const region = stage.env?.region ?? process.env.AWS_REGION ?? process.env.AWS_DEFAULT_REGION;
  const table = stackOutput(target.stage, 'data', 'TableName', region);
  Object.assign(process.env, {
    TABLE_NAME: table,
    ...(region ? { AWS_REGION: region } : {}),
    SITE_URL: stackOutput(target.stage, 'web', 'SiteUrl', region),
    MAIL_FROM: stage.mail.from,
    STAGE: target.stage,
  });
  delete process.env.DYNAMODB_ENDPOINT;
  delete process.env.OUTBOX_DIR;
  return `the ${target.stage} table ${table}${region ? ` in ${region}` : ''}`;
}
