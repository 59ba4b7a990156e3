import { useQuery } from '@simrs/api-client';
import {
  Button,
  Card,
  Columns,
  DataTable,
  type DataTableColumn,
  Notice,
  NumericField,
  openPrintWindow,
  PageHeader,
  PrintDivider,
  PrintLayout,
  PrintRows,
  Rupiah,
  SearchBox,
  SelectField,
  Stack,
  Stats,
  Text,
} from '@simrs/design-system';
import { formatDateTime, formatRupiah } from '@simrs/validators';
import {
  SIMULASI_LIMITS,
  type SimulasiLine,
  type SimulasiService,
  simulasiBiayaContract,
  simulasiItemsParam,
} from '@simrs/validators/contracts';
import { useState } from 'react';
import { useSession } from '../../session/SessionProvider';
import { PrintBlocked } from '../../ui';
import type { ScreenProps } from '../types';

/** Limits of the server's simulation call (the contract's). */
const MAX_ITEMS = SIMULASI_LIMITS.maxItems;
const MAX_QTY = SIMULASI_LIMITS.maxQty;
/** A read that feeds a worksheet: the last answer stays while the next loads, no refetch on focus. */
const WORKSHEET = { keepPreviousData: true, revalidateOnFocus: false } as const;
const RAWAT_JALAN = 'RJ';
const NOT_A_BILL = 'Simulasi, bukan tagihan';

interface Picked {
  id: number;
  name: string;
  /** As typed; sent only when it is 1-99. */
  qtyText: string;
}

const qtyOf = (text: string): number | null => {
  const n = Number(text);
  return /^\d{1,2}$/.test(text) && n >= 1 && n <= MAX_QTY ? n : null;
};

function basisText(line: SimulasiLine, kelasName: string | null): string {
  if (line.basis === 'KELAS') return `Tarif ${line.tariffKelas ?? kelasName ?? 'kelas'}`;
  if (line.basis === 'UMUM') {
    return kelasName ? `Tarif tanpa kelas (tidak ada tarif ${kelasName})` : 'Tarif tanpa kelas';
  }
  return 'Tidak ada tarif';
}

/**
 * Simulasi Biaya Penunjang (spec 2.4): the class and the support services picked, priced by the
 * server from the tariff table (class tariff, else the class-less one), with the jasa sarana /
 * jasa pelayanan split, totals and a printout. Nothing is saved.
 */
