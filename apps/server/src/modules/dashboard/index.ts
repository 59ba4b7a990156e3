/**
 * Context `dashboard`: the Dashboard's one read, `GET /get/Dashboard` (docs/protocol.md#dashboard).
 * Any signed-in user may ask; the answer holds only the sections and figures the caller may view,
 * each checked against its own menu (`summary.ts`). A later context adds its section here.
 */
import { type DashboardSection, dashboardContract } from '@simrs/validators/contracts';
import { defineModule, implement } from '../../platform/module';
import { wibDay } from '../../platform/time';
import { masterSection, queueSection, reservationSection } from './summary';

export const dashboardModule = defineModule({
  context: 'dashboard',
  implementations: ({ clock }) => [
    implement(dashboardContract, {
      queries: {
        summary: async ({ db, can }) => {
          const now = clock.now();
          const day = wibDay(now);
          // One after the other: the embedded database has one connection anyway.
          const sections: (DashboardSection | null)[] = [
            await queueSection(db, can, day),
            await reservationSection(db, can, day),
            await masterSection(db, can),
          ];
          return {
            day,
            at: now.toISOString(),
            sections: sections.filter((s): s is DashboardSection => s !== null),
          };
        },
      },
    }),
  ],
});
