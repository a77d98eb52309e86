// The viewer's dashboards: the filtered, paged list and the show page (which starts a view).
import { createHttpHandler, type HandlerOptions } from '#functions/http/http-handler.ts';
import { DirectoryCache } from './directory-cache.ts';
import { dashboardInfo, listDashboards, showDashboard } from './implementations.ts';

export interface DashboardsHandlerOptions extends HandlerOptions {
  /** This instance's directory cache; tests hand in their own to watch or tune it. */
  directories?: DirectoryCache;
}

/** The Lambda handler; tests pass `options.table` to run it against DynamoDB Local with a recording client. */
export const buildHandler = (options: DashboardsHandlerOptions = {}) => {
  // One cache per handler, so per Lambda instance: it lives as long as the warm instance does.
  const directories = options.directories ?? new DirectoryCache();
  return createHttpHandler(
    'dashboards',
    { listDashboards: (context) => listDashboards(context, directories), showDashboard, dashboardInfo },
    options,
  );
};

export const handler = buildHandler();
