/**
 * The contract of a master-data resource (`@simrs/validators/resources`): list, record, add form
 * and export queries, add/update/delete/status commands, all from the one resource definition.
 */
import { z } from 'zod';
import type { AnyResource, FieldDefinition } from '../resources/types';
import { command, defineContract, out, query } from './kit';
import { type ListAnswer, listQuery } from './list';
import { id, version } from './params';

export type ResourceRow = Record<string, unknown> & {
  id: number;
  version: number;
  createdAt: string;
  updatedAt: string;
};

export interface ReferenceOption {
  value: number;
  label: string;
}

export interface ResourceRecordData {
  record: ResourceRow;
  options: Record<string, ReferenceOption[]>;
  canEdit: boolean;
}

function filterSchema(f: FieldDefinition): z.ZodType {
  const message = `Filter ${f.label} tidak valid.`;
  const none = (v: unknown) =>
    v === undefined || v === null || v === '' || v === 'ALL' ? null : v;
  switch (f.kind) {
    case 'reference':
    case 'number':
      return z.preprocess(
        none,
        z
          .string({ error: message })
          .regex(/^\d{1,9}$/, { error: message })
          .nullable(),
      );
    case 'yesno':
      return z.preprocess(none, z.enum(['Y', 'N'], { error: message }).nullable());
    case 'select': {
      const values = (f.options ?? []).map((o) => o.value);
      return z.preprocess(
        none,
        z
          .string({ error: message })
          .refine((v) => values.includes(v), { error: message })
          .nullable(),
      );
    }
    default:
      return z.preprocess(
        none,
        z.string({ error: message }).max(100, { error: message }).nullable(),
      );
  }
}

function filtersOf(resource: AnyResource): Record<string, z.ZodType> {
  const filters: Record<string, z.ZodType> = {};
  for (const f of resource.fields) if (f.filterable) filters[f.name] = filterSchema(f);
  return filters;
}

/** The list query of a resource: its sort whitelist, default sort and filterable fields. */
export function resourceListQuery(resource: AnyResource) {
  const sortable = resource.sortableFields as [string, ...string[]];
  return listQuery({ sortable, defaultSort: resource.defaultSort, filters: filtersOf(resource) });
}

/** The export query: the list query plus the file format. */
export function resourceExportQuery(resource: AnyResource) {
  const sortable = resource.sortableFields as [string, ...string[]];
  return listQuery({
    sortable,
    defaultSort: resource.defaultSort,
    filters: filtersOf(resource),
    extra: {
      download: z.preprocess(
        (v) => (v === undefined || v === '' ? 'csv' : v),
        z.enum(['csv', 'xlsx'], { error: 'Format unduhan harus csv atau xlsx.' }),
      ),
    },
  });
}

const recordId = z.object({ id: id() });

/** Rows of a CSV file sent in one `impor` call (a file is sent in batches of this size). */
export const IMPORT_BATCH_ROWS = 1000;

export const IMPORT_MESSAGES = {
  noRows: 'Berkas tidak berisi baris data.',
  tooManyRows: `Kirim paling banyak ${IMPORT_BATCH_ROWS} baris sekali impor.`,
  badRow: 'Baris berkas tidak valid.',
  badLine: 'Nomor baris tidak valid.',
  duplicate: (value: string) => `Nilai ${value} muncul lebih dari sekali dalam berkas.`,
  more: (n: number) => `dan ${n} baris lain bermasalah.`,
  imported: (added: number, updated: number, same: number) =>
    `Impor selesai: ${added} ditambah, ${updated} diperbarui, ${same} tidak berubah.`,
} as const;

/** What an `impor` call did. */
export interface ImportResult {
  added: number;
  updated: number;
  unchanged: number;
}

/**
 * The `impor` input: rows of the file as header -> text (the template's headers, `GET
 * /template/{Module}.csv`) and the file's line number of the first row (for the messages).
 */
export const importInput = z.object({
  rows: z
    .array(z.record(z.string().max(60), z.unknown(), { error: IMPORT_MESSAGES.badRow }), {
      error: IMPORT_MESSAGES.badRow,
    })
    .min(1, { error: IMPORT_MESSAGES.noRows })
    .max(IMPORT_BATCH_ROWS, { error: IMPORT_MESSAGES.tooManyRows }),
  firstLine: z
    .number({ error: IMPORT_MESSAGES.badLine })
    .int({ error: IMPORT_MESSAGES.badLine })
    .min(2, { error: IMPORT_MESSAGES.badLine })
    .max(10_000_000, { error: IMPORT_MESSAGES.badLine }),
});

/**
 * The contract of a resource in `context`. `extra` adds the module's own commands (e.g. the
 * Users module's `change-password`).
 */
export function resourceContract<
  const Extra extends Readonly<Record<string, ReturnType<typeof command>>> = Readonly<
    Record<never, ReturnType<typeof command>>
  >,
>(resource: AnyResource, context: string, extra?: Extra) {
  if (resource.context !== context) {
    throw new Error(`${resource.key} belongs to ${resource.context}, not ${context}`);
  }
  const list = resourceListQuery(resource);
  const updateSchema = (resource.updateSchema ?? resource.schema).extend({
    id: id(),
    version: version(),
  });
  const base = {
    add: command({ input: resource.schema, access: 'add', output: out<{ record: ResourceRow }>() }),
    update: command({
      input: updateSchema,
      access: 'edit',
      output: out<{ record: ResourceRow }>(),
    }),
    delete: command({ input: recordId, access: 'delete', output: out<undefined>() }),
    ...(resource.hasStatus
      ? {
          status: command({
            input: recordId.extend({
              status: z.enum(['Y', 'N'], { error: 'Status harus Y atau N.' }),
            }),
            access: 'status',
            output: out<undefined>(),
          }),
        }
      : {}),
    ...(resource.importBy
      ? {
          /**
           * Imports rows of the hospital's CSV file: every row checked by the add schema (a
           * refusal names the file's line), then added or, when its `importBy` value is known,
           * updated; all rows of a call or none.
           */
          impor: command({
            input: importInput,
            access: 'edit',
            output: out<ImportResult>(),
          }),
        }
      : {}),
  };
  return defineContract({
    module: resource.key,
    context,
    menu: resource.menu,
    queries: {
      list: query({ input: list, access: 'view', output: out<ListAnswer<ResourceRow>>() }),
      export: query({
        input: resourceExportQuery(resource),
        access: 'export',
        download: true,
      }),
      addForm: query({
        input: z.object({}),
        access: 'add',
        slug: 'add',
        output: out<{ options: ResourceRecordData['options'] }>(),
      }),
      record: query({
        input: z.object({ pageId: id('Data tidak ditemukan.') }),
        access: 'view',
        slug: '*',
        byId: true,
        output: out<ResourceRecordData>(),
      }),
    },
    commands: { ...base, ...(extra ?? ({} as Extra)) },
  });
}

export type ResourceContract = ReturnType<typeof resourceContract>;
