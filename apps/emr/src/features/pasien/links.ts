/**
 * Addresses of the patient screens. `pasien` has no path parameters, so its forms live in the
 * query (decision 10): `?form=add`, `?form=edit&id=12`, and the record page `?form=detail&id=12`.
 */
export const PATIENT_DETAIL_FORM = 'detail';

export function patientDetailHref(id: number | string): string {
  return `/pasien?${new URLSearchParams({ form: PATIENT_DETAIL_FORM, id: String(id) })}`;
}

export function patientEditHref(id: number | string): string {
  return `/pasien?${new URLSearchParams({ form: 'edit', id: String(id) })}`;
}

/** The record a `?form=detail&id=` address opens, or null (the list). */
export function detailIdOf(search: URLSearchParams): string | null {
  const id = search.get('id');
  return search.get('form') === PATIENT_DETAIL_FORM && id && /^\d+$/.test(id) ? id : null;
}
