// The SWR cache keys of the businesses' answers, apart from their fetchers, so a write can reach them
// without bringing another screen's fetching code into its chunk.

/** The client businesses (`GET /admin/businesses`). */
export const businessesKey = ['admin-businesses'] as const;

/** The themes a new business may wear (`GET /admin/businesses/new`). */
export const businessNewKey = ['admin-business-new'] as const;

/** The form's data of one business (`GET /admin/businesses/{business_id}/edit`); the panel's heading reads it too. */
export const businessEditKey = (id: string) => ['admin-business-edit', id] as const;

/** One page of a business's users (`GET /admin/businesses/{business_id}/users?page`). */
export const businessUsersKey = (id: string, page: number) => ['admin-business-users', id, page] as const;
