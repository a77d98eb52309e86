import type { NamedItem } from '#shared/api-types.ts';
import type { ReportOption } from '#shared/platform-api-types.ts';
import { useRoute } from '#web/lib/data/route-hooks.ts';
import type { ResponseOf } from '#web/lib/route-request.ts';

// A failure of the form's data is an answer (404), never retried behind the user's back.
const FORM_READ = { revalidateOnFocus: false, revalidateOnReconnect: false };

/** What the admin's dashboard form of one business reads, as far as it has come in. */
export interface BusinessDashboardFormData {
  /** The business the dashboard is published to: both answers name it. */
  business?: NamedItem;
  /** Edit mode: the dashboard as saved. */
  dashboard?: ResponseOf<'editBusinessDashboard'>['dashboard'];
  /** The reports catalogue. */
  reports?: readonly ReportOption[];
  /** The read's failure (404: no such business or dashboard). */
  error?: unknown;
}

/**
 * The form's one read, made by its page (which names the business in its heading) and handed to the
 * form: the edit answer (the dashboard, the catalogue and the business), or the new form's (the
 * catalogue and the business).
 */
export function useBusinessDashboardFormData(businessId: string, id: string | undefined): BusinessDashboardFormData {
  const edit = useRoute('editBusinessDashboard', id ? { params: { business_id: businessId, id } } : null, FORM_READ);
  const fresh = useRoute('newBusinessDashboard', id ? null : { params: { business_id: businessId } }, FORM_READ);
  const { data, error } = id ? edit : fresh;
  return { business: data?.business, dashboard: edit.data?.dashboard, reports: data?.reports, error };
}
