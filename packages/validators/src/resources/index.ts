import { agamaResource } from './definitions/agama';
import { bankResource } from './definitions/bank';
import { catalogResources } from './definitions/master-catalog';
import type { CatalogResource } from './definitions/master-kit';
import { obatResource } from './definitions/obat';
import { pasienResource } from './definitions/pasien';
import { poliResource } from './definitions/poli';
import { queueDisplayResource } from './definitions/queue-display';
import { queueGroupResource } from './definitions/queue-group';
import { queueHolidayResource, queueScheduleResource } from './definitions/queue-schedule';
import { queueUnitResource } from './definitions/queue-unit';
import { ranapBangsalResource } from './definitions/ranap-bangsal';
import { ranapKelasResource } from './definitions/ranap-kelas';
import { userLevelResource } from './definitions/user-level';
import { usersResource } from './definitions/users';
import type { AnyResource } from './types';

export { agamaResource } from './definitions/agama';
export { bankResource } from './definitions/bank';
export { catalogResources, NON_RESOURCE_SCREENS } from './definitions/master-catalog';
export {
  type CatalogField,
  type CatalogFieldType,
  type CatalogResource,
  type CatalogSpec,
  COLUMN_TYPES,
  type FieldPattern,
} from './definitions/master-kit';
export {
  invalidValue,
  letterTag,
  type SampleOptions,
  sampleRecord,
} from './definitions/master-samples';
export { obatResource, obatUnitOptions } from './definitions/obat';
export { pasienResource, sexOptions } from './definitions/pasien';
export { poliResource } from './definitions/poli';
export * from './definitions/queue-display';
export * from './definitions/queue-group';
export * from './definitions/queue-schedule';
export * from './definitions/queue-unit';
export { ranapBangsalResource } from './definitions/ranap-bangsal';
export { bpjsClassOptions, ranapKelasResource } from './definitions/ranap-kelas';
export { TARIFF_TABLE, tariffKind, tariffResources } from './definitions/tarif';
export { userLevelResource } from './definitions/user-level';
export { usersResource } from './definitions/users';
export * from './fields';
export * from './menus';
export * from './types';

/**
 * Every resource served by the generic CRUD, in dependency order (a resource comes after the
 * resources it references), each written with the kit (`catalogResource`, master-kit.ts). Add
 * new master-data modules here.
 */
export const resources: readonly CatalogResource[] = [
  userLevelResource,
  poliResource,
  usersResource,
  agamaResource,
  bankResource,
  obatResource,
  ranapKelasResource,
  ranapBangsalResource,
  pasienResource,
  queueGroupResource,
  queueUnitResource,
  queueDisplayResource,
  queueScheduleResource,
  queueHolidayResource,
  ...catalogResources,
];

export function findResource(key: string): AnyResource | undefined {
  return resources.find((r) => r.key === key);
}

/** Fields of other resources that reference `key` (used to refuse deleting referenced rows). */
export function referencesTo(key: string): { resource: AnyResource; field: string }[] {
  return resources.flatMap((r) =>
    r.fields
      .filter((f) => f.kind === 'reference' && f.reference?.resource === key)
      .map((f) => ({ resource: r, field: f.name })),
  );
}
