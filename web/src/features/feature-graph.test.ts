/**
 * The features form no circle. Biome's noImportCycles finds a circle between files; this test finds one between
 * features, which a file-level check misses when each step goes through a feature's index (jobs → hiring's index
 * → a hiring file → jobs' index). A feature's screens (`pages/`) compose features: only the route table imports
 * them, so their imports are left out.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

const FEATURES = join(import.meta.dirname);
const FEATURE_IMPORT = /from '@\/features\/([a-z-]+)/g;

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return entry.name === 'pages' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** Each feature's uses of other features, with the file that makes each. */
function featureGraph(): Map<string, Map<string, string>> {
  const graph = new Map<string, Map<string, string>>();
  for (const feature of readdirSync(FEATURES, { withFileTypes: true }).filter((entry) => entry.isDirectory())) {
    const uses = new Map<string, string>();
    for (const file of sourceFiles(join(FEATURES, feature.name))) {
      for (const [, used] of readFileSync(file, 'utf8').matchAll(FEATURE_IMPORT)) {
        if (used && used !== feature.name && !uses.has(used)) uses.set(used, relative(FEATURES, file));
      }
    }
    graph.set(feature.name, uses);
  }
  return graph;
}

/** The first circle found, as 'a (a/file.ts) → b (b/file.ts) → a', or undefined. */
function findCircle(graph: Map<string, Map<string, string>>): string | undefined {
  const done = new Set<string>();
  const walk = (feature: string, path: string[]): string | undefined => {
    const at = path.indexOf(feature);
    if (at >= 0) {
      const circle = [...path.slice(at), feature];
      return circle
        .map((step, index) =>
          index < circle.length - 1 ? `${step} (${graph.get(step)?.get(circle[index + 1]!)})` : step,
        )
        .join(' → ');
    }
    if (done.has(feature)) return undefined;
    for (const used of graph.get(feature)?.keys() ?? []) {
      const found = walk(used, [...path, feature]);
      if (found) return found;
    }
    done.add(feature);
    return undefined;
  };
  for (const feature of graph.keys()) {
    const found = walk(feature, []);
    if (found) return found;
  }
  return undefined;
}

describe('web features', () => {
  it('use each other without a circle', () => {
    expect(findCircle(featureGraph())).toBeUndefined();
  });

  it('finds a circle when there is one', () => {
    const graph = new Map([
      ['jobs', new Map([['hiring', 'jobs/job-card.tsx']])],
      ['hiring', new Map([['jobs', 'hiring/choice-fields.tsx']])],
    ]);
    expect(findCircle(graph)).toBe('jobs (jobs/job-card.tsx) → hiring (hiring/choice-fields.tsx) → jobs');
  });

  it('sees the uses the jobs feature makes', () => {
    expect([...(featureGraph().get('jobs')?.keys() ?? [])]).toContain('seekers');
  });
});
