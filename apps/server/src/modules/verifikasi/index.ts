/**
 * Context `verifikasi`: the medical-records verification of finished outpatient and emergency
 * visits (docs/verifikasi.md): the worklist, a visit's completeness check and its moves along
 * the domain's verification machines, appended as events; and Tindak Lanjut, the follow-up of
 * incomplete records (KLPCM) with the reminders sent to those who must complete them.
 */
import {
  FOLLOW_UP_MENU,
  FOLLOW_UP_MESSAGES,
  FOLLOW_UP_TEAM_ACTION,
  tindakLanjutContract,
  VERIFIKASI_MESSAGES,
  verifikasiContract,
} from '@simrs/validators/contracts';
import { defineModule, implement } from '../../platform/module';
import { wibDay } from '../../platform/time';
import { logPatientAccess } from '../pasien/index';
import {
  followUpDetail,
  followUpList,
  followUpUser,
  klpcmOf,
  recipientsText,
  reminderList,
  sendReminder,
} from './followup';
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
    implement(tindakLanjutContract, {
      queries: {
        list: async ({ db, input, user, can, actor }) => {
          const answer = await followUpList(
            db,
            input,
            {
              user: await followUpUser(db, user),
              team: can(FOLLOW_UP_MENU, FOLLOW_UP_TEAM_ACTION),
            },
            clock.now(),
            wibDay(clock.now()),
          );
          await logPatientAccess(
            db,
            actor,
            'list',
            answer.list.map((r) => r.patientId),
          );
          return answer;
        },
        detail: async ({ db, input, user, actor }) => {
          const detail = await followUpDetail(
            db,
            input.pageId,
            await followUpUser(db, user),
            clock.now(),
          );
          await logPatientAccess(db, actor, 'detail', [detail.patientId]);
          return detail;
        },
        klpcm: async ({ db, input }) => klpcmOf(db, input, clock.now(), wibDay(clock.now())),
        reminders: async ({ db, input, actor }) => {
          const answer = await reminderList(db, input, wibDay(clock.now()));
          await logPatientAccess(
            db,
            actor,
            'list',
            answer.list.map((r) => r.patientId),
          );
          return answer;
        },
      },
      commands: {
        ingatkan: {
          async run(ctx) {
            const reminder = await sendReminder(
              { trx: ctx.trx, actor: ctx.actor, userName: ctx.user.name, now: clock.now() },
              ctx.input,
            );
            await ctx.audit({
              module: 'TindakLanjut',
              type: 'ingatkan',
              recordId: String(reminder.id),
              after: {
                registrationId: reminder.registrationId,
                itemKey: reminder.itemKey,
                recipients: reminder.recipients,
                note: reminder.note,
              },
            });
            return {
              message: FOLLOW_UP_MESSAGES.sent(recipientsText(reminder.recipients)),
              data: { reminder },
            };
          },
        },
      },
    }),
  ],
});
