/** Pure rules of the clinic's worklist (unit tested). */
import { nextStatuses } from '@simrs/domain';
import type { PoliAction, RegistrationView } from '@simrs/validators/contracts';

/** What the worklist offers for a visit, by the visit's status and its clinic ticket's. */
export function worklistActions(
  v: Pick<RegistrationView, 'status' | 'queueTicketStatus'>,
): PoliAction[] {
  // No clinic ticket: nothing to call; the visit is served and finished all the same.
  if (v.queueTicketStatus === null) {
    if (v.status === 'QUEUE') return ['layani', 'tidak-hadir'];
    return v.status === 'ACTION' ? ['selesai'] : [];
  }
  if (v.status === 'ABSEN') return ['panggil'];
  if (v.status === 'ACTION') return ['selesai'];
  if (v.status !== 'QUEUE') return [];
  if (v.queueTicketStatus === 'WAITING') return ['panggil'];
  if (v.queueTicketStatus === 'CALLED') return ['panggil-ulang', 'layani', 'tidak-hadir'];
  if (v.queueTicketStatus === 'SKIPPED') return ['panggil'];
  return [];
}

export const ACTION_LABEL: Readonly<Record<PoliAction, string>> = {
  panggil: 'Panggil',
  'panggil-ulang': 'Panggil Ulang',
  layani: 'Layani',
  'tidak-hadir': 'Tidak Hadir',
  selesai: 'Selesai',
};

/** Counts of the day's visits by status, for the chips above the list. */
export function statusCounts(list: readonly Pick<RegistrationView, 'status'>[]) {
  const counts: Record<string, number> = {};
  for (const v of list) counts[v.status] = (counts[v.status] ?? 0) + 1;
  return counts;
}

const KEY = 'simrs.poli.worklist';

/** The clinic and the examination room this browser last worked in. */
export function readWorkplace(storage: Pick<Storage, 'getItem'>): { poliId: string; room: string } {
  try {
    const parsed = JSON.parse(storage.getItem(KEY) ?? '{}') as { poliId?: unknown; room?: unknown };
    return {
      poliId: typeof parsed.poliId === 'string' && /^\d+$/.test(parsed.poliId) ? parsed.poliId : '',
      room: typeof parsed.room === 'string' ? parsed.room.slice(0, 40) : '',
    };
  } catch {
    return { poliId: '', room: '' };
  }
}

export function writeWorkplace(
  storage: Pick<Storage, 'setItem'>,
  place: { poliId: string; room: string },
): void {
  try {
    storage.setItem(KEY, JSON.stringify(place));
  } catch {
    // Private mode or a full storage: not remembered.
  }
}

/**
 * Whether the doctor may ask for this visit's admission: not asked yet, and its machine still
 * allows the move to PASIEN_INAP (in treatment).
 */
export function mayAskAdmission(v: Pick<RegistrationView, 'status'>, asked: boolean): boolean {
  return (
    !asked &&
    (nextStatuses('outpatientVisitStatus', v.status) as readonly string[]).includes('PASIEN_INAP')
  );
}

/** Whether a control may be planned from the visit (served: in treatment or done). */
export function mayPlanControl(v: Pick<RegistrationView, 'status'>): boolean {
  return v.status === 'ACTION' || v.status === 'DONE';
}
