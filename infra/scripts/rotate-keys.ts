/**
 * One command rotates a stage's keys: `npx tsx infra/scripts/rotate-keys.ts <stage> [cdk context...]`, with AWS
 * credentials for the stage's account and the stage's settings (docs/deploy.md, "Rotating the keys").
 *
 * 1. reads both secrets' ARNs from the data stack's outputs and their values (AWS CLI);
 * 2. writes the rotated values (key-rotation.ts): a new signing key in front, the origin header's new value as
 *    `current` and the old as `previous`;
 * 3. deploys the api stack, then the web stack, with `-c keyGeneration=<now>`: the functions pick up the new
 *    secrets first (they accept both origin values), then CloudFront starts sending the new one.
 * Nobody is signed out and no request is refused in between.
 */
import { execFileSync } from 'node:child_process';
import { APP_NAME } from '../config/stages.js';
import { rotateKeySet, rotateOriginSecret } from './key-rotation.js';

const [stage, ...context] = process.argv.slice(2);
if (!stage) {
  console.error('Usage: npx tsx infra/scripts/rotate-keys.ts <dev|staging|prod> [-c key=value ...]');
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

const keysArn = output('SessionSecretArn');
const originArn = output('OriginSecretArn');
write(keysArn, rotateKeySet(read(keysArn), new Date()));
write(originArn, rotateOriginSecret(read(originArn)));
console.log(`Rotated the signing keys and the origin header of ${stage}; deploying api, then web.`);

const generation = String(Math.floor(Date.now() / 1000));
for (const part of ['api', 'web']) {
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
console.log('Done. Commit nothing: the generation lives in the deployed stacks until the next rotation.');
