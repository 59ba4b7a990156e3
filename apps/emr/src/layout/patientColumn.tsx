import { type DataTableColumn, Link, Stack, Text } from '@simrs/design-system';
import { chartHref } from '../routing/recordLinks';

/** What a clinical list row says of its patient and visit. */
export interface PatientVisitRow {
  patientName: string;
  rmNo: string;
  regNo: string;
  registrationId: number;
}

/**
 * The "Pasien" column of the clinical lists: the name (a link to the chart with the visit open,
 * the row's header), the RM number and the registration number; `more` adds to the second line.
 */
export function patientColumn<T extends PatientVisitRow>(
  more?: (r: T) => string,
): DataTableColumn<T> {
  return {
    id: 'patient',
    label: 'Pasien',
    isRowHeader: true,
    value: (r) => `${r.patientName} (${r.rmNo})`,
    renderCell: (r) => (
      <Stack gap={1} align="start">
        <Link href={chartHref(r.rmNo, r.registrationId)}>{r.patientName}</Link>
        <Text tone="muted" size="sm">
          No. RM {r.rmNo} · {r.regNo}
          {more?.(r) ?? ''}
        </Text>
      </Stack>
    ),
  };
}
