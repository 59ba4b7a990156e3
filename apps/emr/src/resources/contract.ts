/**
 * The wire contract of a master-data resource: `resourceContract` of `@simrs/validators/contracts`,
 * the same definition the server registers, built once per resource for the generic screens'
 * `useQuery` and `useCommands`.
 */
import { type ResourceContract, resourceContract } from '@simrs/validators/contracts';
import type { AnyResource } from '@simrs/validators/resources';

const built = new Map<string, ResourceContract>();

/** The contract of `resource` in `context` (the bounded context of the route that shows it). */
export function contractOf(resource: AnyResource, context: string | null): ResourceContract {
  let contract = built.get(resource.key);
  if (!contract) {
    contract = resourceContract(resource, context ?? 'master');
    built.set(resource.key, contract);
  }
  return contract;
}
