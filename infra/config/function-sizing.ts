/**
 * Memory and timeout per route. Lambda gives CPU in proportion to memory (1,769 MB is one full vCPU), so memory is
 * chosen for CPU:
 * - a DynamoDB-bound handler mostly waits on the network; 512 MB starts and runs it fast enough;
 * - the routes that hash or check a password (bcryptjs, cost 11: about 190 ms of one core, functions/lib/
 *   passwords.ts) are CPU-bound, so one full vCPU costs the same GB-seconds as less memory for longer, and
 *   answers in about 190 ms instead of over 300 ms.
 * Timeouts stay well under the HTTP API's 30 s integration limit.
 */
import type { RouteId } from '../../shared/routes.js';

export interface FunctionSizing {
  memorySize: number;
  timeoutSeconds: number;
}

const standard: FunctionSizing = { memorySize: 512, timeoutSeconds: 10 };
const passwordHashing: FunctionSizing = { memorySize: 1769, timeoutSeconds: 10 };

const overrides: Partial<Record<RouteId, FunctionSizing>> = {
  register: passwordHashing,
  login: passwordHashing,
  'change-password': passwordHashing,
  'reset-password': passwordHashing,
  'disable-second-factor': passwordHashing,
  'renew-recovery-codes': passwordHashing,
};

export function sizingFor(id: RouteId): FunctionSizing {
  return overrides[id] ?? standard;
}
