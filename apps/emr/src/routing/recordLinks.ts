/**
 * Addresses of records that several features link to (a bed's patient, a registration's
 * patient). `pasien` has no path parameters, so its pages live in the query (decision 10):
 * `?form=add`, `?form=edit&id=12`, and the record page `?form=detail&id=12`.
 */
export const PATIENT_DETAIL_FORM = 'detail';

export function patientDetailHref(id: number | string): string {
  return `/pasien?${new URLSearchParams({ form: PATIENT_DETAIL_FORM, id: String(id) })}`;
}

export function patientEditHref(id: number | string): string {
  return `/pasien?${new URLSearchParams({ form: 'edit', id: String(id) })}`;
}

/**
 * The patient chart (spec route rekam-medis/{pageSlug?}/{rmNo?}/{typeKajian?}): `/rekam-medis`
 * finds a patient, `/rekam-medis/pasien/{rmNo}?reg=` shows the chart with a registration open,
 * `/rekam-medis/kajian/{rmNo}/{templateKey}?reg=` fills a form of that registration.
 */
export const chartHref = (rmNo: string, registrationId?: number) =>
  `/rekam-medis/pasien/${encodeURIComponent(rmNo)}${registrationId ? `?reg=${registrationId}` : ''}`;

export const chartFormHref = (rmNo: string, templateKey: string, registrationId: number) =>
  `/rekam-medis/kajian/${encodeURIComponent(rmNo)}/${encodeURIComponent(templateKey)}?reg=${registrationId}`;
