/**
 * Context `pasien`: the patient record (pasien), the generic CRUD of its resource definition,
 * with every read written to the patient access log (`access-log.ts`) and "who viewed this
 * record" (`PasienAkses`, the records team: export on rekam-medis). Registrations, beds and the
 * chart build on it.
 */
import {
  type PatientAccessRow,
  pasienAksesContract,
  pasienContract,
} from '@simrs/validators/contracts';
import { pasienResource } from '@simrs/validators/resources';
import { sql } from 'kysely';
import { defineModule, implement, type QueryContext } from '../../platform/module';
import { implementResource } from '../../platform/resources';
import { logPatientAccess, lookupKind } from './access-log';
import { migrations } from './migrations/index';
import { seedPatients } from './seed';

export { logPatientAccess, lookupKind } from './access-log';

/** The patient CRUD, its list and record reads logged. */
function patients() {
  const impl = implementResource(pasienContract, pasienResource);
  const q = impl.queries;
  type ListCtx = Parameters<typeof q.list>[0];
  type RecordCtx = Parameters<typeof q.record>[0];
  return implement(pasienContract, {
    commands: impl.commands,
    queries: {
      ...q,
      list: async (ctx: ListCtx) => {
        const answer = await q.list(ctx);
        const ids = answer.list.map((r) => r.id);
        await logPatientAccess(ctx.db, ctx.actor, lookupKind(ctx.input.search), ids);
        return answer;
      },
      record: async (ctx: RecordCtx) => {
        const answer = await q.record(ctx);
        await logPatientAccess(ctx.db, ctx.actor, 'detail', [answer.record.id]);
        return answer;
      },
    },
  });
}

type AccessCtx = QueryContext<{ page: number; shown: number; patientId: number }>;

export const pasienModule = defineModule({
  context: 'pasien',
  migrations,
  async seedDemo(trx, demo) {
    await seedPatients(trx, demo.patients);
  },
  implementations: () => [
    patients(),
    implement(pasienAksesContract, {
      queries: {
        list: async ({ db, input }: AccessCtx) => {
          const { page, shown, patientId } = input;
          const base = db
            .selectFrom('patient_access_log')
            .where(sql<boolean>`patient_ids @> array[${patientId}]::integer[]`);
          const [rows, count] = await Promise.all([
            base
              .select([
                'id',
                'at',
                'user_id as userId',
                'username',
                'address',
                'kind',
                'patient_count as patientCount',
              ])
              .orderBy('id', 'desc')
              .limit(shown)
              .offset((page - 1) * shown)
              .execute(),
            base.select(sql<number>`count(*)::int`.as('total')).executeTakeFirst(),
          ]);
          const total = count?.total ?? 0;
          const list: PatientAccessRow[] = rows.map((r) => ({
            ...r,
            id: Number(r.id),
            at: new Date(r.at).toISOString(),
          }));
          return {
            patientId,
            list,
            total,
            page,
            shown,
            lastPage: Math.max(1, Math.ceil(total / shown)),
          };
        },
      },
    }),
  ],
});
