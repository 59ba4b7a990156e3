import { lazy, Suspense } from 'react';
import type { ScreenProps } from '../features/types';
import { findRoute } from '../routing/appRoutes';
import { loadChunk } from '../routing/chunks';
import NotYetScreen from '../routing/NotYetScreen';
import { BootNotice } from '../ui';
import { ResourceList } from './ResourceList';

/** The form (date, select and combo-box pickers, react-hook-form) loads only for add and edit. */
const ResourceForm = lazy(() =>
  loadChunk('resource-form', () =>
    import('./ResourceForm').then((m) => ({ default: m.ResourceForm })),
  ),
);

/**
 * Every master-data, tariff and administration screen backed by a resource definition: one
 * generic page (pageSlug absent = list, 'add' = add form, anything else = edit of pageId).
 */
export default function ResourceScreen(props: ScreenProps) {
  const { route, params, mode } = props;
  const resource = findRoute(route.key)?.resource;
  if (!resource) return <NotYetScreen {...props} />;
  if (mode === 'list') return <ResourceList route={route} resource={resource} />;
  return (
    <Suspense fallback={<BootNotice>Memuat formulir…</BootNotice>}>
      <ResourceForm
        key={`${mode}:${params.pageId ?? ''}`}
        route={route}
        resource={resource}
        mode={mode}
        id={mode === 'edit' ? (params.pageId ?? '') : ''}
      />
    </Suspense>
  );
}
