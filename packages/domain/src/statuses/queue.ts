/**
 * Status lists of the product's own workflows that the spec's vocabularies do not name (the
 * spec's lists are in `./clinical` and `./logistics`). Each starts with 'ALL' like every status
 * list; its machine is in `../machines` and its named actions in `../workflows`.
 */
import { statusList } from '../vocabulary';

/**
 * A queue ticket, from the number taken to served or sent on to another unit; cancelled when the
 * visit it belongs to is voided.
 */
export const queueTicketStatus = statusList('queueTicketStatus', 'Status Nomor Antrean', [
  { code: 'WAITING', label: 'Menunggu', tone: 'warning' },
  { code: 'CALLED', label: 'Dipanggil', tone: 'progress' },
  { code: 'SERVING', label: 'Dilayani', tone: 'info' },
  { code: 'SKIPPED', label: 'Dilewati', tone: 'muted' },
  { code: 'DONE', label: 'Selesai', tone: 'success' },
  { code: 'TRANSFERRED', label: 'Dipindahkan', tone: 'neutral' },
  { code: 'CANCELLED', label: 'Dibatalkan', tone: 'danger' },
]);
