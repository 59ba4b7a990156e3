/**
 * The generic CRUD as an implementation of a resource contract (`resourceContract`): every
 * master-data module, the users and levels, the queue's masters and the patient record are one
 * resource definition each, served here. Server-only behaviour (password hashing, guards) comes
 * as `ResourceHooks`.
 */
import { Readable } from 'node:stream';
import { type AnyContract, IMPORT_MESSAGES } from '@simrs/validators/contracts';
import { type AnyResource, findResource } from '@simrs/validators/resources';
import { sql } from 'kysely';
import { csvStream, exportColumns, xlsxStream } from '../http/export';
import {
  addRecord,
  deleteRecord,
  getRecord,
  importRecords,
  iterateRecords,
  type ListQuery,
  listRecords,
  type MutationContext,
  type ResourceHooks,
  setStatus,
  updateRecord,
} from '../resources/crud';
import { appendAudit } from './audit';
import { MESSAGES, notFound } from './errors';
import { type CommandHandler, type Db, type Implementation, implement } from './module';

/** Active records of every referenced resource, as `{ value, label }` (the form's choices). */
export async function referenceOptions(db: Db, resource: AnyResource) {
  const options: Record<string, { value: number; label: string }[]> = {};
  for (const f of resource.fields) {
    if (f.kind !== 'reference' || !f.reference) continue;
    const target = findResource(f.reference.resource);
    const labelField = target?.fields.find((x) => x.name === f.reference?.labelField);
    if (!target || !labelField) continue;
    const active = target.hasStatus ? sql`where status = 'Y'` : sql``;
    const rows = await sql<{ value: number; label: string }>`select id as value,
      ${sql.id(labelField.column)} as label from ${sql.table(target.table)} ${active}
      order by 2 limit 1000`.execute(db);
    options[f.name] = rows.rows;
  }
  return options;
}

export interface ResourceOptions<C extends AnyContract> {
  hooks?: ResourceHooks;
  /** Handlers of the module's own commands beside the generic ones (e.g. change-password). */
  commands?: Partial<Implementation<C>['commands']>;
}

/** The handlers of a resource's contract (`resourceContract(resource, context, extra)`). */
export function implementResource<C extends AnyContract>(
  contract: C,
  resource: AnyResource,
  options: ResourceOptions<C> = {},
): Implementation<C> {
  const hooks = options.hooks;
  const mutation = (ctx: { trx: MutationContext['db']; actor: MutationContext['actor'] }) => ({
    db: ctx.trx,
    actor: ctx.actor,
    hooks,
  });
  const status: CommandHandler<{ id: number; status: 'Y' | 'N' }, undefined> = {
    async run(ctx) {
      const s = await setStatus(mutation(ctx), resource, ctx.input.id, ctx.input.status);
      return { message: s === 'Y' ? MESSAGES.statusActive : MESSAGES.statusInactive };
    },
  };
  type Q<I> = {
    db: Db;
    input: I;
    reply: import('fastify').FastifyReply;
    actor: MutationContext['actor'];
    can: (menu: string, action: 'edit') => boolean;
  };
  return implement(contract, {
    queries: {
      list: async ({ db, input }: Q<ListQuery>) => listRecords(db, resource, input),
      export: async ({
        db,
        input: q,
        reply,
        actor,
      }: Q<ListQuery & { download: 'csv' | 'xlsx' }>) => {
        await db.transaction().execute(async (trx) => {
          await appendAudit(trx, actor, {
            module: resource.key,
            type: 'export',
            after: { download: q.download, search: q.search, filters: q.filters },
          });
        });
        const columns = exportColumns(resource);
        const batches = iterateRecords(db, resource, q);
        const stamp = new Date().toISOString().slice(0, 10);
        reply.header(
          'content-disposition',
          `attachment; filename="${resource.key}-${stamp}.${q.download}"`,
        );
        if (q.download === 'csv') {
          reply.type('text/csv; charset=utf-8');
          return reply.send(Readable.from(csvStream(columns, batches)));
        }
        reply.type('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
        return reply.send(Readable.from(xlsxStream(columns, batches, resource.title)));
      },
      addForm: async ({ db }: Q<unknown>) => ({ options: await referenceOptions(db, resource) }),
      record: async ({ db, input, can }: Q<{ pageId: number }>) => {
        const record = await getRecord(db, resource, input.pageId);
        if (!record) throw notFound();
        return {
          record,
          options: await referenceOptions(db, resource),
          canEdit: can(resource.menu, 'edit'),
        };
      },
    },
    commands: {
      add: {
        async run(ctx: Parameters<CommandHandler<Record<string, unknown>, unknown>['run']>[0]) {
          const record = await addRecord(mutation(ctx), resource, ctx.input);
          return { message: MESSAGES.saved, data: { record } };
        },
      },
      update: {
        async run(
          ctx: Parameters<
            CommandHandler<
              { id: number; version: number } & Record<string, unknown>,
              unknown
            >['run']
          >[0],
        ) {
          const record = await updateRecord(mutation(ctx), resource, ctx.input);
          return { message: MESSAGES.updated, data: { record } };
        },
      },
      delete: {
        async run(ctx: Parameters<CommandHandler<{ id: number }, unknown>['run']>[0]) {
          await deleteRecord(mutation(ctx), resource, ctx.input.id);
          return { message: MESSAGES.deleted };
        },
      },
      ...(resource.hasStatus ? { status } : {}),
      ...(resource.importBy
        ? {
            impor: {
              async run(
                ctx: Parameters<
                  CommandHandler<
                    { rows: Record<string, unknown>[]; firstLine: number },
                    unknown
                  >['run']
                >[0],
              ) {
                const r = await importRecords(mutation(ctx), resource, ctx.input, IMPORT_MESSAGES);
                return {
                  message: IMPORT_MESSAGES.imported(r.added, r.updated, r.unchanged),
                  data: r,
                };
              },
            },
          }
        : {}),
      ...options.commands,
    } as never,
  } as never);
}

/** The handlers of several resource contracts, each paired with its resource by module key. */
export function implementResources(
  contracts: readonly AnyContract[],
  resources: readonly AnyResource[],
): Implementation[] {
  const byKey = new Map(resources.map((r) => [r.key, r]));
  return contracts.map((contract) => {
    const resource = byKey.get(contract.module);
    if (!resource) throw new Error(`No resource for the contract ${contract.module}`);
    return implementResource(contract, resource);
  });
}
