/**
 * Context `audit`: the audit trail (audit-trail), read from the hash-chained log.
 *
 * A row's before/after values are shown only to a viewer who may read the module the row is about
 * (`view` on the menu of the contract with that wire module name; canManageAll sees all); the
 * others get who, when, what and which record, with `valuesHidden: true`.
 */
import { defineContract, out, query } from './kit';
import { type ListAnswer, listQuery } from './list';
import { noInput, optionalDay, optionalId, optionalText } from './params';

export interface AuditRow {
  id: number;
  at: string;
  userId: number | null;
  username: string | null;
  address: string | null;
  module: string;
  type: string;
  recordId: string | null;
  /** Null when there is none, or when `valuesHidden`. */
  before: unknown;
  after: unknown;
  /** True when the row has values the viewer may not read (the module's menu is not theirs). */
  valuesHidden: boolean;
  hash: string;
}

/** The choices of the audit trail's filters. */
export interface AuditFilterChoices {
  /** Every user account, by username. */
  users: { id: number; username: string }[];
  /** The distinct module names found in the log, sorted. */
  modules: string[];
}

export const auditTrailQuery = listQuery({
  sortable: ['id'],
  defaultSort: { field: 'id', type: 'desc' },
  filters: {
    userId: optionalId('Filter pengguna tidak valid.'),
    /** Compared without regard to case ('pasien' finds 'Pasien'). */
    module: optionalText(60, 'Modul tidak valid.'),
    from: optionalDay('Tanggal'),
    to: optionalDay('Tanggal'),
  },
});

export const auditTrailContract = defineContract({
  module: 'AuditTrail',
  context: 'audit',
  menu: 'audit-trail',
  queries: {
    list: query({ input: auditTrailQuery, access: 'view', output: out<ListAnswer<AuditRow>>() }),
    /** GET /get/AuditTrail/filters: the user and module choices of the filters. */
    filters: query({
      input: noInput,
      access: 'view',
      slug: 'filters',
      output: out<AuditFilterChoices>(),
    }),
  },
});

export const auditContracts = [auditTrailContract] as const;
