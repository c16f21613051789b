import type { Database, Executor } from './database';

type Task = () => void;

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/** The tasks waiting for each open transaction's commit. */
const waiting = new WeakMap<object, Task[]>();

/**
 * Makes `db.transaction` run the tasks queued with afterCommit once its
 * transaction has committed, and drop them when it rolls back. Applied once
 * where the database is opened, so every service's transaction takes part.
 */
export function withAfterCommit<D extends Database>(db: D): D {
  const transaction = db.transaction.bind(db);
  db.transaction = async (run, config) => {
    const tasks: Task[] = [];
    const result = await transaction((tx) => {
      track(tx, tasks);
      return run(tx);
    }, config);
    for (const task of tasks) runTask(task);
    return result;
  };
  return db;
}

/**
 * A transaction opened inside another (a service's, inside the one an
 * idempotent call wraps around it) is a savepoint: nothing it wrote is visible
 * until the outermost commits, so its tasks join its parent's when it is
 * released and are dropped when it rolls back.
 */
function track(tx: Transaction, tasks: Task[]): void {
  waiting.set(tx, tasks);
  const savepoint = tx.transaction.bind(tx);
  tx.transaction = async (run) => {
    const own: Task[] = [];
    const result = await savepoint((inner) => {
      track(inner, own);
      return run(inner);
    });
    tasks.push(...own);
    return result;
  };
}

function runTask(task: Task): void {
  try {
    task();
  } catch (error) {
    // The change is committed already: a task that fails must not turn it into an error.
    console.error('[after-commit] task failed:', error);
  }
}

/**
 * Runs `task` once what `executor` wrote is visible to everyone: after the
 * commit of its outermost transaction, or at once when it is the database
 * itself (each statement commits on its own). Tasks of a transaction that
 * rolls back never run.
 */
export function afterCommit(executor: Executor, task: Task): void {
  const tasks = waiting.get(executor);
  if (tasks) tasks.push(task);
  else runTask(task);
}
