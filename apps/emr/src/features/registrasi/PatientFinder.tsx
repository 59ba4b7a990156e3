import { useQuery } from '@simrs/api-client';
import {
  Button,
  DataTable,
  type DataTableColumn,
  SearchBox,
  Stack,
  Text,
} from '@simrs/design-system';
import { pasienContract } from '@simrs/validators/contracts';
import { useState } from 'react';
import { type PickedPatient, patientLine, pickedFromRow } from './finderModel';

const SEARCH_SOURCE = { keepPreviousData: true, revalidateOnFocus: false } as const;

/**
 * Finds a patient on file through the Pasien list's search (RM number, NIK or name) and keeps the
 * one chosen; 'Ganti Pasien' searches again. The chosen patient shows with their identifiers.
 */
export function PatientFinder({
  label,
  value,
  onChange,
  errorMessage,
}: {
  label: string;
  value: PickedPatient | null;
  onChange: (patient: PickedPatient | null) => void;
  errorMessage?: string | undefined;
}) {
  const [search, setSearch] = useState('');
  const found = useQuery(
    pasienContract,
    'list',
    value === null && search !== '' ? { search, page: 1, shown: 10 } : null,
    SEARCH_SOURCE,
  );
  const rows = (found.data?.list ?? []).map(pickedFromRow);
  const columns: DataTableColumn<PickedPatient>[] = [
    { id: 'name', label: 'Nama Pasien', isRowHeader: true },
    { id: 'rmNo', label: 'No. RM' },
    { id: 'nik', label: 'NIK', value: (p) => p.nik ?? '–' },
    { id: 'birthDate', label: 'Tanggal Lahir', value: (p) => p.birthDate ?? '–' },
    {
      id: 'pick',
      label: 'Pilih',
      renderCell: (p) => (
        <Button size="sm" variant="secondary" onPress={() => onChange(p)}>
          Pilih
        </Button>
      ),
    },
  ];

  if (value) {
    return (
      <Stack gap={2} align="start" role="group" aria-label={label}>
        <Text size="sm" tone="muted">
          Pasien terpilih
        </Text>
        <Text weight="semibold" data-picked-patient={value.id}>
          {value.name}
        </Text>
        <Text size="sm">{patientLine(value)}</Text>
        <Button size="sm" variant="secondary" onPress={() => onChange(null)}>
          Ganti Pasien
        </Button>
      </Stack>
    );
  }
  return (
    <Stack gap={3}>
      <SearchBox
        aria-label={label}
        value={search}
        onSearch={setSearch}
        onReset={() => setSearch('')}
        placeholder="No. RM, NIK atau nama pasien, lalu Enter"
      />
      {errorMessage ? (
        <Text role="alert" tone="danger" size="sm">
          {errorMessage}
        </Text>
      ) : null}
      {found.error ? (
        <Text role="alert" tone="danger" size="sm">
          {found.error.message}
        </Text>
      ) : null}
      {search === '' ? (
        <Text tone="muted" size="sm">
          Ketik No. RM, NIK atau nama pasien lalu tekan Enter.
        </Text>
      ) : (
        <DataTable<PickedPatient>
          aria-label="Hasil pencarian pasien"
          title="Pasien"
          searchTerm={search}
          columns={columns}
          rows={rows}
          isLoading={found.isLoading}
        />
      )}
    </Stack>
  );
}
