/**
 * The local stack (scripts/local/stack.ts, as `npm start` runs it) in a child process of its own. The soak runs it
 * so the load generator does not share the server's event loop (the latencies measured are the server's, not the
 * driver's); the end-to-end tests run it so the environment the stack sets for its handlers (OUTBOX_DIR, TABLE_NAME
 * and the rest) stays out of Vitest's own process, whose environment every test worker inherits.
 * Run as a child: argv is the stack's options as JSON; it sends {ready: url} once serving and stops on disconnect.
 */
import { fork } from 'node:child_process';
import { join } from 'node:path';
import type { DataDir } from '../local/data-dir.js';
import { type StackOptions, startStack } from '../local/stack.js';

const repoRoot = join(import.meta.dirname, '..', '..');

export interface StackChild {
  /** The site at 127.0.0.1 (no name lookup that might try ::1 first). */
  url: string;
  /** The site as the stack names it in the mail it sends (localhost). */
  siteUrl: string;
  dataDir: DataDir;
  dynamoEndpoint: string;
  stop(): Promise<void>;
}

type ChildOptions = Omit<StackOptions, 'log' | 'dataDir' | 'port'>;

/**
 * `env`: extra environment for the stack's process only (the e2e stack sets RATE_LIMIT_SCALE there: its clients
 * all come from one address), so nothing leaks into the process that starts it.
 */
export async function startStackChild(
  dataDir: string,
  port: number,
  options: ChildOptions = {},
  env: Record<string, string> = {},
): Promise<StackChild> {
  const child = fork(import.meta.filename, [JSON.stringify({ ...options, dataDir, port })], {
    cwd: repoRoot,
    execArgv: ['--import', 'tsx'],
    // As deployed: the site built and the job pages rendered with React's production build. The test runner's
    // NODE_ENV (test) gave the end-to-end tests React's development build (its app file 771 KB instead of 487).
    env: { ...process.env, NODE_ENV: 'production', LOG_LEVEL: 'SILENT', POWERTOOLS_DEV: 'false', ...env },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  type Ready = { ready: string; dataDir: DataDir; dynamoEndpoint: string };
  const ready = await new Promise<Ready>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`The local stack exited before serving (code ${code})`)));
    child.on('message', (message: Partial<Ready> & { error?: string }) => {
      if (message.ready && message.dataDir && message.dynamoEndpoint) resolve(message as Ready);
      if (message.error) reject(new Error(message.error));
    });
  });
  return {
    url: ready.ready.replace('localhost', '127.0.0.1'),
    siteUrl: ready.ready,
    dataDir: ready.dataDir,
    dynamoEndpoint: ready.dynamoEndpoint,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.disconnect();
        setTimeout(() => child.kill('SIGKILL'), 15_000).unref();
      }),
  };
}

if (process.send && process.argv[1] === import.meta.filename) {
  const options = JSON.parse(process.argv[2] ?? '{}') as StackOptions;
  try {
    const stack = await startStack({ ...options, log: (line) => console.log(`[stack] ${line}`) });
    process.send({ ready: stack.url, dataDir: stack.dataDir, dynamoEndpoint: stack.dynamoEndpoint });
    process.once('disconnect', () => {
      stack.stop().then(
        () => process.exit(0),
        () => process.exit(1),
      );
    });
  } catch (error) {
    process.send({ error: (error as Error).message });
    process.exit(1);
  }
}
