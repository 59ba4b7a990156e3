import type {
  ControlOriginCandidate,
  ControlView,
  RegistrationView,
} from '@simrs/validators/contracts';
import { describe, expect, it } from 'vitest';
import {
  controlClinic,
  controlOriginLabel,
  firstControlDay,
  mayCheckIn,
  mayPlanFrom,
  originChoices,
} from './kontrolModel';

const registration = (over: Partial<RegistrationView>): RegistrationView =>
  ({
    id: 7,
    regNo: 'RJ261125-0003',
    kind: 'RAJAL',
    status: 'DONE',
    visitDate: '2026-11-25',
    poliId: 3,
    poliName: 'Poli Umum',
    doctorName: 'dr. Ani',
    ...over,
  }) as RegistrationView;

const candidate = (over: Partial<ControlOriginCandidate>): ControlOriginCandidate => ({
  registration: registration({}),
  endDay: '2026-11-25',
  refusal: null,
  openPlan: null,
  plans: [],
  ...over,
});

describe('control helpers', () => {
  it('plans from the day after the visit ended, never in the past', () => {
    expect(firstControlDay('2026-11-25', '2026-11-25')).toBe('2026-11-26');
    expect(firstControlDay('2026-11-20', '2026-11-25')).toBe('2026-11-25');
    expect(firstControlDay('2026-11-30', '2026-11-25')).toBe('2026-12-01');
  });

  it("keeps a clinic visit's control at its clinic; a stay or an ER visit at any", () => {
    expect(controlClinic(candidate({}))).toBe(3);
    expect(
      controlClinic(candidate({ registration: registration({ kind: 'RANAP', poliId: 3 }) })),
    ).toBeNull();
    expect(controlClinic(candidate({ registration: registration({ kind: 'UGD' }) }))).toBeNull();
  });

  it('labels a visit, a stay by its discharge day, and offers only those without a refusal', () => {
    expect(controlOriginLabel(candidate({}))).toBe(
      'RJ261125-0003 · Rawat Jalan · Poli Umum · dr. Ani · Selesai · 2026-11-25',
    );
    const stay = candidate({
      registration: registration({
        id: 8,
        regNo: 'RI261118-0001',
        kind: 'RANAP',
        status: '3',
        poliName: null,
        visitDate: '2026-11-18',
      }),
      endDay: '2026-11-23',
    });
    expect(controlOriginLabel(stay)).toBe(
      'RI261118-0001 · Rawat Inap · dr. Ani · Keluar Rawat Inap · pulang 2026-11-23',
    );
    const planned = candidate({ registration: registration({ id: 9 }), refusal: 'sudah' });
    expect(originChoices([stay, planned]).map((c) => c.code)).toEqual(['8']);
  });

  it('checks in a booked control on its day only; plans again once none is waiting', () => {
    expect(mayCheckIn({ status: 'BOOKED', visitDate: '2026-11-25' }, '2026-11-25')).toBe(true);
    expect(mayCheckIn({ status: 'BOOKED', visitDate: '2026-11-26' }, '2026-11-25')).toBe(false);
    expect(mayCheckIn({ status: 'CHECKED_IN', visitDate: '2026-11-25' }, '2026-11-25')).toBe(false);
    expect(mayPlanFrom({ control: null })).toBe(true);
    expect(mayPlanFrom({ control: { status: 'BOOKED' } as ControlView })).toBe(false);
    expect(mayPlanFrom({ control: { status: 'CHECKED_IN' } as ControlView })).toBe(true);
  });
});
