/**
 * Context `verifikasi`: the medical-records verification of finished outpatient and emergency
 * visits (docs/verifikasi.md): the worklist, a visit's completeness check and its moves along
 * the domain's verification machines, appended as events.
 */
import { VERIFIKASI_MESSAGES, verifikasiContract } from '@simrs/validators/contracts';
import { defineModule, implement } from '../../platform/module';
import { wibDay } from '../../platform/time';
import { logPatientAccess } from '../pasien/index';
import { migrations } from './migrations/index';
import { moveVerification, STAGE_LABELS, verificationDetail, verificationList } from './service';

export const verifikasiModule = defineModule({
  context: 'verifikasi',
  migrations,
  implementations: ({ clock }) => [
    implement(verifikasiContract, {
      queries: {
        list: async ({ db, input }) =>
          verificationList(db, { ...input, today: wibDay(clock.now()) }),
        detail: async ({ db, input, user, can, authorize, actor }) => {
          authorize(
            can('verifikasi-rekam-medis', 'view') ? 'verifikasi-rekam-medis' : 'verifikasi-upla',
          );
          const detail = await verificationDetail(db, input.pageId, { levelId: user.levelId, can });
          await logPatientAccess(db, actor, 'detail', [detail.patientId]);
          return detail;
        },
      },
      commands: {
        pindah: {
          async run(ctx) {
            // Neither verifier: refused before anything is read.
            if (!ctx.can('verifikasi-rekam-medis', 'edit') && !ctx.can('verifikasi-upla', 'edit')) {
              ctx.authorize('verifikasi-upla');
            }
            const detail = await moveVerification(
              {
                trx: ctx.trx,
                actor: ctx.actor,
                userName: ctx.user.name,
                clock,
                who: { levelId: ctx.user.levelId, can: ctx.can },
                authorize: ctx.authorize,
              },
              ctx.input,
            );
            await ctx.audit({
              module: 'Verifikasi',
              type: 'pindah',
              recordId: String(detail.registrationId),
              after: { status: detail.status, reason: ctx.input.reason },
            });
            return {
              message: VERIFIKASI_MESSAGES.moved(STAGE_LABELS[detail.stage]),
              data: { detail },
            };
          },
        },
      },
    }),
  ],
});
