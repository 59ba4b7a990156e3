import { labelOf, payerType, sex } from '@simrs/domain';
import { formatAge, formatDate, todayIso } from '@simrs/validators';
import styled from 'styled-components';
import { useClock } from '../clock';
import { StatusChip, ToneChip } from '../StatusChip';
import { DescriptionList } from './DescriptionList';

const Root = styled.section`
  display: grid;
  gap: var(--ds-space-4);
  padding: var(--ds-space-5);
  border: 1px solid var(--ds-color-border);
  border-radius: var(--ds-radius-lg);
  background: var(--ds-color-surface-raised);

  & [data-part='top'] {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: var(--ds-space-3);
  }
  & h2 {
    margin: 0;
    font-size: var(--ds-font-size-lg);
    font-weight: var(--ds-font-weight-bold);
  }
  & [data-part='allergies'] {
    display: flex;
    flex-wrap: wrap;
    gap: var(--ds-space-2);
    margin: 0;
    padding: 0;
    list-style: none;
  }
`;

export interface PatientHeaderProps {
  name: string;
  /** Medical record number (No. RM). */
  rmNo: string;
  /** 'YYYY-MM-DD'. */
  birthDate: string;
  /** Sex code of `@simrs/domain` (1, 2, 0, 3, 4). */
  sexCode: number | string | null | undefined;
  /** Payer type code (1 umum, 2 asuransi, 3 BPJS). */
  payerCode?: number | string | null;
  /** Known allergies; an empty list shows 'Tidak ada alergi'. */
  allergies?: readonly string[];
}

/**
 * The patient banner of clinical screens: name, RM number, age from the birth date (on the
 * clock's day), sex, payer chip and allergies (always in words, allergies in the danger tone).
 */
export function PatientHeader({
  name,
  rmNo,
  birthDate,
  sexCode,
  payerCode,
  allergies = [],
}: PatientHeaderProps) {
  const clock = useClock();
  const today = todayIso(new Date(clock.now()));
  const age = formatAge(birthDate, today);
  const born = formatDate(birthDate);
  return (
    <Root aria-label={`Pasien ${name}`}>
      <div data-part="top">
        <h2>{name}</h2>
        {payerCode !== undefined && payerCode !== null ? (
          <StatusChip list={payerType} code={payerCode} />
        ) : null}
      </div>
      <DescriptionList
        items={[
          { term: 'No. RM', description: rmNo },
          { term: 'Umur', description: age },
          { term: 'Tanggal Lahir', description: born },
          { term: 'Jenis Kelamin', description: labelOf(sex, sexCode) },
          {
            term: 'Alergi',
            description: allergies.length ? (
              <ul data-part="allergies">
                {allergies.map((allergy) => (
                  <li key={allergy}>
                    <ToneChip tone="danger" label={allergy} />
                  </li>
                ))}
              </ul>
            ) : (
              'Tidak ada alergi'
            ),
          },
        ]}
      />
    </Root>
  );
}
