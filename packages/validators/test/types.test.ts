import { describe, expectTypeOf, it } from 'vitest';
import type { z } from 'zod';
import {
  dateSchema,
  moneySchema,
  nameSchema,
  type passwordSchema,
  type YesNo,
  yesNoSchema,
} from '../src';

describe('schema types', () => {
  it('required fields output their value, optional ones add null', () => {
    const required = nameSchema();
    const optional = nameSchema({ required: false });
    expectTypeOf<z.output<typeof required>>().toEqualTypeOf<string>();
    expectTypeOf<z.output<typeof optional>>().toEqualTypeOf<string | null>();
    expectTypeOf<z.input<typeof optional>>().toEqualTypeOf<string | null | undefined>();
  });

  it('money takes a number or its text and outputs a number', () => {
    const money = moneySchema();
    expectTypeOf<z.input<typeof money>>().toEqualTypeOf<number | string>();
    expectTypeOf<z.output<typeof money>>().toEqualTypeOf<number>();
  });

  it('dates output ISO strings, choices their literal union', () => {
    const date = dateSchema({ required: false });
    expectTypeOf<z.output<typeof date>>().toEqualTypeOf<string | null>();
    const yesNo = yesNoSchema();
    expectTypeOf<z.output<typeof yesNo>>().toEqualTypeOf<YesNo>();
    expectTypeOf<z.output<ReturnType<typeof passwordSchema>>>().toEqualTypeOf<string>();
  });
});
