import { useQuery } from '@simrs/api-client';
import { PatientHeader } from '@simrs/design-system';
import { pasienContract } from '@simrs/validators/contracts';
import { pasienResource } from '@simrs/validators/resources';
import { useEffect } from 'react';
import { contractOf } from '../../resources/contract';

type Found = { id: number; rmNo: string; status: string };

/** The patient of an RM number (with or without its leading zeros). */
export function usePatientByRm(rmNo: string) {
  const answer = useQuery(contractOf(pasienResource, 'pasien'), 'list', {
    page: 1,
    shown: 10,
    search: rmNo,
  });
  const list = (answer.data?.list ?? []) as unknown as Found[];
  const bare = rmNo.replace(/^0+/, '');
  const hit = list.find((p) => p.rmNo.replace(/^0+/, '') === bare);
  return { hit, loading: answer.isLoading, error: answer.error, retry: () => answer.mutate() };
}

/** Who a printed document is about. */
export interface PrintPatient {
  name: string;
  rmNo: string;
  birthDate: string | null;
}

/**
 * The banner of every clinical screen: name, RM, age, sex and allergies of the patient;
 * `onPatient` hears who it is once loaded (a printout's heading).
 */
export function PatientBanner({
  rmNo,
  onPatient,
}: {
  rmNo: string;
  onPatient?: (patient: PrintPatient) => void;
}) {
  const found = usePatientByRm(rmNo);
  const record = useQuery(
    pasienContract,
    'record',
    found.hit ? { pageId: String(found.hit.id) } : null,
  );
  const data = record.data;
  const name = data ? String(data.record.name) : null;
  const birthDate = data ? String(data.record.birthDate) : null;
  const rm = data ? String(data.record.rmNo) : null;
  useEffect(() => {
    if (name && rm) onPatient?.({ name, rmNo: rm, birthDate });
  }, [name, rm, birthDate, onPatient]);
  if (!data) return null;
  const r = data.record;
  return (
    <PatientHeader
      name={String(r.name)}
      rmNo={String(r.rmNo)}
      birthDate={String(r.birthDate)}
      sexCode={String(r.sex)}
      allergies={data.allergies.map((a) => a.allergen)}
    />
  );
}
