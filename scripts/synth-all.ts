/**
 * `npm run synth`: `cdk synth` of every stage, offline, into cdk.out/<stage>. It runs the real CDK CLI on the real
 * app (cdk.json), so functions are bundled by the local esbuild and cdk-nag fails the synth on any unacknowledged
 * finding. The site must be built first; when web/dist is missing it is built here.
 * No AWS credentials are used and no lookups are made: staging and prod get the check-only settings of
 * infra/config/stages.ts (`-c synthCheck=true`, account 000000000000, which no deploy can use).
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot } from '../infra/bundling.js';
import { stageNames } from '../infra/config/stages.js';

function run(command: string, args: string[]): void {
  const result = spawnSync(command, args, {
    cwd: repoRoot,
    stdio: 'inherit',
    env: {
      ...process.env,
      // Nothing to phone home about in CI, and nothing to reach: the machine may be offline.
      CDK_DISABLE_CLI_TELEMETRY: 'true',
      CDK_DISABLE_VERSION_CHECK: 'true',
    },
  });
  if (result.status !== 0) {
    console.error(`\n${command} ${args.join(' ')} failed (exit ${result.status ?? result.signal}).`);
    process.exit(1);
  }
}

const webDist = join(repoRoot, 'web', 'dist');
if (!existsSync(join(webDist, 'index.html'))) {
  console.log('web/dist is missing: building the site first.');
  run('npx', ['vite', 'build', '--config', 'web/vite.config.ts']);
}

const requested = process.argv.slice(2);
for (const stage of requested.length ? requested : stageNames) {
  const started = Date.now();
  console.log(`\n=== cdk synth, stage ${stage} ===`);
  run('npx', [
    'cdk',
    'synth',
    '--all',
    '--quiet',
    '--no-notices',
    '-c',
    `stage=${stage}`,
    '-c',
    'synthCheck=true',
    '-o',
    `cdk.out/${stage}`,
  ]);
  console.log(`stage ${stage}: synthesized in ${((Date.now() - started) / 1000).toFixed(1)} s into cdk.out/${stage}`);
}
