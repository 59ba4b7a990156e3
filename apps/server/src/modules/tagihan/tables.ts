/** The tables of the `tagihan` context, added to the platform's `Database`. */
import type {
  ChargeComponent,
  ChargePriceBasis,
  InacbgCostGroup,
} from '@simrs/validators/contracts';
import type { ColumnType, Generated } from 'kysely';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

/** Append-only: rows are inserted, never updated nor deleted (a trigger refuses both). */
export interface ChargeLineTable {
  id: Generated<number>;
  /** A registration's id; the registrations module adds the foreign key. */
  registration_id: number;
  source_kind: string;
  source_id: string;
  /** The tariff the caller asked for (part of the source's unique key). */
  tariff_id: number;
  /** The tariff row the price came from: the class's variant or the class-less one. */
  priced_tariff_id: number;
  tariff_kind: string;
  tariff_code: string;
  tariff_name: string;
  class_code: string | null;
  basis: ChargePriceBasis;
  qty: number;
  unit_price: number;
  jasa_sarana: number;
  jasa_pelayanan: number;
  bhp: number;
  components: ColumnType<ChargeComponent[], string, never>;
  amount: number;
  cost_group: InacbgCostGroup | null;
  priced_at: Timestamp;
  charged_at: Generated<Timestamp>;
  charged_by: number | null;
  reverses_id: number | null;
  reason: string | null;
}

declare module '../../db/schema' {
  interface Database {
    charge_line: ChargeLineTable;
  }
}
