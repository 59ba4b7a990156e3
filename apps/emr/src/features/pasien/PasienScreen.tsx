import { pasienResource } from '@simrs/validators/resources';
import { lazy, Suspense } from 'react';
import { useSearchParams } from 'react-router-dom';
import { ResourceList } from '../../resources/ResourceList';
import { loadChunk } from '../../routing/chunks';
import { BootNotice } from '../../ui';
import type { ScreenProps } from '../types';
import { detailIdOf, patientDetailHref } from './links';
import { PatientDetail } from './PatientDetail';

/** The form (region pickers, child lists, react-hook-form) loads only for add and edit. */
const PatientForm = lazy(() =>
  loadChunk('patient-form', () =>
    import('./PatientForm').then((m) => ({ default: m.PatientForm })),
  ),
);

/** A patient row links to the record page (one function: the list's columns stay memoised). */
const patientRowHref = (row: { id: number }) => patientDetailHref(row.id);

/**
 * Pasien (spec 2.4): the list, a patient's record page with the visit history, and the add and
 * edit form of the full record.
 */
export default function PasienScreen({ route, params, mode }: ScreenProps) {
  const [search] = useSearchParams();
  if (mode === 'list') {
    const detailId = detailIdOf(search);
    if (detailId !== null) return <PatientDetail key={detailId} route={route} id={detailId} />;
    return <ResourceList route={route} resource={pasienResource} rowHref={patientRowHref} />;
  }
  return (
    <Suspense fallback={<BootNotice>Memuat formulir…</BootNotice>}>
      <PatientForm
        key={`${mode}:${params.pageId ?? ''}`}
        route={route}
        mode={mode}
        id={mode === 'edit' ? (params.pageId ?? '') : ''}
      />
    </Suspense>
  );
}
