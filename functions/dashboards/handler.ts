// The dashboards Lambda: the viewer's list, show page and info modal, and the customer_admin's
// edit, create, update and delete.
import { dashboardsContracts } from '#shared/contract/dashboards/requests.ts';
import { createHttpHandler, type HandlerOptions } from '#functions/http/http-handler.ts';
import { filesFromEnv, type FilesContext } from '#functions/lib/files.ts';
import { RolesCache } from '#functions/domain/roles-cache.ts';
import { DirectoryCache } from './directory-cache.ts';
import { dashboardInfo, listDashboards, showDashboard } from './read.ts';
import { createDashboard, deleteDashboard, editDashboard, updateDashboard } from './manage.ts';

export interface DashboardsHandlerOptions extends HandlerOptions {
  /** This instance's directory cache; tests hand in their own to watch or tune it. */
  directories?: DirectoryCache;
  /** This instance's copy of businesses' roles ("who may see it"). */
  roles?: RolesCache;
  /** Replaces the uploads bucket from the environment (pictures are claimed and deleted there). */
  files?: () => FilesContext;
}

/** The Lambda handler; tests pass `options.table` to run it against DynamoDB Local with a recording client. */
export const buildHandler = (options: DashboardsHandlerOptions = {}) => {
  // One cache per handler, so per Lambda instance: it lives as long as the warm instance does.
  const directories = options.directories ?? new DirectoryCache();
  const roles = options.roles ?? new RolesCache();
  // Read on first use, so the viewer's routes never need the bucket's configuration.
  const files = options.files ?? filesFromEnv;
  return createHttpHandler(
    'dashboards',
    dashboardsContracts,
    {
      listDashboards: (context) => listDashboards(context, directories),
      showDashboard: (context) => showDashboard(context, roles),
      dashboardInfo: (context) => dashboardInfo(context, roles),
      editDashboard,
      createDashboard: (context) => createDashboard(context, files()),
      updateDashboard: (context) => updateDashboard(context, files()),
      deleteDashboard: (context) => deleteDashboard(context, files()),
    },
    options,
  );
};

export const handler = buildHandler();
