import type {
  KyselyPlugin,
  PluginTransformQueryArgs,
  PluginTransformResultArgs,
  QueryResult,
  RootOperationNode,
  UnknownRow,
} from 'kysely';
import { outsideTransaction } from './scope';

/**
 * The audit chain's secret and its listeners, per database handle. The key (`BO_AUDIT_KEY`, kept
 * in `.env`, never in the database) keys every row's hash (HMAC-SHA-256), so whoever can write
 * the table but does not hold the key cannot recompute a chain that verifies. It rides on the
 * handle's Kysely instance as a plugin, so `appendAudit(trx, ...)` finds it from any transaction
 * of that handle (Kysely hands its plugins to every transaction and connection).
 */
export class AuditChain {
  private readonly listeners = new Set<() => void>();

  constructor(readonly key: string | null) {}

  /** `fn` runs after each append (before its transaction commits): the head exporter's cue. */
  onAppend(fn: () => void): () => void {
    this.listeners.add(fn);
    return () => this.listeners.delete(fn);
  }

  /**
   * Tells the listeners; they run outside the appending transaction's scope, so what they start
   * (the exporter's timer) reads the database on its own connection once the transaction is over.
   */
  appended(): void {
    outsideTransaction(() => {
      for (const fn of this.listeners) fn();
    });
  }
}

/** Carries the chain; changes no query. */
export class AuditChainPlugin implements KyselyPlugin {
  constructor(readonly chain: AuditChain) {}

  transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
    return args.node;
  }

  async transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    return args.result;
  }
}

/** The chain of the handle a Kysely instance or transaction belongs to. */
export function auditChainOf(db: { getExecutor(): { plugins: readonly KyselyPlugin[] } }) {
  const plugin = db.getExecutor().plugins.find((p) => p instanceof AuditChainPlugin);
  return plugin ? (plugin as AuditChainPlugin).chain : null;
}
