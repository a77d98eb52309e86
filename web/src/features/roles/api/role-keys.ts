// The SWR cache keys of the access levels' answers, apart from their fetchers, so a write can reach
// them without bringing another screen's fetching code into its chunk.

/** The list of the business's access levels (`GET /roles`). */
export const rolesKey = ['roles'] as const;

/** The new form's options: icons, users and dashboards (`GET /roles/new`). */
export const roleNewKey = ['role-new'] as const;

/** The edit form's data of one access level (`GET /roles/{id}/edit`). */
export const roleEditKey = (id: string) => ['role-edit', id] as const;
