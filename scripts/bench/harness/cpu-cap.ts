/**
 * A slower machine on demand: each of Chromium's page processes (renderers) starts through a small prefix script
 * that first moves itself into a Linux CPU cgroup of its own, capped at a share of one core. The page's work (its
 * main thread, where Total Blocking Time is counted) then runs that much slower, as on a slower phone, while the
 * browser process and the network stay as fast as Lighthouse's own throttling model assumes. Lighthouse's
 * benchmarkIndex, measured in a page, falls with it: that is how the figures of the slower kind of machine our goals
 * name (benchmarkIndex about 1,100 to 1,600) are produced on a faster one. Busy loops beside the browser do not do it
 * on a machine with a spare core: the page simply gets that core.
 * The cap is a CFS quota over a short period (10 ms), so a task is slowed evenly rather than stopped for long gaps.
 * Needs root (writing /sys/fs/cgroup); cgroup v2 (`cpu.max`) and v1 (`cpu/…/cpu.cfs_quota_us`) are both handled.
 */
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const PERIOD_US = 10_000;

export interface CpuCap {
  /** Chromium flags that start every renderer through the capping prefix. */
  flags: string[];
  /** Removes the prefix script and the cgroups (those whose processes have ended). */
  release: () => void;
}

/** The shell lines that cap the group in "$group" at `quota` µs per period, per cgroup version. */
function cgroupLayout(): { root: string; limit: (quota: number) => string } | undefined {
  if (existsSync('/sys/fs/cgroup/cgroup.controllers')) {
    return { root: '/sys/fs/cgroup', limit: (quota) => `echo '${quota} ${PERIOD_US}' > "$group/cpu.max"` };
  }
  if (existsSync('/sys/fs/cgroup/cpu/cpu.cfs_quota_us')) {
    return {
      root: '/sys/fs/cgroup/cpu',
      limit: (quota) => `echo ${PERIOD_US} > "$group/cpu.cfs_period_us" && echo ${quota} > "$group/cpu.cfs_quota_us"`,
    };
  }
  return undefined;
}

/** Flags that cap each page process at `percent` of one core, or the reason it cannot be done on this machine. */
export function capRendererCpu(percent: number): CpuCap | string {
  if (!Number.isInteger(percent) || percent < 5 || percent > 100) return '--cpu-share needs a whole percent, 5 to 100';
  const layout = cgroupLayout();
  if (!layout) return 'no CPU cgroup controller at /sys/fs/cgroup, so --cpu-share cannot slow the browser here';
  const parent = join(layout.root, `jobboard-bench-${process.pid}`);
  try {
    mkdirSync(parent, { recursive: true });
    if (layout.root === '/sys/fs/cgroup') writeFileSync(join(parent, 'cgroup.subtree_control'), '+cpu');
  } catch (error) {
    return `cannot create a CPU cgroup (${(error as Error).message}); --cpu-share needs root`;
  }
  const folder = mkdtempSync(join(tmpdir(), 'jobboard-cpu-cap-'));
  const prefix = join(folder, 'capped');
  const quota = Math.round((PERIOD_US * percent) / 100);
  writeFileSync(
    prefix,
    [
      '#!/bin/sh',
      // Runs the command it is given (a renderer) in a new group of its own, so no two pages share a cap.
      `group='${parent}'/r$$`,
      `mkdir "$group" && ${layout.limit(quota)} && echo $$ > "$group/cgroup.procs" || exit 1`,
      'exec "$@"',
      '',
    ].join('\n'),
  );
  chmodSync(prefix, 0o755);
  return {
    flags: [`--renderer-cmd-prefix=${prefix}`],
    release: () => {
      rmSync(folder, { recursive: true, force: true });
      try {
        for (const entry of readdirSync(parent, { withFileTypes: true })) {
          if (entry.isDirectory()) rmdirSync(join(parent, entry.name));
        }
        rmdirSync(parent);
      } catch {
        // A renderer still ending keeps its group busy; the kernel keeps an empty group at no cost.
      }
    },
  };
}
