import { useQuery } from '@simrs/api-client';
import {
  Button,
  Card,
  DataTable,
  type DataTableColumn,
  LinkButton,
  Notice,
  PageHeader,
  PatientHeader,
  SearchBox,
  Section,
  Stack,
  Text,
} from '@simrs/design-system';
import { formatDate } from '@simrs/validators';
import { pasienContract, type RegistrationView } from '@simrs/validators/contracts';
import { pasienResource } from '@simrs/validators/resources';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { contractOf } from '../../resources/contract';
import { patientDetailHref } from '../../routing/recordLinks';
import { BootNotice } from '../../ui';
import type { ScreenProps } from '../types';
import { RegistrationForm, registrationDefaults } from './RegistrationForm';

type Found = {
  id: number;
  rmNo: string;
  name: string;
  birthDate: string;
  nik: string | null;
  bpjsNo: string | null;
  status: string;
};

const foundColumns: DataTableColumn<Found>[] = [
  { id: 'rmNo', label: 'No. RM' },
  { id: 'name', label: 'Nama Pasien', isRowHeader: true },
  { id: 'birthDate', label: 'Tanggal Lahir', value: (p) => formatDate(p.birthDate) },
  { id: 'nik', label: 'NIK', value: (p) => p.nik ?? '–' },
  { id: 'bpjsNo', label: 'No. Kartu BPJS', value: (p) => p.bpjsNo ?? '–' },
];

/**
 * Pasien Lama: a returning patient found by RM number, NIK or BPJS card (or name) and registered
 * to a clinic in a few keystrokes: one exact match is picked at once. `?patientId=` opens the
 * form for that patient (the patient record's "Daftarkan"); `?ticketId=` keeps the admission
 * ticket being served (the counter), so the patient moves to the clinic's queue with it.
 */
export default function PasienLamaScreen({ route }: ScreenProps) {
  const [params, setParams] = useSearchParams();
  const patientId = params.get('patientId');
  const ticketId = params.get('ticketId');
  const pick = (id: number | null) =>
    setParams((latest) => {
      const next = new URLSearchParams(latest);
      if (id === null) next.delete('patientId');
      else next.set('patientId', String(id));
      return next;
    });
  return (
    <Stack gap={5}>
      <PageHeader title={route.title} canAdd={false} />
      {ticketId ? (
        <Notice tone="info" title="Melayani nomor antrean admisi.">
          Setelah didaftarkan, pasien pindah ke antrean poli tujuan dengan nomor baru.
        </Notice>
      ) : null}
      {patientId && /^\d+$/.test(patientId) ? (
        <Register
          key={patientId}
          patientId={patientId}
          ticketId={ticketId}
          onBack={() => pick(null)}
        />
      ) : (
        <FindPatient onPick={(id) => pick(id)} />
      )}
    </Stack>
  );
}

function FindPatient({ onPick }: { onPick: (id: number) => void }) {
  const [term, setTerm] = useState('');
  const search = term.trim();
  const answer = useQuery(
    contractOf(pasienResource, 'pasien'),
    'list',
    search.length >= 2 ? { page: 1, shown: 10, search } : null,
    { keepPreviousData: true, revalidateOnFocus: false },
  );
  const rows = ((answer.data?.list ?? []) as unknown as Found[]).filter((p) => p.status === 'Y');
  // One hit on an identifier (RM, NIK or card number typed and Enter): no need to click.
  const only = rows.length === 1 && /^\d{6,16}$/.test(search) ? rows[0] : undefined;
  useEffect(() => {
    if (only) onPick(only.id);
  }, [only, onPick]);
  return (
    <Card>
      <Section
        title="Cari Pasien"
        description="Ketik No. RM, NIK, No. Kartu BPJS atau nama pasien."
      >
        <SearchBox
          aria-label="Cari pasien"
          placeholder="No. RM, NIK, No. Kartu BPJS atau nama, lalu Enter"
          value={term}
          onSearch={setTerm}
        />
        {search.length >= 2 && answer.data && rows.length === 0 ? (
          <Notice
            tone="warning"
            title="Pasien tidak ditemukan."
            action={
              <LinkButton href="/pasien?form=add" variant="secondary">
                Tambah Pasien Baru
              </LinkButton>
            }
          >
            Periksa kembali nomor yang diketik, atau daftarkan sebagai pasien baru.
          </Notice>
        ) : null}
        {rows.length > 0 ? (
          <DataTable
            aria-label="Hasil pencarian pasien"
            title="Pasien"
            columns={[
              ...foundColumns,
              {
                id: 'pick',
                label: 'Pilih',
                renderCell: (p) => (
                  <Button size="sm" onPress={() => onPick(p.id)}>
                    Daftarkan {p.name}
                  </Button>
                ),
              },
            ]}
            rows={rows}
            isLoading={answer.isLoading}
          />
        ) : null}
      </Section>
    </Card>
  );
}

