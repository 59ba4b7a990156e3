import type { FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { schemaResolver } from '../resources/formModel';

/**
 * A resolver that checks the form's values by a contract's schema (after `toInput` shapes them
 * as the command sends them) and keeps the values as typed: the submit handler sends
 * `toInput(values)` itself.
 */
export function checkedBy<V extends FieldValues>(
  schema: z.ZodType,
  toInput: (values: V) => unknown,
): Resolver<V> {
  const check = schemaResolver(schema);
  return async (values) => {
    const result = await check(toInput(values) as FieldValues);
    if (Object.keys(result.errors).length > 0)
      return { values: {}, errors: result.errors } as never;
    return { values, errors: {} };
  };
}
