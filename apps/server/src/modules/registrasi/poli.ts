/**
 * The clinic's worklist (menu dokter): a clinic's visits of the day with their queue tickets, and
 * the caller. Each action moves the clinic ticket and the visit together in the command's
 * transaction: call and recall (the visit stays QUEUE; an absent patient called again comes back
 * to QUEUE), absent (ABSEN), serve (ACTION, BPJS task 4), done (DONE, task 5). The queue's events
 * are emitted after the commit by the handler, so the lobby board and the announcer react as at
 * the admission counter.
 */
import type { PoliAction, RegistrationView } from '@simrs/validators/contracts';
import { sql } from 'kysely';
import { HttpError, notFound, stale } from '../../platform/errors';
import type { Executor } from '../../platform/module';
import { callTicket, getTicket, ticketTransition } from '../antrean/index';
import { dayList } from './queries';
import { changeStatus, type QueueEffects, type RegContext } from './service';
import { readRegistration } from './store';

export const POLI_MESSAGES = {
  notClinicVisit: 'Hanya kunjungan rawat jalan yang dilayani dari daftar poli.',
  noTicket: 'Kunjungan ini tidak memiliki nomor antrean poli.',
  counterRequired: 'Isi Ruang Periksa sebelum memanggil pasien.',
} as const;

/** The clinics with an active doctor's schedule on the weekday of `day`, by name. */
export async function polisOf(db: Executor, day: string): Promise<{ id: number; name: string }[]> {
  const r = await sql<{ id: number; name: string }>`select distinct p.id, p.name
    from q_doctor_schedules s join q_units u on u.id = s.unit_id join m_poli p on p.id = u.poli_id
    where s.status = 'Y' and s.weekday = extract(isodow from ${day}::date)::int::text
    order by p.name`.execute(db);
  return r.rows;
}

/** The clinics with an active doctor's schedule on any weekday (the filters of range lists). */
export async function scheduledClinics(db: Executor): Promise<{ id: number; name: string }[]> {
  const r = await sql<{ id: number; name: string }>`select distinct p.id, p.name
    from q_doctor_schedules s join q_units u on u.id = s.unit_id join m_poli p on p.id = u.poli_id
    where s.status = 'Y' order by p.name`.execute(db);
  return r.rows;
}

/** A clinic's outpatient visits of the day, queue order (the ticket's number, then the time). */
export async function clinicVisits(
  db: Executor,
  q: { date: string; poliId: number | null; status: string | null; search?: string | null },
): Promise<RegistrationView[]> {
  const answer = await dayList(db, {
    date: q.date,
    page: 1,
    shown: 500,
    search: q.search ?? '',
    sortByField: 'registeredAt',
    sortByType: 'asc',
    filters: {
      kind: 'RAJAL',
      ...(q.poliId !== null ? { poliId: q.poliId } : {}),
      ...(q.status !== null ? { status: q.status } : {}),
    },
  });
  return answer.list;
}

/** The visit's status after the action (null: the visit does not move). */
const VISIT_STATUS: Readonly<Record<PoliAction, string | null>> = {
  panggil: null,
  'panggil-ulang': null,
  'tidak-hadir': 'ABSEN',
  layani: 'ACTION',
  selesai: 'DONE',
};

export async function clinicAction(
  ctx: RegContext,
  input: { id: number; version: number; action: PoliAction; counter: string | null },
  fx: QueueEffects,
): Promise<RegistrationView> {
  const { trx } = ctx;
  const reg = await readRegistration(trx, input.id);
  if (!reg) throw notFound();
  if (reg.version !== input.version) throw stale();
  if (reg.kind !== 'RAJAL') throw new HttpError(422, POLI_MESSAGES.notClinicVisit);
  const calling = input.action === 'panggil' || input.action === 'panggil-ulang';
  const ticket = reg.queueTicketId === null ? null : await getTicket(trx, reg.queueTicketId);
  // A visit without a clinic ticket (registered before the queue existed, or by hand) is served
  // and finished all the same; only calling needs a number.
  if (!ticket || reg.unitId === null) {
    if (calling) throw new HttpError(422, POLI_MESSAGES.noTicket);
    const status = VISIT_STATUS[input.action];
    if (status === null) throw new HttpError(422, POLI_MESSAGES.noTicket);
    return changeStatus(ctx, { id: reg.id, version: reg.version, status, reason: null });
  }
  const svc = { db: trx, actor: ctx.actor, clock: ctx.clock };
  let version = reg.version;
  if (input.action === 'panggil' || input.action === 'panggil-ulang') {
    if (!input.counter) throw new HttpError(422, POLI_MESSAGES.counterRequired);
    // An absent patient who turns up is called again: the visit goes back to the queue.
    if (reg.status === 'ABSEN') {
      version = (await changeStatus(ctx, { id: reg.id, version, status: 'QUEUE', reason: null }))
        .version;
    }
    const called =
      ticket.status === 'WAITING'
        ? await callTicket(svc, { unitId: reg.unitId, counter: input.counter, ticketId: ticket.id })
        : await ticketTransition(svc, {
            id: ticket.id,
            action: 'panggil-ulang',
            counter: input.counter,
          });
    if (!called) throw new HttpError(409, 'Nomor antrean sudah dipanggil petugas lain.');
    fx.tickets.push({
      action: ticket.status === 'WAITING' ? 'panggil' : 'panggil-ulang',
      ticket: called,
    });
  } else {
    const moved = await ticketTransition(svc, { id: ticket.id, action: input.action });
    fx.tickets.push({ action: input.action, ticket: moved });
  }
  const status = VISIT_STATUS[input.action];
  if (status !== null) {
    await changeStatus(ctx, { id: reg.id, version, status, reason: null });
  }
  const after = await readRegistration(trx, reg.id);
  if (!after) throw new Error('registration vanished');
  return after;
}
