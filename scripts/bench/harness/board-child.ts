/** Starts board-server.ts in a child process on its own table and talks to it over IPC. */
import { fork } from 'node:child_process';
import { join } from 'node:path';
import type { BoardRequest } from './board-server.js';

export interface BoardChild {
  url: string;
  tableName: string;
  ask<T>(request: BoardRequest): Promise<T>;
  stop(): Promise<void>;
}

const repoRoot = join(import.meta.dirname, '..', '..', '..');

export async function startBoardChild(tableName: string): Promise<BoardChild> {
  const child = fork(join(import.meta.dirname, 'board-server.ts'), [], {
    cwd: repoRoot,
    execArgv: ['--import', 'tsx'],
    env: { ...process.env, TABLE_NAME: tableName, LOG_LEVEL: 'SILENT', POWERTOOLS_DEV: 'false' },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const waiting = new Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void }>();
  let serial = 0;
  const port = await new Promise<number>((resolve, reject) => {
    child.once('exit', (code) => {
      reject(new Error(`The bench board process exited (code ${code})`));
      for (const pending of waiting.values()) pending.reject(new Error(`The bench board process exited (${code})`));
    });
    child.on('message', (message: { ready?: number; id?: number; result?: unknown; error?: string }) => {
      if (message.ready) return resolve(message.ready);
      const pending = waiting.get(message.id as number);
      waiting.delete(message.id as number);
      if (message.error) pending?.reject(new Error(message.error));
      else pending?.resolve(message.result);
    });
  });
  return {
    url: `http://127.0.0.1:${port}`,
    tableName,
    ask: <T>(request: BoardRequest) =>
      new Promise<T>((resolve, reject) => {
        serial += 1;
        waiting.set(serial, { resolve: resolve as (value: unknown) => void, reject });
        child.send({ ...request, id: serial });
      }),
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.disconnect();
        setTimeout(() => child.kill('SIGKILL'), 5000).unref();
      }),
  };
}
