/**
 * Context `audit`: the audit trail (audit-trail), read from the hash-chained log.
 */
import { defineContract, out, query } from './kit';
import { type ListAnswer, listQuery } from './list';
import { optionalDay, optionalId, optionalText } from './params';

export interface AuditRow {
  id: number;
  at: string;
  userId: number | null;
  username: string | null;
  address: string | null;
  module: string;
  type: string;
  recordId: string | null;
  before: unknown;
  after: unknown;
  hash: string;
}

export const auditTrailQuery = listQuery({
  sortable: ['id'],
  defaultSort: { field: 'id', type: 'desc' },
  filters: {
    userId: optionalId('Filter pengguna tidak valid.'),
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
  },
});

export const auditContracts = [auditTrailContract] as const;
