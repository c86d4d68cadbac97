/**
 * The slower machine on demand (cpu-cap.ts): the renderer prefix runs the command it is given inside a CPU cgroup of
 * its own, capped at the share asked for. Where no cgroup can be made (not root, no controller), the cap says why
 * instead of running uncapped.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { capRendererCpu } from './cpu-cap.js';

describe('capRendererCpu', () => {
  it('refuses a share that is not a whole percent from 5 to 100', () => {
    expect(capRendererCpu(3)).toBe('--cpu-share needs a whole percent, 5 to 100');
    expect(capRendererCpu(40.5)).toBe('--cpu-share needs a whole percent, 5 to 100');
  });

  it('runs each renderer in a cgroup of its own capped at the share, or says why it cannot', () => {
    const cap = capRendererCpu(35);
    if (typeof cap === 'string') {
      expect(cap).toMatch(/cgroup/);
      return;
    }
    try {
      const prefix = cap.flags[0]?.replace('--renderer-cmd-prefix=', '') ?? '';
      const output = execFileSync(prefix, ['/bin/sh', '-c', 'cat /proc/self/cgroup'], { encoding: 'utf8' });
      const group = output.match(/(\/jobboard-bench-\d+\/r\d+)$/m)?.[1];
      expect(group).toContain(`/jobboard-bench-${process.pid}/r`);
      const quota = existsSync('/sys/fs/cgroup/cgroup.controllers')
        ? readFileSync(`/sys/fs/cgroup${group}/cpu.max`, 'utf8').trim()
        : readFileSync(`/sys/fs/cgroup/cpu${group}/cpu.cfs_quota_us`, 'utf8').trim();
      expect(quota).toMatch(/^3500( 10000)?$/);
    } finally {
      cap.release();
    }
    const name = `jobboard-bench-${process.pid}`;
    expect(existsSync(`/sys/fs/cgroup/cpu/${name}`) || existsSync(`/sys/fs/cgroup/${name}`)).toBe(false);
  });
});
