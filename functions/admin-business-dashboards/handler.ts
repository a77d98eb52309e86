// One business's dashboards, managed by the platform admin (platform admin only).
import { adminBusinessDashboardsContracts } from '#shared/contract/admin-business-dashboards/requests.ts';
import { createHttpHandler, type HandlerOptions } from '#functions/http/http-handler.ts';
import { filesFromEnv, type FilesContext } from '#functions/lib/files.ts';
import {
  createBusinessDashboard,
  deleteBusinessDashboard,
  editBusinessDashboard,
  newBusinessDashboard,
  updateBusinessDashboard,
} from './manage.ts';
import { listBusinessDashboards } from './list.ts';

export interface AdminBusinessDashboardsHandlerOptions extends HandlerOptions {
  /** Replaces the uploads bucket from the environment (pictures are claimed and deleted there). */
  files?: () => FilesContext;
}

/** The Lambda handler; tests pass `options.table` (and `options.files`) to run it against the emulators. */
export const buildHandler = (options: AdminBusinessDashboardsHandlerOptions = {}) => {
  // Read on first use, so the routes that only read never need the bucket's configuration.
  const files = options.files ?? filesFromEnv;
  return createHttpHandler(
    'admin-business-dashboards',
    adminBusinessDashboardsContracts,
    {
      listBusinessDashboards,
      newBusinessDashboard,
      editBusinessDashboard,
      createBusinessDashboard: (context) => createBusinessDashboard(context, files()),
      updateBusinessDashboard: (context) => updateBusinessDashboard(context, files()),
      deleteBusinessDashboard: (context) => deleteBusinessDashboard(context, files()),
    },
    options,
  );
};

export const handler = buildHandler();
