import { parseListQuery } from '@simrs/design-system/list-query';
import { pasienContract } from '@simrs/validators/contracts';
import { pasienResource } from '@simrs/validators/resources';
import { contractOf } from '../../resources/contract';
import { listInput } from '../../resources/listInput';
import { defineRouteData } from '../types';
import { detailIdOf } from './links';

/** What the patient screens read as they open: the add form, a record, or the list. */
export default defineRouteData({
  pasien: ({ mode, params, search }) => {
    if (mode === 'add') return [{ contract: pasienContract, name: 'addForm', params: {} }];
    const id = mode === 'edit' ? (params.pageId ?? null) : detailIdOf(search);
    if (id !== null) return [{ contract: pasienContract, name: 'record', params: { pageId: id } }];
    return [
      {
        contract: contractOf(pasienResource, 'pasien'),
        name: 'list',
        params: listInput(parseListQuery(search)),
      },
    ];
  },
});
