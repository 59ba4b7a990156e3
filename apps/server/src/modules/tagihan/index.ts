/**
 * Context `tagihan`: the charge ledger (docs/tagihan.md). Other modules charge their services
 * with `charge(trx, ...)` in their own transaction and correct them with `reverse(trx, ...)`;
 * `priceTariff` is the one pricing rule (the support-cost simulation uses it too).
 * `GET /get/Billing/ledger/{registrationId}` (menu `billing`): a registration's lines and totals.
 */
import { tagihanContract } from '@simrs/validators/contracts';
import { defineModule, implement } from '../../platform/module';
import { ledgerOf } from './ledger';
import { migrations } from './migrations/index';

export type { ChargeInput, ChargeResult, ChargeSource } from './ledger';
export { charge, ledgerOf, reverse } from './ledger';
export type { PricedTariff } from './pricing';
export { COST_GROUP_BY_KIND, priceTariff } from './pricing';

export const tagihanModule = defineModule({
  context: 'tagihan',
  migrations,
  implementations: () => [
    implement(tagihanContract, {
      queries: {
        ledger: async ({ db, input }) => ledgerOf(db, input.pageId),
      },
    }),
  ],
});
