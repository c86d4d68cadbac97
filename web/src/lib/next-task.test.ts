import { describe, expect, it } from 'vitest';
import { nextTask } from './next-task.js';

describe('nextTask', () => {
  it('resolves in a later task: after the microtasks and after the tasks already queued', async () => {
    const order: string[] = [];
    setTimeout(() => order.push('task queued before'), 0);
    const done = nextTask().then(() => order.push('next task'));
    queueMicrotask(() => order.push('microtask'));
    await done;
    expect(order).toEqual(['microtask', 'task queued before', 'next task']);
  });
});
