/**
 * What the generic list of a master-data resource reads as it opens: its list query with the
 * address's page, sort and search. Loaded on navigation to a resource route
 * (`routing/routeData.ts`), beside the screen's chunk.
 */
import { parseListQuery } from '@simrs/design-system/list-query';
import type { RouteData } from '../features/types';
import { contractOf } from './contract';
import { listInput } from './listInput';

export const resourceListData: RouteData = ({ route, mode, search }) =>
  route.resource && mode === 'list'
    ? [
        {
          contract: contractOf(route.resource, route.context),
          name: 'list',
          params: listInput(parseListQuery(search)),
        },
      ]
    : [];
