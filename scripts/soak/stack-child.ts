/**
 * The local stack (scripts/local/stack.ts, as `npm start` runs it) in a child process of its own, so the load
 * generator does not share the server's event loop: the latencies measured are the server's, not the driver's.
 * Run as a child: argv is the data folder and the port; it sends {ready: url} once serving and stops on disconnect.
 */
import { fork } from 'node:child_process';
import { join } from 'node:path';
import { startStack } from '../local/stack.js';

const repoRoot = join(import.meta.dirname, '..', '..');

export interface StackChild {
  url: string;
  stop(): Promise<void>;
}

export async function startStackChild(dataDir: string, port: number): Promise<StackChild> {
  const child = fork(import.meta.filename, [dataDir, String(port)], {
    cwd: repoRoot,
    execArgv: ['--import', 'tsx'],
    env: { ...process.env, LOG_LEVEL: 'SILENT', POWERTOOLS_DEV: 'false' },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const url = await new Promise<string>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`The local stack exited before serving (code ${code})`)));
    child.on('message', (message: { ready?: string; error?: string }) => {
      if (message.ready) resolve(message.ready);
      if (message.error) reject(new Error(message.error));
    });
  });
  return {
    url,
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
  const [dataDir = '', port = '0'] = process.argv.slice(2);
  try {
    const stack = await startStack({ dataDir, port: Number(port), log: (line) => console.log(`[stack] ${line}`) });
    process.send({ ready: stack.url.replace('localhost', '127.0.0.1') });
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
