/**
 * Runs tasks a few at a time, never two at once that share a lock. Job posts of one company (or category)
 * update the same count item in their transactions; running them apart avoids TransactionConflict retries.
 */
export interface LockedTask {
  locks: string[];
  run: () => Promise<unknown>;
}

export async function runApart(tasks: LockedTask[], concurrency: number): Promise<void> {
  const pending = [...tasks];
  const held = new Set<string>();
  let failure: unknown;
  await new Promise<void>((resolve) => {
    let running = 0;
    const pump = () => {
      if (failure !== undefined || (pending.length === 0 && running === 0)) return resolve();
      while (running < concurrency) {
        const index = pending.findIndex((task) => task.locks.every((lock) => !held.has(lock)));
        if (index === -1) return;
        const [task] = pending.splice(index, 1) as [LockedTask];
        for (const lock of task.locks) held.add(lock);
        running += 1;
        task
          .run()
          .catch((error: unknown) => {
            failure ??= error;
          })
          .finally(() => {
            for (const lock of task.locks) held.delete(lock);
            running -= 1;
            pump();
          });
      }
    };
    pump();
  });
  if (failure !== undefined) throw failure;
}
