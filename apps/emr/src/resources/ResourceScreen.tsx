import { findRoute } from '../routing/appRoutes';
import type { ScreenProps } from '../routing/screens';
import NotYetScreen from '../screens/NotYetScreen';
import { ResourceForm } from './ResourceForm';
import { ResourceList } from './ResourceList';

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
    <ResourceForm
      key={`${mode}:${params.pageId ?? ''}`}
      route={route}
      resource={resource}
      mode={mode}
      id={mode === 'edit' ? (params.pageId ?? '') : ''}
    />
  );
}
