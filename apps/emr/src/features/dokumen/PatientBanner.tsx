import { useQuery } from '@simrs/api-client';
import { PatientHeader } from '@simrs/design-system';
import { pasienContract } from '@simrs/validators/contracts';
import { pasienResource } from '@simrs/validators/resources';
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

/** The banner of every clinical screen: name, RM, age, sex and allergies of the patient. */
export function PatientBanner({ rmNo }: { rmNo: string }) {
  const found = usePatientByRm(rmNo);
  const record = useQuery(
    pasienContract,
    'record',
    found.hit ? { pageId: String(found.hit.id) } : null,
  );
  const data = record.data;
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
