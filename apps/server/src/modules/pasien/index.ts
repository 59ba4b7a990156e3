/**
 * Context `pasien`: the patient record (pasien), the generic CRUD of its resource definition,
 * with every read written to the patient access log (`access-log.ts`) and "who viewed this
 * record" (`PasienAkses`, the records team: export on rekam-medis). Registrations, beds and the
 * chart build on it.
 */
import { screenCatalog } from '@simrs/domain/screens';
import { decodeNik, nikRegionCodes } from '@simrs/validators';
import {
  contracts,
  type NikCheckAnswer,
  type PatientAccessRow,
  pasienAksesContract,
  pasienContract,
} from '@simrs/validators/contracts';
import { pasienResource } from '@simrs/validators/resources';
import { sql } from 'kysely';
import { notFound, MESSAGES as PLATFORM_MESSAGES } from '../../platform/errors';
import { defineModule, implement, type QueryContext } from '../../platform/module';
import { implementResource } from '../../platform/resources';
import { logPatientAccess, lookupKind } from './access-log';
import { migrations } from './migrations/index';
import {
  addPatient,
  deactivatePatient,
  findByIdentifier,
  keysOf,
  MESSAGES,
  mergePatients,
  nikWarnings,
  patientOptions,
  readChildren,
  readPatient,
  setPatientStatus,
  updatePatient,
} from './record';
import { patientHistory } from './references';
import { regionChildren, regionNames } from './regions';
import { seedPatients } from './seed';

export { logPatientAccess, lookupKind } from './access-log';
export { type PatientIdentity, patientIdentity } from './identity';
export { formatRmNo } from './numbering';
export {
  type PatientHistorySource,
  type PatientKeys,
  type PatientReference,
  registerPatientHistorySource,
  registerPatientReference,
} from './references';
export { importRegions, parseRegionCsv, RegionImportError, SAMPLE_REGIONS_CSV } from './regions';

/** The patient contract: the resource's list and export, the full record's reads and writes. */
function patients() {
  const generic = implementResource(pasienContract, pasienResource).queries;
  return implement(pasienContract, {
    queries: {
      list: async (ctx) => {
        const answer = await generic.list(ctx);
        const ids = answer.list.map((r) => r.id);
        await logPatientAccess(ctx.db, ctx.actor, lookupKind(ctx.input.search), ids);
        return answer;
      },
      export: generic.export,
      addForm: async ({ db }) => ({ options: await patientOptions(db) }),
      record: async ({ db, input, actor, can }) => {
        const record = await readPatient(db, input.pageId);
        if (!record) throw notFound();
        const [children, history, options] = [
          await readChildren(db, record.id),
          await patientHistory(db, keysOf(record)),
          await patientOptions(db),
        ];
        const into =
          record.mergedIntoId === null ? null : await readPatient(db, record.mergedIntoId);
        await logPatientAccess(db, actor, 'detail', [record.id]);
        return {
          record,
          options,
          canEdit: can(pasienResource.menu, 'edit') && record.mergedIntoId === null,
          ...children,
          mergedInto: into ? { id: into.id, rmNo: into.rmNo, name: into.name } : null,
          history,
        };
      },
      nik: async ({ db, input, actor }) => {
        const decoded = decodeNik(input.nik);
        const existing = /^\d{16}$/.test(input.nik)
          ? await findByIdentifier(db, 'nik', input.nik, null)
          : null;
        await logPatientAccess(db, actor, 'nik', existing ? [existing.id] : []);
        if (!decoded.ok) {
          const answer: NikCheckAnswer = {
            valid: false,
            message: decoded.message,
            prefill: null,
            warnings: [],
            existing,
          };
          return answer;
        }
        const codes = nikRegionCodes(input.nik);
        const names = await regionNames(db, [codes.province, codes.regency, codes.district]);
        const answer: NikCheckAnswer = {
          valid: true,
          message: null,
          prefill: {
            birthDate: decoded.value.birthDate,
            sex: String(decoded.value.sex) as '1' | '2',
            provinceCode: codes.province,
            regencyCode: codes.regency,
            districtCode: codes.district,
            provinceName: names.get(codes.province) ?? null,
            regencyName: names.get(codes.regency) ?? null,
            districtName: names.get(codes.district) ?? null,
          },
          warnings: nikWarnings(input),
          existing,
        };
        return answer;
      },
      regions: async ({ db, input }) => ({
        parent: input.parent,
        list: await regionChildren(db, input.parent),
      }),
    },
    commands: {
      add: {
        async run({ trx, input, audit }) {
          const data = await addPatient(trx, input, audit);
          return { message: PLATFORM_MESSAGES.saved, data };
        },
      },
      update: {
        async run({ trx, input, audit }) {
          const data = await updatePatient(trx, input, audit);
          return { message: PLATFORM_MESSAGES.updated, data };
        },
      },
      delete: {
        async run({ trx, input, audit }) {
          await deactivatePatient(trx, input.id, audit);
          return { message: MESSAGES.deactivated };
        },
      },
      status: {
        async run({ trx, input, audit }) {
          await setPatientStatus(trx, input.id, input.status, audit);
          return {
            message:
              input.status === 'Y'
                ? PLATFORM_MESSAGES.statusActive
                : PLATFORM_MESSAGES.statusInactive,
          };
        },
      },
      merge: {
        async run({ trx, input, audit }) {
          const { message, ...data } = await mergePatients(trx, input, audit);
          return { message, data };
        },
      },
    },
  });
}

type AccessCtx = QueryContext<{ page: number; shown: number; patientId: number }>;

/** The title of the screen of each wire module (its contract's menu), for the access log. */
const SCREEN_OF_MODULE: ReadonlyMap<string, string> = new Map(
  contracts.flatMap((c) => {
    const title = screenCatalog.find((s) => s.menuKey === c.menu)?.title;
    return title ? [[c.module, title] as const] : [];
  }),
);

const screenOfSource = (source: string | null): string | null =>
  source === null ? null : (SCREEN_OF_MODULE.get(source.split('.')[0] ?? '') ?? null);

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
              .leftJoin('users', 'users.id', 'patient_access_log.user_id')
              .select([
                'patient_access_log.id as id',
                'patient_access_log.at as at',
                'patient_access_log.user_id as userId',
                'patient_access_log.username as username',
                'users.name as name',
                'patient_access_log.address as address',
                'patient_access_log.kind as kind',
                'patient_access_log.patient_count as patientCount',
                'patient_access_log.source as source',
              ])
              .orderBy('patient_access_log.id', 'desc')
              .limit(shown)
              .offset((page - 1) * shown)
              .execute(),
            base.select(sql<number>`count(*)::int`.as('total')).executeTakeFirst(),
          ]);
          const total = count?.total ?? 0;
          const list: PatientAccessRow[] = rows.map((r) => ({
            ...r,
            screen: screenOfSource(r.source),
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
