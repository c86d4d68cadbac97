/**
 * The pay a job shows: its structured pay written out ("€50k–60k a year"), else its free-text salary as posted,
 * else nothing.
 */
import type { Job, JobSummary } from '../types.js';
import { formatPay, payOf } from './pay.js';

export function payText(job: Job | JobSummary): string | undefined {
  const pay = payOf(job);
  return pay ? formatPay(pay) : job.salary;
}
