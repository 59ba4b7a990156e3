/** The statuses of a clinical document (a status list: chip words and tones, filters). */
import { statusList } from '@simrs/domain';

export const clinicalDocumentStatus = statusList(
  'clinicalDocumentStatus',
  'Status Dokumen Klinis',
  [
    { code: 'DRAFT', label: 'Draf', tone: 'warning' },
    { code: 'FINAL', label: 'Final', tone: 'success' },
    { code: 'AMENDED', label: 'Diubah', tone: 'info' },
    { code: 'ENTERED_IN_ERROR', label: 'Salah Input', tone: 'danger' },
  ],
);

export const DOCUMENT_STATUSES = ['DRAFT', 'FINAL', 'AMENDED', 'ENTERED_IN_ERROR'] as const;
export type DocumentStatus = (typeof DOCUMENT_STATUSES)[number];
