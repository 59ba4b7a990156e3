/**
 * Context `master`: master data and tariffs (spec 2.4), every one a resource definition served
 * by the generic CRUD. A resource owned by another context (users and levels: `pengguna`; the
 * queue's masters: `antrean`; patients: `pasien`) says so in its definition's `context`.
 */
import { type AnyResource, resources } from '../resources';
import { resourceContract } from './resource';

/** The resource definition of a module key. */
export function resourceOf(key: string): AnyResource {
  const found = resources.find((r) => r.key === key);
  if (!found) throw new Error(`No resource ${key}`);
  return found;
}

/** The resources of the context (each definition names its `context`). */
export const masterResources: readonly AnyResource[] = resources.filter(
  (r) => r.context === 'master',
);

export const masterContracts = masterResources.map((r) => resourceContract(r, 'master'));
