// What the dashboard form needs from its screen: where the dashboard comes from and goes to. The own
// project's screens (/dashboards/new, /dashboards/:id/edit) and the platform admin's screens of one
// business (/businesses/:business_id/dashboards/…) show the same form with different adapters.
import type { ReportOption } from '#shared/platform-api-types.ts';
import type { RequestOf, ResponseOf } from '#web/lib/route-request.ts';
import type { UploadTicket } from '#web/lib/upload/request-upload.ts';

export type { ReportOption, UploadTicket };

/** The dashboard as the form edits it (`GET /dashboards/{id}/edit`). */
export type DashboardEditData = ResponseOf<'editDashboard'>['dashboard'];

/** What the form saves: name, summary, description, iframe URL and, when a new picture was sent, its upload key. */
export type DashboardInput = RequestOf<'createDashboard'>['body']['dashboard'];

/** What the admin's form saves: the customer_admin's fields plus `report_id` (null: none). */
export type BusinessDashboardInput = RequestOf<'createBusinessDashboard'>['body']['dashboard'];

/** The saved dashboard as the form edits it; the admin's answer adds the report it belongs to. */
export type DashboardFormData = DashboardEditData & { report_id?: string | null };

/** What the form saves; `report_id` (null: none) only where the adapter offers reports. */
export type DashboardFormInput = DashboardInput & { report_id?: string | null };

export interface DashboardFormAdapter {
  /**
   * Edit mode only (its presence makes the form an edit form): the dashboard once loaded, or the
   * error of its load (the form then shows the error as a danger snackbar and goes back).
   */
  load?: { dashboard?: DashboardFormData; error?: unknown };
  /**
   * The platform admin's form only (its presence shows the Report select and sends `report_id`): the
   * reports catalogue once loaded, or the error of its load (handled as `load.error`).
   */
  reports?: { options?: readonly ReportOption[]; error?: unknown };
  /** POST (create) or PATCH (edit) the dashboard; `preview_key` only when a new picture was uploaded. Throws `ApiError`. */
  save: (dashboard: DashboardFormInput) => Promise<unknown>;
  /** Edit mode: deletes the dashboard (the form asks for confirmation first). */
  remove?: () => Promise<unknown>;
  /** Asks for a presigned PUT for the chosen picture (`POST /uploads`); the form then sends the file. */
  upload: (file: File) => Promise<UploadTicket>;
  /** The list the Voltar button, a save and a delete go back to. */
  backHref: string;
}
