/**
 * Measures bcryptjs (async API, as the handlers use it) at costs 10 to 12 on this machine, to pick the cost that
 * keeps a login under 300 ms of CPU. Run: `npx tsx scripts/bench/measures/accounts/bcrypt-cost.ts`.
 * docs/accounts.md has the figures;
 * `npm run bench` reuses `measureBcrypt` for the cost in use.
 */
import bcrypt from 'bcryptjs';

const PASSWORD = 'correct horse battery staple';

const median = (list: number[]) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)] as number;

/** One `bcrypt.compare` at `cost`, median wall and CPU time over `samples` runs. */
export async function measureBcrypt(cost: number, samples = 5) {
  const hash = await bcrypt.hash(PASSWORD, cost); // also warms the code up
  const wall: number[] = [];
  const cpu: number[] = [];
  for (let i = 0; i < samples; i++) {
    const startedAt = performance.now();
    const usage = process.cpuUsage();
    await bcrypt.compare(PASSWORD, hash);
    const used = process.cpuUsage(usage);
    wall.push(performance.now() - startedAt);
    cpu.push((used.user + used.system) / 1000);
  }
  return { cost, medianWallMs: Math.round(median(wall)), medianCpuMs: Math.round(median(cpu)) };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const samples = 5;
  console.log(`node ${process.version}, bcryptjs compare (async), median of ${samples}`);
  for (const cost of [10, 11, 12]) console.log(await measureBcrypt(cost, samples));
}
