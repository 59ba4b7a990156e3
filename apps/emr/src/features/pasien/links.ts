import { PATIENT_DETAIL_FORM } from '../../routing/recordLinks';

export { patientDetailHref, patientEditHref } from '../../routing/recordLinks';

/** The record a `?form=detail&id=` address opens, or null (the list). */
export function detailIdOf(search: URLSearchParams): string | null {
  const id = search.get('id');
  return search.get('form') === PATIENT_DETAIL_FORM && id && /^\d+$/.test(id) ? id : null;
}
