import { Button, Text } from '@simrs/design-system';
import { lazy, Suspense, useState } from 'react';
import { ChunkBoundary } from '../routing/ChunkBoundary';
import { loadChunk } from '../routing/chunks';
import type { CsvImportProps } from './CsvImportPanel';

/**
 * The panel (the CSV parser, the file upload, the batches) loads when a clerk opens it: every list
 * screen shows the button, few imports are made, and the panel's code was part of every list's
 * first load.
 */
const CsvImportPanel = lazy(() => loadChunk('csv-import', () => import('./CsvImportPanel')));

/** "Impor CSV" of an importable master: the button, and once pressed the import panel. */
export function CsvImport(props: CsvImportProps) {
  const [open, setOpen] = useState(false);
  if (!open) {
    return (
      <Button variant="secondary" onPress={() => setOpen(true)}>
        Impor CSV
      </Button>
    );
  }
  return (
    <ChunkBoundary>
      <Suspense fallback={<Text tone="muted">Memuat impor CSV…</Text>}>
        <CsvImportPanel {...props} onClose={() => setOpen(false)} />
      </Suspense>
    </ChunkBoundary>
  );
}
