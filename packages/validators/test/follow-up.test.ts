import { describe, expect, it } from 'vitest';
import {
  type ChecklistOwner,
  type FollowUpUser,
  ownerText,
  ownsFollowUp,
} from '../src/contracts/verifikasi';

const nurse: FollowUpUser = { id: 3, name: 'Ns. Ani', levelId: 3, poliId: 10 };
const doctor: FollowUpUser = { id: 5, name: 'dr. Andi', levelId: 5, poliId: 10 };
const erDoctor: FollowUpUser = { id: 24, name: 'dr. Budi', levelId: 24, poliId: null };
const wardNurse: FollowUpUser = { id: 28, name: 'Ns. Citra', levelId: 28, poliId: null };
const records: FollowUpUser = { id: 14, name: 'Dewi', levelId: 14, poliId: null };

const clinic = { kind: 'RAJAL' as const, poliId: 10 };
const otherClinic = { kind: 'RAJAL' as const, poliId: 11 };
const dpjp = (name: string | null): ChecklistOwner => ({ role: 'DPJP', name, userId: null });
const nurses: ChecklistOwner = { role: 'PERAWAT', name: 'Poli Umum', userId: null };

describe('ownsFollowUp', () => {
  it('gives a draft to its author only', () => {
    const author: ChecklistOwner = { role: 'PENULIS', name: 'Ns. Ani', userId: 3 };
    expect(ownsFollowUp(nurse, clinic, author)).toBe(true);
    expect(ownsFollowUp({ ...nurse, id: 30 }, clinic, author)).toBe(false);
    expect(ownsFollowUp(doctor, clinic, author)).toBe(false);
  });

  it('gives the DPJP’s items to a doctor named so or working in the unit', () => {
    expect(ownsFollowUp(doctor, clinic, dpjp('dr. Lain'))).toBe(true);
    expect(ownsFollowUp(doctor, otherClinic, dpjp('dr. Lain'))).toBe(false);
    expect(ownsFollowUp(doctor, otherClinic, dpjp('  DR.  andi '))).toBe(true);
    expect(ownsFollowUp(erDoctor, { kind: 'UGD', poliId: null }, dpjp(null))).toBe(true);
    expect(ownsFollowUp(erDoctor, clinic, dpjp(null))).toBe(false);
    // Not a doctor level, even when named.
    expect(ownsFollowUp(nurse, clinic, dpjp('Ns. Ani'))).toBe(false);
  });

  it('gives the unit’s nursing items to its nurses', () => {
    expect(ownsFollowUp(nurse, clinic, nurses)).toBe(true);
    expect(ownsFollowUp(nurse, otherClinic, nurses)).toBe(false);
    expect(ownsFollowUp(wardNurse, { kind: 'RANAP', poliId: null }, nurses)).toBe(true);
    expect(ownsFollowUp(wardNurse, clinic, nurses)).toBe(false);
    expect(ownsFollowUp(doctor, clinic, nurses)).toBe(false);
    expect(ownsFollowUp(records, clinic, nurses)).toBe(false);
  });

  it('gives the coders’ item to nobody here', () => {
    expect(ownsFollowUp(records, clinic, { role: 'UPLA', name: null, userId: null })).toBe(false);
  });
});

describe('ownerText', () => {
  it('names each owner in words', () => {
    expect(ownerText(dpjp('dr. Andi'))).toBe('DPJP dr. Andi');
    expect(ownerText(dpjp(null))).toBe('DPJP');
    expect(ownerText(nurses)).toBe('Perawat Poli Umum');
    expect(ownerText({ role: 'PENULIS', name: 'Ns. Ani', userId: 3 })).toBe('Ns. Ani (penulis)');
    expect(ownerText({ role: 'UPLA', name: null, userId: null })).toBe('Koder UPLA');
  });
});
