/**
 * Memory and timeout per route. Lambda gives CPU in proportion to memory (1,769 MB is one vCPU), so memory is
 * chosen for CPU: a DynamoDB-bound handler waits on the network and 512 MB starts it fast enough; the routes that
 * hash a password with bcrypt (cost 10, about 106 ms on a full core here) get 1,024 MB so a hash stays near 200 ms.
 * Timeouts stay well under the HTTP API's 30 s integration limit.
 */
import type { RouteId } from '../../shared/routes.js';

export interface FunctionSizing {
  memorySize: number;
  timeoutSeconds: number;
}

const standard: FunctionSizing = { memorySize: 512, timeoutSeconds: 10 };
const passwordHashing: FunctionSizing = { memorySize: 1024, timeoutSeconds: 10 };

const overrides: Partial<Record<RouteId, FunctionSizing>> = {
  register: passwordHashing,
  login: passwordHashing,
  'change-password': passwordHashing,
  'reset-password': passwordHashing,
};

export function sizingFor(id: RouteId): FunctionSizing {
  return overrides[id] ?? standard;
}