function Register({
  patientId,
  ticketId,
  onBack,
}: {
  patientId: string;
  ticketId: string | null;
  onBack: () => void;
}) {
  const record = useQuery(
    pasienContract,
    'record',
    { pageId: patientId },
    { revalidateOnFocus: false },
  );
  const [done, setDone] = useState<{ registration: RegistrationView; message: string } | null>(
    null,
  );
  if (record.isLoading) return <BootNotice>Memuat data pasien…</BootNotice>;
  if (record.error || !record.data) {
    return (
      <Notice
        tone="danger"
        title="Data pasien tidak dapat dimuat."
        action={
          <Button variant="secondary" onPress={onBack}>
            Cari pasien lain
          </Button>
        }
      >
        {record.error?.message ?? 'Data tidak ditemukan.'}
      </Notice>
    );
  }
  const data = record.data;
  const r = data.record;
  const banner = (
    <PatientHeader
      name={String(r.name)}
      rmNo={String(r.rmNo)}
      birthDate={String(r.birthDate)}
      sexCode={String(r.sex)}
      allergies={data.allergies.map((a) => a.allergen)}
    />
  );
  if (done) {
    const reg = done.registration;
    return (
      <Stack gap={5}>
        {banner}
        <Notice
          tone="success"
          title={done.message}
          action={
            <Stack direction="horizontal" wrap gap={3}>
              {/* The day list searched by the patient's RM number: the new registration in view
                  on a busy day, however far down the day's order it came. */}
              <LinkButton
                href={`/registrasi-pasien?id=${reg.id}&search=${encodeURIComponent(reg.patient.rmNo)}`}
              >
                Lihat Registrasi
              </LinkButton>
              <LinkButton href="/pasien-lama" variant="secondary">
                Daftarkan Pasien Lain
              </LinkButton>
            </Stack>
          }
        >
          <Text>
            No. Registrasi <strong data-testid="reg-no">{reg.regNo}</strong> · {reg.poliName ?? '–'}{' '}
            · {reg.doctorName ?? '–'}
            {reg.queueTicketCode ? (
              <>
                {' '}
                · Nomor antrean poli <strong data-testid="queue-code">{reg.queueTicketCode}</strong>
              </>
            ) : null}
          </Text>
        </Notice>
      </Stack>
    );
  }
  if (r.status !== 'Y') {
    return (
      <Stack gap={5}>
        {banner}
        <Notice
          tone="danger"
          title="Pasien ini tidak aktif."
          action={
            <LinkButton href={patientDetailHref(r.id)} variant="secondary">
              Buka Data Pasien
            </LinkButton>
          }
        >
          {data.mergedInto
            ? `Rekam medis ini digabungkan ke No. RM ${data.mergedInto.rmNo}; daftarkan atas rekam medis tersebut.`
            : 'Aktifkan kembali data pasien sebelum mendaftarkan kunjungan.'}
        </Notice>
      </Stack>
    );
  }
  return (
    <Stack gap={5}>
      {banner}
      <Stack direction="horizontal" wrap gap={3}>
        <Button variant="secondary" onPress={onBack}>
          Cari pasien lain
        </Button>
        <LinkButton href={patientDetailHref(r.id)} variant="secondary">
          Data Pasien
        </LinkButton>
      </Stack>
      <RegistrationForm
        defaults={registrationDefaults(r, ticketId)}
        insurers={data.options.insurerId ?? []}
        onRegistered={(registration, message) => setDone({ registration, message })}
        onCancel={onBack}
      />
    </Stack>
  );
}
