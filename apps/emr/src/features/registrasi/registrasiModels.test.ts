import type { BedRow, RegistrationView, ScheduleQuota } from '@simrs/validators/contracts';
import { describe, expect, it } from 'vitest';
import { patientLine, pickedFromRow } from './finderModel';
import { freeBedChoices, freeBedSummary, originCandidates, originLabel } from './ranapModel';
import {
  bookableDay,
  bookingCounts,
  bookingPatient,
  bookingStatus,
  scheduleChoices,
} from './reservasiModel';

const schedule = (over: Partial<ScheduleQuota>): ScheduleQuota => ({
  scheduleId: 1,
  unitId: 1,
  unitName: 'Antrean Poli Umum',
  poliId: 1,
  poliName: 'Poli Umum',
  doctorName: 'dr. Ani',
  slot: 'PAGI',
  startTime: '07:00:00',
  endTime: '13:00:00',
  quota: 10,
  used: 7,
  remaining: 3,
  quotaJkn: 0,
  usedJkn: 0,
  remainingJkn: 3,
  usedNonJkn: 7,
  remainingNonJkn: 3,
  ...over,
});

const bed = (over: Partial<BedRow>): BedRow => ({
  bedId: 1,
  bedCode: 'TT1',
  bedName: 'TT 1',
  kamarCode: 'K101',
  kamarName: 'Kamar 101',
  wardCode: 'MEL',
  ward: 'Melati',
  kelasCode: 'K1',
  kelas: 'Kelas 1',
  state: 'FREE',
  occupancy: null,
  patient: null,
  ...over,
});

const reg = (over: Partial<RegistrationView>): RegistrationView =>
  ({
    id: 1,
    regNo: 'RJ250301-0001',
    kind: 'RAJAL',
    status: 'ACTION',
    version: 2,
    visitDate: '2025-03-01',
    poliName: 'Poli Umum',
    doctorName: 'dr. Ani',
    ...over,
  }) as RegistrationView;

describe('reservation helpers', () => {
  it('labels schedules with the slot, hours and what is left, full ones as such', () => {
    const choices = scheduleChoices([
      schedule({ scheduleId: 2, poliName: 'Poli Gigi', remaining: 0, used: 5, quota: 5 }),
      schedule({ scheduleId: 1 }),
    ]);
    // Places first, the full one last.
    expect(choices).toEqual([
      { code: '1', label: 'Poli Umum · dr. Ani · Pagi 07:00–13:00 · sisa 3 dari 10' },
      { code: '2', label: 'Poli Gigi · dr. Ani · Pagi 07:00–13:00 · penuh (5)' },
    ]);
  });

  it('labels the places of the booking share when the schedule has a JKN share', () => {
    const split = schedule({
      quota: 10,
      quotaJkn: 6,
      used: 7,
      remaining: 3,
      usedJkn: 6,
      remainingJkn: 0,
      usedNonJkn: 1,
      remainingNonJkn: 3,
    });
    const other = schedule({ scheduleId: 3, poliName: 'Poli Anak' });
    // JKN: this schedule's share is taken, so it is full and comes last.
    expect(scheduleChoices([split, other], 'JKN')).toEqual([
      { code: '3', label: 'Poli Anak · dr. Ani · Pagi 07:00–13:00 · sisa 3 dari 10' },
      { code: '1', label: 'Poli Umum · dr. Ani · Pagi 07:00–13:00 · Kuota JKN · penuh (6)' },
    ]);
    expect(scheduleChoices([split], 'NON JKN')).toEqual([
      {
        code: '1',
        label: 'Poli Umum · dr. Ani · Pagi 07:00–13:00 · Kuota non-JKN · sisa 3 dari 4',
      },
    ]);
  });

  it('counts the day and names statuses and patients in Indonesian', () => {
    expect(
      bookingCounts([{ status: 'BOOKED' }, { status: 'CANCELLED' }, { status: 'BOOKED' }]),
    ).toEqual({ total: 3, booked: 2, checkedIn: 0, cancelled: 1 });
    expect(bookingStatus('CHECKED_IN')).toEqual({ label: 'Sudah check-in', tone: 'success' });
    expect(bookingStatus('CANCELLED').label).toBe('Dibatalkan');
    expect(bookingStatus('X')).toEqual({ label: 'X', tone: 'neutral' });
    expect(bookingPatient({ patientName: 'Sri', rmNo: '00000012', newPatient: 'N' })).toBe(
      'Sri · No. RM 00000012',
    );
    expect(bookingPatient({ patientName: 'Budi', rmNo: null, newPatient: 'Y' })).toBe(
      'Budi · pasien baru',
    );
    expect(bookableDay('2025-02-28', '2025-03-01')).toBe('2025-03-01');
    expect(bookableDay('2025-03-04', '2025-03-01')).toBe('2025-03-04');
  });
});

describe('admission helpers', () => {
  it('offers only free beds, labelled and ordered by ward and class', () => {
    const beds = [
      bed({ bedId: 3, ward: 'Mawar', kelas: 'Kelas 2', bedName: 'TT 10' }),
      bed({ bedId: 1, bedName: 'TT 2' }),
      bed({ bedId: 2, bedName: 'TT 10' }),
      bed({ bedId: 4, state: 'OCCUPIED' }),
    ];
    expect(freeBedChoices(beds)).toEqual([
      { code: '3', label: 'Mawar · Kelas 2 · Kamar 101 · TT 10' },
      { code: '1', label: 'Melati · Kelas 1 · Kamar 101 · TT 2' },
      { code: '2', label: 'Melati · Kelas 1 · Kamar 101 · TT 10' },
    ]);
    expect(freeBedSummary(beds)).toEqual([
      { label: 'Mawar · Kelas 2', count: 1 },
      { label: 'Melati · Kelas 1', count: 2 },
    ]);
  });

  it("keeps today's clinic visits in treatment and open UGD visits as origins", () => {
    const list = [
      reg({ id: 1 }),
      reg({ id: 2, status: 'QUEUE' }),
      reg({ id: 3, visitDate: '2025-02-28' }),
      reg({ id: 4, kind: 'UGD', status: '2', regNo: 'IG250301-0001', poliName: null }),
      reg({ id: 5, kind: 'UGD', status: '99' }),
      reg({ id: 6, kind: 'RANAP', status: '2' }),
    ];
    const picked = originCandidates(list, '2025-03-01');
    expect(picked.map((r) => r.id)).toEqual([1, 4]);
    expect(originLabel(picked[0] as RegistrationView)).toBe(
      'RJ250301-0001 · Poli Umum · dr. Ani · Dalam Tindakan',
    );
    expect(originLabel(picked[1] as RegistrationView)).toBe(
      'IG250301-0001 · UGD · dr. Ani · Dalam Asesmen',
    );
  });
});

describe('patient finder', () => {
  it('keeps a Pasien row with its identifiers', () => {
    const p = pickedFromRow({ id: 7, rmNo: '00000007', name: 'Sri', nik: '', bpjsNo: '0001' });
    expect(p).toEqual({
      id: 7,
      rmNo: '00000007',
      name: 'Sri',
      nik: null,
      bpjsNo: '0001',
      birthDate: null,
      sex: null,
    });
    expect(patientLine(p)).toBe('No. RM 00000007 · BPJS 0001');
  });
});