export default function SimulasiBiayaScreen({ route }: ScreenProps) {
  const { app } = useSession();
  const [kelas, setKelas] = useState<string>(RAWAT_JALAN);
  const [picked, setPicked] = useState<Picked[]>([]);
  const [search, setSearch] = useState('');
  const [printBlocked, setPrintBlocked] = useState(false);

  const kelasId = kelas === RAWAT_JALAN ? null : Number(kelas);
  const valid = picked.flatMap((p) => {
    const qty = qtyOf(p.qtyText);
    return qty === null ? [] : [{ id: p.id, qty }];
  });
  const sim = useQuery(
    simulasiBiayaContract,
    'simulate',
    { kelasId: kelasId === null ? '' : String(kelasId), items: simulasiItemsParam(valid) },
    WORKSHEET,
  );
  const services = useQuery(simulasiBiayaContract, 'layanan', { search: search.trim() }, WORKSHEET);
  const data = sim.data;
  const kelasName = data?.kelas?.name ?? null;
  const lines = (data?.lines ?? []).filter((l) => valid.some((v) => v.id === l.id));
  const pending = valid.length !== picked.length;

  const kelasOptions = [
    { code: RAWAT_JALAN, label: 'Rawat jalan (tanpa kelas)' },
    ...(data?.kelasOptions ?? []).map((k) => ({ code: String(k.id), label: k.name })),
  ];

  const add = (s: SimulasiService) => {
    setPicked((list) => {
      const found = list.find((p) => p.id === s.id);
      if (found) {
        const next = Math.min(MAX_QTY, (qtyOf(found.qtyText) ?? 0) + 1);
        return list.map((p) => (p.id === s.id ? { ...p, qtyText: String(next) } : p));
      }
      if (list.length >= MAX_ITEMS) return list;
      return [...list, { id: s.id, name: s.name, qtyText: '1' }];
    });
  };
  const setQty = (id: number, qtyText: string) =>
    setPicked((list) => list.map((p) => (p.id === id ? { ...p, qtyText } : p)));
  const remove = (id: number) => setPicked((list) => list.filter((p) => p.id !== id));

  const serviceColumns: DataTableColumn<SimulasiService>[] = [
    { id: 'name', label: 'Layanan', isRowHeader: true },
    { id: 'kindLabel', label: 'Jenis' },
    { id: 'code', label: 'Kode' },
    {
      id: 'add',
      label: 'Tambah',
      renderCell: (s) => {
        const inList = picked.some((p) => p.id === s.id);
        return (
          <Button
            size="sm"
            variant="secondary"
            aria-label={`Tambah ${s.name}`}
            isDisabled={!inList && picked.length >= MAX_ITEMS}
            onPress={() => add(s)}
          >
            {inList ? 'Tambah 1 lagi' : 'Tambah'}
          </Button>
        );
      },
    },
  ];

  const rows = picked.map((p) => ({ ...p, line: lines.find((l) => l.id === p.id) ?? null }));
  type Row = (typeof rows)[number];
  const lineColumns: DataTableColumn<Row>[] = [
    {
      id: 'name',
      label: 'Layanan',
      isRowHeader: true,
      value: (r) => (r.line ? `${r.line.name} (${r.line.kindLabel})` : r.name),
    },
    {
      id: 'qty',
      label: 'Jumlah',
      renderCell: (r) => (
        <NumericField
          label={`Jumlah ${r.name}`}
          value={r.qtyText}
          onChange={(v) => setQty(r.id, v)}
          errorMessage={qtyOf(r.qtyText) === null ? `Isi 1 sampai ${MAX_QTY}.` : undefined}
        />
      ),
    },
    {
      id: 'basis',
      label: 'Dasar Tarif',
      value: (r) => (r.line ? basisText(r.line, kelasName) : '-'),
    },
    { id: 'unitPrice', label: 'Harga Satuan', kind: 'money', value: (r) => r.line?.unitPrice },
    { id: 'jasaSarana', label: 'Jasa Sarana', kind: 'money', value: (r) => r.line?.jasaSarana },
    {
      id: 'jasaPelayanan',
      label: 'Jasa Pelayanan',
      kind: 'money',
      value: (r) => r.line?.jasaPelayanan,
    },
    {
      id: 'lineTotal',
      label: 'Subtotal',
      kind: 'money',
      value: (r) => (r.line && r.line.basis !== 'TIDAK_ADA' ? r.line.lineTotal : null),
    },
    {
      id: 'remove',
      label: 'Hapus',
      renderCell: (r) => (
        <Button
          size="sm"
          variant="ghost"
          aria-label={`Hapus ${r.name}`}
          onPress={() => remove(r.id)}
        >
          Hapus
        </Button>
      ),
    },
  ];

  const print = () => {
    if (!data) return;
    const at = formatDateTime(new Date());
    const handle = openPrintWindow(
      () => (
        <PrintLayout size="receipt" title={app?.hospitalName ?? route.title}>
          <strong>{route.title}</strong>
          <p>
            {NOT_A_BILL}
            <br />
            Tanggal: {at}
            <br />
            Kelas: {kelasName ?? 'Rawat jalan (tanpa kelas)'}
          </p>
          <PrintDivider />
          <PrintRows
            rows={lines.map((l) => ({
              label: `${l.name} x${l.qty}`,
              value: l.basis === 'TIDAK_ADA' ? 'Tidak ada tarif' : formatRupiah(l.lineTotal),
            }))}
          />
          <PrintDivider />
          <PrintRows
            rows={[
              { label: 'Jasa Sarana', value: formatRupiah(data.totals.jasaSarana) },
              { label: 'Jasa Pelayanan', value: formatRupiah(data.totals.jasaPelayanan) },
              { label: 'Total', value: formatRupiah(data.totals.total) },
            ]}
          />
          <p>{NOT_A_BILL}. Tarif dapat berubah.</p>
        </PrintLayout>
      ),
      { title: `${route.title} ${at}` },
    );
    setPrintBlocked(handle === null);
  };

  return (
    <Stack gap={5}>
      <PageHeader title={route.title} canAdd={false} />
      <Notice title={NOT_A_BILL}>
        Perkiraan biaya dari tarif yang berlaku saat ini; tidak ada yang disimpan atau ditagihkan.
      </Notice>
      <Columns columns={[1, 2]}>
        <Card title="1. Kelas rawat">
          <SelectField
            label="Kelas rawat pasien"
            options={kelasOptions}
            value={kelas}
            onChange={(v) => setKelas(v ?? RAWAT_JALAN)}
            description="Harga memakai tarif kelas ini; bila tidak ada, tarif tanpa kelas."
          />
        </Card>
        <Card title="2. Cari layanan penunjang">
          <Stack gap={4}>
            <SearchBox
              value={search}
              onSearch={setSearch}
              onReset={() => setSearch('')}
              aria-label="Cari layanan penunjang"
              placeholder="Nama atau kode layanan, lalu Enter"
            />
            {services.error ? (
              <Text role="alert" tone="danger" size="sm">
                {services.error.message}
              </Text>
            ) : null}
            <DataTable<SimulasiService>
              aria-label="Layanan penunjang"
              title="Layanan penunjang"
              columns={serviceColumns}
              rows={services.data?.items ?? []}
              isLoading={services.isValidating}
              searchTerm={search}
            />
          </Stack>
        </Card>
      </Columns>
      <Card
        title="3. Rincian simulasi"
        actions={
          <Button
            variant="secondary"
            onPress={print}
            isDisabled={!data || lines.length === 0 || pending || Boolean(sim.error)}
          >
            Cetak Simulasi
          </Button>
        }
      >
        <Stack gap={4}>
          {sim.error ? (
            <Notice tone="danger" title="Simulasi tidak dapat dihitung">
              {sim.error.message}
            </Notice>
          ) : null}
          <PrintBlocked show={printBlocked} button="Cetak Simulasi" />
          {data && data.unpriced > 0 ? (
            <Notice tone="warning" title={`${data.unpriced} layanan tanpa tarif`}>
              Tidak ada tarif untuk kelas ini maupun tarif tanpa kelas; layanan itu tidak dihitung
              dalam total.
            </Notice>
          ) : null}
          {picked.length === 0 ? (
            <Text tone="muted">Belum ada layanan. Cari layanan lalu tekan Tambah.</Text>
          ) : (
            <DataTable<Row>
              aria-label="Rincian simulasi"
              title="Rincian simulasi"
              columns={lineColumns}
              rows={rows}
              isLoading={sim.isValidating}
            />
          )}
          <Stats
            aria-label="Total simulasi"
            variant="plain"
            align="end"
            items={[
              { label: 'Jasa Sarana', value: <Rupiah value={data?.totals.jasaSarana ?? 0} /> },
              {
                label: 'Jasa Pelayanan',
                value: <Rupiah value={data?.totals.jasaPelayanan ?? 0} />,
              },
              {
                label: 'Total Perkiraan Biaya',
                value: (
                  <span data-testid="simulasi-total">
                    <Rupiah value={data?.totals.total ?? 0} />
                  </span>
                ),
                isEmphasized: true,
              },
            ]}
          />
          {pending ? (
            <Text role="status" tone="warning" size="sm">
              Perbaiki jumlah yang belum valid.
            </Text>
          ) : null}
        </Stack>
      </Card>
    </Stack>
  );
}
