/**
 * The tables the sidebar counts read (created by 0002_masters; the maintenance and logistics
 * modules will own and fill them), added to the platform's `Database`.
 */
import type { ColumnType, Generated } from 'kysely';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

export interface MaintenanceRequestsTable {
  id: Generated<number>;
  kind: string;
  status: string;
  created_at: Generated<Timestamp>;
}

export interface GoodsRequestsTable {
  id: Generated<number>;
  subtype: string;
  status: string;
  created_at: Generated<Timestamp>;
}

declare module '../../db/schema' {
  interface Database {
    maintenance_requests: MaintenanceRequestsTable;
    goods_requests: GoodsRequestsTable;
  }
}
