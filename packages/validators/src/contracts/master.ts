/**
 * Context `master`: master data and tariffs (spec 2.4), every one a resource definition served
 * by the generic CRUD. Resources owned by another context (users and levels: `pengguna`; the
 * queue's masters: `antrean`; patients: `pasien`) are listed there.
 */
import { type AnyResource, resources } from '../resources';
import { resourceContract } from './resource';

/** Resource keys whose contract belongs to another context. */
export const RESOURCES_OF_OTHER_CONTEXTS: Readonly<Record<string, string>> = {
  Users: 'pengguna',
  UserLevel: 'pengguna',
  Pasien: 'pasien',
  GroupAntrean: 'antrean',
  UnitTujuan: 'antrean',
  DisplayLayar: 'antrean',
  JadwalDokter: 'antrean',
  HariLibur: 'antrean',
};

/** The resource definition of a key, for the contexts that own one. */
export function resourceOf(key: string): AnyResource {
  const found = resources.find((r) => r.key === key);
  if (!found) throw new Error(`No resource ${key}`);
  return found;
}

export const masterResources: readonly AnyResource[] = resources.filter(
  (r) => !Object.hasOwn(RESOURCES_OF_OTHER_CONTEXTS, r.key),
);

export const masterContracts = masterResources.map((r) => resourceContract(r, 'master'));
