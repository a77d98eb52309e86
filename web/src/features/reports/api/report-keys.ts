// The SWR cache keys of the reports' answers, apart from their fetchers, so a write can reach them
// without bringing another screen's fetching code into its chunk.

/** The report catalogue (`GET /admin/reports`). */
export const reportsKey = ['admin-reports'] as const;

/** The edit form's data of one report (`GET /admin/reports/{id}/edit`). */
export const reportEditKey = (id: string) => ['admin-report-edit', id] as const;
