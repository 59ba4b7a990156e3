import { isBoError, useBoClient, useCommands } from '@simrs/api-client';
import {
  Button,
  Card,
  FileUpload,
  Link,
  Notice,
  Stack,
  Text,
  useDialog,
} from '@simrs/design-system';
import {
  IMPORT_BATCH_ROWS,
  type ImportResult,
  type ResourceContract,
} from '@simrs/validators/contracts';
import type { AnyResource } from '@simrs/validators/resources';
import Papa from 'papaparse';
import { useState } from 'react';

/** A CSV file's rows by header (UTF-8, comma or semicolon, a BOM tolerated). */
function parseCsv(file: File): Promise<{ rows: Record<string, string>[]; error: string | null }> {
  return new Promise((resolve) => {
    Papa.parse<Record<string, string>>(file, {
      header: true,
      skipEmptyLines: 'greedy',
      transformHeader: (h) => h.replace(/^\uFEFF/, '').trim(),
      complete: (result) =>
        resolve({
          rows: result.data,
          error: result.errors[0]
            ? `Baris ${(result.errors[0].row ?? 0) + 2}: ${result.errors[0].message}`
            : null,
        }),
      error: (e) => resolve({ rows: [], error: e.message }),
    });
  });
}

interface Summary extends ImportResult {
  rows: number;
}

export interface CsvImportProps {
  resource: AnyResource;
  contract: ResourceContract;
  onImported: () => void;
}

/**
 * The panel of "Impor CSV" of an importable master (the resource's `importBy`): the template to
 * download, a file chosen or dropped, its rows sent in batches of 1,000 (each batch all or
 * nothing; a refused batch names the file's lines and stops the import; importing the same file
 * again changes nothing already imported), the progress and a summary. A chunk of its own (with
 * the CSV parser and the file upload), loaded when the panel is opened (`CsvImport.tsx`).
 */
export default function CsvImportPanel({
  resource,
  contract,
  onImported,
  onClose,
}: CsvImportProps & { onClose: () => void }) {
  const bo = useBoClient();
  const dialog = useDialog();
  const act = useCommands(contract);
  const [progress, setProgress] = useState<number | undefined>();
  const [summary, setSummary] = useState<Summary | null>(null);
  const [stoppedAt, setStoppedAt] = useState<number | null>(null);

  const run = async (files: File[]) => {
    const file = files[0];
    if (!file) return;
    setSummary(null);
    setStoppedAt(null);
    const parsed = await parseCsv(file);
    if (parsed.error || parsed.rows.length === 0) {
      dialog.showError(new Error(parsed.error ?? 'Berkas tidak berisi baris data.'));
      return;
    }
    const total: Summary = { rows: 0, added: 0, updated: 0, unchanged: 0 };
    setProgress(0);
    for (let start = 0; start < parsed.rows.length; start += IMPORT_BATCH_ROWS) {
      const rows = parsed.rows.slice(start, start + IMPORT_BATCH_ROWS);
      const result = await act.run('impor' as never, { rows, firstLine: start + 2 } as never);
      if (!result.ok) {
        setProgress(undefined);
        setStoppedAt(start + 2);
        if (total.rows > 0) setSummary(total);
        if (total.rows > 0) onImported();
        dialog.showError(result.error, {
          fieldLabels: isBoError(result.error)
            ? Object.fromEntries(
                Object.keys(result.error.errors).map((k) => [k, `Baris ${k.slice(6)}`]),
              )
            : {},
        });
        return;
      }
      const r = result.response.data as ImportResult;
      total.rows += rows.length;
      total.added += r.added;
      total.updated += r.updated;
      total.unchanged += r.unchanged;
      setProgress(Math.round((total.rows / parsed.rows.length) * 100));
    }
    setProgress(undefined);
    setSummary(total);
    onImported();
    dialog.showSuccess(
      `Impor selesai: ${total.added} ditambah, ${total.updated} diperbarui, ${total.unchanged} tidak berubah.`,
    );
  };

  return (
    <Card title={`Impor ${resource.title}`} tone="muted">
      <Stack gap={3}>
        <Text tone="muted">
          Gunakan kolom sesuai templat (baris pertama = nama kolom). Baris dengan kode yang sudah
          ada memperbarui datanya; kode baru ditambahkan. Mengimpor berkas yang sama lagi tidak
          mengubah apa pun.
        </Text>
        <Link href={bo.templateUrl(`${resource.key}.csv`)}>Unduh templat {resource.key}.csv</Link>
        <FileUpload
          label="Berkas CSV"
          acceptedFileTypes={['.csv', 'text/csv']}
          onSelect={(files) => void run(files)}
          {...(progress !== undefined ? { progress } : {})}
          hint={`Dikirim per ${IMPORT_BATCH_ROWS} baris.`}
        />
        {summary ? (
          <Notice tone={stoppedAt ? 'warning' : 'success'} title="Hasil impor">
            {summary.rows} baris diproses: {summary.added} ditambah, {summary.updated} diperbarui,{' '}
            {summary.unchanged} tidak berubah.
            {stoppedAt
              ? ` Impor berhenti di kelompok yang mulai baris ${stoppedAt}: perbaiki berkas lalu impor lagi.`
              : ''}
          </Notice>
        ) : null}
        <Stack direction="horizontal" gap={3}>
          <Button variant="secondary" onPress={onClose}>
            Tutup
          </Button>
        </Stack>
      </Stack>
    </Card>
  );
}
