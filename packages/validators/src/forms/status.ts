/** The statuses of a clinical document: the domain's list (and machine `clinicalDocumentStatus`). */
export { clinicalDocumentStatus } from '@simrs/domain';

export const DOCUMENT_STATUSES = ['DRAFT', 'FINAL', 'AMENDED', 'ENTERED_IN_ERROR'] as const;
export type DocumentStatus = (typeof DOCUMENT_STATUSES)[number];
