/**
 * The transaction scope of a command: inside it, every statement must go through the command's
 * transaction (`ctx.trx`). A statement on the database itself would take a second connection:
 * on PostgreSQL it runs outside the transaction (not atomic with it, blind to its writes), and on
 * the embedded database, which has one connection, it waits for the transaction forever. The
 * driver therefore refuses it at once with a message naming the mistake.
 */
import { AsyncLocalStorage } from 'node:async_hooks';

const scope = new AsyncLocalStorage<string>();

/** Runs `fn` as the inside of a transaction (`what` names it in the error). */
export function withinTransaction<T>(what: string, fn: () => Promise<T>): Promise<T> {
  return scope.run(what, fn);
}

export class OutsideTransactionError extends Error {
  override readonly name = 'OutsideTransactionError';
}

/** Throws when called inside a transaction scope (a new connection is being acquired). */
export function assertNoTransactionScope(): void {
  const what = scope.getStore();
  if (what !== undefined) {
    throw new OutsideTransactionError(
      `${what}: a statement on the database inside the transaction; use ctx.trx`,
    );
  }
}

/**
 * Runs `fn` outside any transaction scope: for work a transaction only cues (timers, listeners),
 * which later runs on its own connection after the transaction is over.
 */
export function outsideTransaction<T>(fn: () => T): T {
  return scope.exit(fn);
}
