/**
 * One command rotates a stage's keys: `npx tsx infra/scripts/rotate-keys.ts <stage> [add|sign] [cdk context...]`,
 * with AWS credentials for the stage's account and the stage's settings (docs/deploy.md, "Rotating the keys").
 * Without a phase it runs both, one after the other:
 *
 * add:  reads both secrets' ARNs from the data stack's outputs and their values (AWS CLI); writes the new signing
 *       key as verify-only (key-rotation.ts) and the origin header's new value as `current`, the old as `previous`;
 *       deploys the api and route stacks, then the web stack: the functions verify the new key and accept both origin values,
 *       then CloudFront sends the new one. `cdk deploy` returns once the canary is over, so from then on every
 *       function that serves traffic knows the new key.
 * sign: makes the new key the signing key and deploys the api and route stacks. During its canary the old version signs with
 *       the old key and the new version with the new one, and each verifies both.
 *
 * Each deploy passes `-c keyGeneration=<now>`, which makes CloudFormation read the secrets again. Nobody is signed
 * out and no request is refused in between. If the sign phase fails, run it alone: `... <stage> sign`.
 */
import { execFileSync } from 'node:child_process';
import { routeStackKey } from '../build-app.js';
import { routeStackNames } from '../config/route-stacks.js';
import { APP_NAME } from '../config/stages.js';
import { addVerifyingKey, promoteKey, rotateOriginSecret } from './key-rotation.js';

const phases = ['add', 'sign'] as const;
type Phase = (typeof phases)[number];

const [stage, ...rest] = process.argv.slice(2);
const only = phases.find((phase) => phase === rest[0]);
const context = only ? rest.slice(1) : rest;
if (!stage || stage.startsWith('-')) {
  console.error('Usage: npx tsx infra/scripts/rotate-keys.ts <dev|staging|prod> [add|sign] [-c key=value ...]');
  process.exit(1);
}

const aws = (...args: string[]) => execFileSync('aws', [...args, '--output', 'text'], { encoding: 'utf8' }).trim();
const output = (key: string) =>
  aws(
    'cloudformation',
    'describe-stacks',
    '--stack-name',
    `${APP_NAME}-${stage}-data`,
    '--query',
    `Stacks[0].Outputs[?OutputKey=='${key}'].OutputValue`,
  );
const read = (arn: string) => aws('secretsmanager', 'get-secret-value', '--secret-id', arn, '--query', 'SecretString');
const write = (arn: string, value: string) =>
  execFileSync('aws', ['secretsmanager', 'put-secret-value', '--secret-id', arn, '--secret-string', value], {
    stdio: ['ignore', 'ignore', 'inherit'],
  });
const deploy = (parts: string[]) => {
  const generation = String(Math.floor(Date.now() / 1000));
  for (const part of parts) {
    execFileSync(
      'npx',
      [
        'cdk',
        'deploy',
        '--exclusively',
        `${APP_NAME}-${stage}-${part}`,
        '-c',
        `stage=${stage}`,
        '-c',
        `keyGeneration=${generation}`,
        ...context,
      ],
      { stdio: 'inherit' },
    );
  }
};

/** The stacks whose functions read the keys: the api stack (the mail senders, the indexer) and the route stacks. */
const functionStacks = ['api', ...routeStackNames.map(routeStackKey)];

const keysArn = output('SessionSecretArn');
const run: Record<Phase, () => void> = {
  add: () => {
    const originArn = output('OriginSecretArn');
    write(keysArn, addVerifyingKey(read(keysArn), new Date()));
    write(originArn, rotateOriginSecret(read(originArn)));
    console.log(`Added a verify-only signing key and a new origin header to ${stage}; deploying api, then web.`);
    deploy([...functionStacks, 'web']);
  },
  sign: () => {
    write(keysArn, promoteKey(read(keysArn), new Date()));
    console.log(`The new key of ${stage} signs from now on; deploying api.`);
    deploy(functionStacks);
  },
};
for (const phase of only ? [only] : phases) run[phase]();
console.log('Done. Commit nothing: the generation lives in the deployed stacks until the next rotation.');
