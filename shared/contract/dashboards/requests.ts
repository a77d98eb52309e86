// The viewer's dashboards: the filtered, paged list, the show page (which starts a view) and the info
// modal opened from a card (which does not).
import * as z from 'zod/mini';
import { INPUT_LIMITS } from '../../constants.ts';
import { MESSAGES } from '../../messages.ts';
import { MANAGEMENT_MESSAGES } from '../../management-messages.ts';
import { emptyAsMissing, idField, idPath, multiLineText, pageField, plainText } from '../fields.ts';
import { isWebAddress } from '../../web-address.ts';

/** `GET /dashboards?page&name&role_id&bookmark`; `bookmark=true|1` keeps favourites only. */
const listQuery = z.object({
  page: pageField,
  name: emptyAsMissing(z.string().check(z.trim(), z.maxLength(INPUT_LIMITS.nameFilter), plainText)),
  role_id: emptyAsMissing(idField),
  bookmark: z.pipe(
    z.optional(z.enum(['true', '1', 'false', '0', ''])),
    z.transform((value) => value === 'true' || value === '1'),
  ),
});

const notFound = MESSAGES.errors.dashboardNotFound;

const text = (max: number) => z.string().check(z.trim(), z.maxLength(max), plainText);

/**
 * A dashboard as the form saves it. Errors are keyed by field (`name`, not `dashboard.name`). The
 * iframe URL is checked here by the spec's pattern; the API then adds a missing scheme and refuses
 * what is unsafe to frame (another scheme, the portal's own origin, plain http outside the local stage).
 * `preview_key` names an upload; left out on an update, the current picture stays.
 */
/** The form's fields, shared with the admin's dashboards of a business (admin-business-dashboards.ts). */
export const dashboardFields = {
  name: text(INPUT_LIMITS.dashboardName).check(z.minLength(1, { error: MANAGEMENT_MESSAGES.dashboardForm.nameRequired })),
  summary: z._default(text(INPUT_LIMITS.dashboardSummary), ''),
  description: z._default(z.string().check(z.maxLength(INPUT_LIMITS.dashboardDescription), multiLineText), ''),
  iframe_url: z.string().check(z.trim(), z.refine(isWebAddress, { error: MANAGEMENT_MESSAGES.dashboardForm.invalidIframeUrl }), plainText),
  preview_key: z.optional(z.string().check(z.minLength(1), z.maxLength(INPUT_LIMITS.uploadKey), plainText)),
};

const dashboardBody = z.object({ dashboard: z.object(dashboardFields) });

export const dashboardsContracts = {
  listDashboards: { query: listQuery },
  showDashboard: { params: idPath, notFound },
  dashboardInfo: { params: idPath, notFound },
  editDashboard: { params: idPath, notFound },
  createDashboard: { body: dashboardBody, fieldErrorsUnder: 'dashboard' },
  updateDashboard: { params: idPath, notFound, body: dashboardBody, fieldErrorsUnder: 'dashboard' },
  deleteDashboard: { params: idPath, notFound },
};
