import { parseListQuery } from '@simrs/design-system/list-query';
import { pasienContract } from '@simrs/validators/contracts';
import { pasienResource } from '@simrs/validators/resources';
import { contractOf } from '../../resources/contract';
import { listInput } from '../../resources/listInput';
import { defineFeature, type RouteQuery } from '../types';
import { detailIdOf } from './links';

/**
 * Context `pasien`: the patient list (the generic list of the resource, names linking to the
 * record), the record page (`?form=detail&id=`) with the registration history, and the full
 * record's add and edit form (`?form=add`, `?form=edit&id=`).
 */
export default defineFeature({
  context: 'pasien',
  routes: {
    pasien: {
      load: () => import('./PasienScreen'),
      // Backed by the Pasien resource definition (its list, search, export and title); the
      // record page and the form are this feature's own.
      resource: true,
      data: ({ mode, params, search }): readonly RouteQuery[] => {
        if (mode === 'add') return [{ contract: pasienContract, name: 'addForm', params: {} }];
        const id = mode === 'edit' ? (params.pageId ?? null) : detailIdOf(search);
        if (id !== null)
          return [{ contract: pasienContract, name: 'record', params: { pageId: id } }];
        return [
          {
            contract: contractOf(pasienResource, 'pasien'),
            name: 'list',
            params: listInput(parseListQuery(search)),
          },
        ];
      },
    },
  },
});
