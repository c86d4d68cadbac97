/** The local data folder: DynamoDB Local's files, the local S3's files (CVs), the generated signing secret, the mail outbox and the sitemap. */
import { randomBytes } from 'node:crypto';
import { accessSync, constants, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

export interface DataDir {
  root: string;
  dynamoDb: string;
  /** s3rver's buckets. */
  s3: string;
  outbox: string;
  /** What the sitemap writer writes (sitemap*.xml, robots.txt), which the local server serves. */
  siteFiles: string;
  secretFile: string;
}

export function prepareDataDir(path: string): DataDir {
  const root = resolve(path);
  const dir = {
    root,
    dynamoDb: join(root, 'dynamodb'),
    s3: join(root, 's3'),
    outbox: join(root, 'outbox'),
    siteFiles: join(root, 'site-files'),
    secretFile: join(root, 'session-secret'),
  };
  try {
    for (const folder of [dir.root, dir.dynamoDb, dir.s3, dir.outbox, dir.siteFiles])
      mkdirSync(folder, { recursive: true });
    accessSync(root, constants.W_OK);
  } catch (error) {
    throw new Error(`The data folder ${root} is not usable (${(error as NodeJS.ErrnoException).code ?? error}).`);
  }
  return dir;
}

/** Generated once per data folder and never committed: sessions survive a restart, not a reset. */
export function sessionSecret(dir: DataDir): string {
  if (!existsSync(dir.secretFile)) writeFileSync(dir.secretFile, randomBytes(32).toString('hex'), { mode: 0o600 });
  return readFileSync(dir.secretFile, 'utf8').trim();
}
