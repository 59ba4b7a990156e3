/**
 * The columns every registration list shares (the day list, the incoming referrals, the self-pay
 * outpatients): one definition, so a registration reads the same on each screen.
 */
import { type DataTableColumn, Link, Stack, StatusChip, Text } from '@simrs/design-system';
import { labelOf, registrationKind } from '@simrs/domain';
import { DATE_FORMATS, formatDate } from '@simrs/validators';
import type { RegistrationView } from '@simrs/validators/contracts';
import { patientDetailHref } from '../../routing/recordLinks';
import { payerText, statusListOf } from './registrationModel';

/** The registration in the day list (opens its detail there). */
export function registrationHref(r: Pick<RegistrationView, 'id' | 'visitDate'>): string {
  return `/registrasi-pasien?date=${r.visitDate}&id=${r.id}`;
}

/** The registration number linked to its detail, with its visit day (lists over a range). */
export const regNoWithDayColumn: DataTableColumn<RegistrationView> = {
  id: 'regNo',
  label: 'Registrasi',
  isRowHeader: true,
  allowsSorting: true,
  renderCell: (r) => (
    <Stack gap={1} align="start">
      <Link href={registrationHref(r)}>{r.regNo}</Link>
      <Text tone="muted" size="sm">
        {formatDate(r.visitDate)} {formatDate(r.registeredAt, DATE_FORMATS.time)}
      </Text>
    </Stack>
  ),
};

export const timeColumn: DataTableColumn<RegistrationView> = {
  id: 'registeredAt',
  label: 'Jam',
  allowsSorting: true,
  value: (r) => formatDate(r.registeredAt, DATE_FORMATS.time),
};

export const patientColumn: DataTableColumn<RegistrationView> = {
  id: 'name',
  label: 'Pasien',
  allowsSorting: true,
  renderCell: (r) => (
    <Stack gap={1} align="start">
      <Link href={patientDetailHref(r.patient.id)}>{r.patient.name}</Link>
      <Text tone="muted" size="sm">
        No. RM {r.patient.rmNo}
      </Text>
    </Stack>
  ),
};

export const kindColumn: DataTableColumn<RegistrationView> = {
  id: 'kind',
  label: 'Jenis',
  value: (r) => labelOf(registrationKind, r.kind),
};

/** The clinic (or UGD, Rawat Inap) and the doctor. */
export const poliColumn: DataTableColumn<RegistrationView> = {
  id: 'poli',
  label: 'Poli / Dokter',
  renderCell: (r) => (
    <Stack gap={1} align="start">
      <span>
        {r.poliName ?? (r.kind === 'RANAP' ? 'Rawat Inap' : r.kind === 'UGD' ? 'UGD' : '–')}
      </span>
      <Text tone="muted" size="sm">
        {r.doctorName ?? '–'}
      </Text>
    </Stack>
  ),
};

export const payerColumn: DataTableColumn<RegistrationView> = {
  id: 'payerType',
  label: 'Cara Bayar',
  value: (r) => payerText(r),
};

export const statusColumn: DataTableColumn<RegistrationView> = {
  id: 'status',
  label: 'Status',
  allowsSorting: true,
  renderCell: (r) => (
    <StatusChip list={statusListOf(r.kind)} code={r.status} data-status={r.status} />
  ),
};
