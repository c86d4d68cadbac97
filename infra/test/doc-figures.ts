/** The figures table of docs/deploy.md ("The figures"), row name → stage → cell text. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot } from '../bundling.js';

export const deployDoc = () => readFileSync(join(repoRoot, 'docs', 'deploy.md'), 'utf8');

export function docFigures(text = deployDoc()): Record<string, Record<string, string>> {
  const start = text.indexOf('| Figure | dev | staging | prod |');
  if (start < 0) throw new Error('docs/deploy.md has no figures table');
  const rows = text.slice(start).split('\n').slice(2);
  const figures: Record<string, Record<string, string>> = {};
  for (const row of rows) {
    if (!row.startsWith('|')) break;
    const [name, dev, staging, prod] = row
      .split('|')
      .slice(1, 5)
      .map((cell) => cell.trim());
    figures[name as string] = { dev: dev as string, staging: staging as string, prod: prod as string };
  }
  return figures;
}
