/**
 * Context `ugd`: emergency care. For now the spec's call made on every profile load of the
 * emergency nurse level (23).
 */
import { z } from 'zod';
import { access, command, defineContract, out } from './kit';
import { id } from './params';

export const UGD_MESSAGES = {
  nothingToRemove: 'Tidak ada asesmen UGD yang perlu dihapus.',
  notYours: 'Anda hanya dapat membersihkan asesmen UGD milik Anda sendiri.',
  badUser: 'ID pengguna tidak valid.',
} as const;

export const ugdAssesmentContract = defineContract({
  module: 'UGDAssesment',
  context: 'ugd',
  menu: null,
  commands: {
    /** Drops the caller's own assessments left open once their follow-up is recorded. */
    'remove-on-tindak-lanjut': command({
      input: z.object({ id_user: id(UGD_MESSAGES.badUser) }),
      access: access.session,
      output: out<{ removed: number }>(),
    }),
  },
});

export const ugdContracts = [ugdAssesmentContract] as const;
