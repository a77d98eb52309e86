// The SWR cache keys of the themes' answers, apart from their fetchers, so a write can reach them
// without bringing another screen's fetching code into its chunk.

/** The platform's themes (`GET /admin/themes`). */
export const themesKey = ['admin-themes'] as const;

/** The edit form's data of one theme (`GET /admin/themes/{id}/edit`). */
export const themeEditKey = (id: string) => ['admin-theme-edit', id] as const;
