import type { ScheduleQuota } from '@simrs/validators/contracts';
import { describe, expect, it } from 'vitest';
import {
  deskMoves,
  mayVoid,
  orderSchedules,
  payerText,
  poliChoices,
  scheduleLabel,
  statusListOf,
} from './registrationModel';

const schedule = (over: Partial<ScheduleQuota>): ScheduleQuota => ({
  scheduleId: 1,
  unitId: 10,
  unitName: 'Antrean Poli Anak',
  poliId: 3,
  poliName: 'Poli Anak',
  doctorName: 'dr. Sari',
  slot: 'PAGI',
  startTime: '08:00:00',
  endTime: '12:00:00',
  quota: 20,
  used: 17,
  remaining: 3,
  quotaJkn: 0,
  usedJkn: 0,
  remainingJkn: 3,
  usedNonJkn: 17,
  remainingNonJkn: 3,
  ...over,
});

describe('registration screens', () => {
  it('labels a schedule with its clinic, doctor, session and places left', () => {
    expect(scheduleLabel(schedule({}))).toBe(
      'Poli Anak · dr. Sari · Pagi 08:00–12:00 · sisa 3 dari 20',
    );
    expect(scheduleLabel(schedule({ remaining: 0, used: 20 }))).toContain('penuh (20)');
  });

  it('labels the places of the channel share: the JKN share or the rest', () => {
    const split = schedule({
      quotaJkn: 12,
      used: 10,
      remaining: 10,
      usedJkn: 9,
      remainingJkn: 3,
      usedNonJkn: 1,
      remainingNonJkn: 7,
    });
    expect(scheduleLabel(split, 'JKN')).toBe(
      'Poli Anak · dr. Sari · Pagi 08:00–12:00 · Kuota JKN · sisa 3 dari 12',
    );
    expect(scheduleLabel(split)).toBe(
      'Poli Anak · dr. Sari · Pagi 08:00–12:00 · Kuota non-JKN · sisa 7 dari 8',
    );
  });

  it('orders schedules with places first, then clinic and start time', () => {
    const list = [
      schedule({ scheduleId: 1, remaining: 0 }),
      schedule({ scheduleId: 2, poliName: 'Poli Umum', startTime: '13:00:00' }),
      schedule({ scheduleId: 3, poliName: 'Poli Umum', startTime: '08:00:00' }),
      schedule({ scheduleId: 4 }),
    ];
    expect(orderSchedules(list).map((s) => s.scheduleId)).toEqual([4, 3, 2, 1]);
  });

  it('lists each clinic once for the filter', () => {
    const list = [
      schedule({}),
      schedule({ scheduleId: 2 }),
      schedule({ poliId: 5, poliName: 'Poli Gigi' }),
    ];
    expect(poliChoices(list)).toEqual([
      { code: '', label: 'Semua poli' },
      { code: '3', label: 'Poli Anak' },
      { code: '5', label: 'Poli Gigi' },
    ]);
  });

  it('offers the machine moves without the void and without PASIEN_INAP (the admission does it)', () => {
    expect(deskMoves('RAJAL', 'QUEUE')).toEqual(['ACTION', 'ABSEN']);
    expect(deskMoves('RAJAL', 'ACTION')).toEqual(['DONE']);
    expect(deskMoves('RAJAL', 'DONE')).toEqual([]);
    expect(mayVoid('RAJAL', 'QUEUE')).toBe(true);
    expect(mayVoid('RAJAL', 'DONE')).toBe(false);
    expect(statusListOf('RAJAL').id).toBe('outpatientVisitStatus');
    expect(statusListOf('UGD').id).toBe('emergencyVisitStatus');
  });

  it('names the payer, with the insurer for an insured patient', () => {
    expect(payerText({ payerType: '3', guarantorName: null })).toBe('BPJS');
    expect(payerText({ payerType: '2', guarantorName: 'Prudential' })).toBe(
      'Asuransi · Prudential',
    );
    expect(payerText({ payerType: '1', guarantorName: null })).toBe('Umum');
  });
});
