// The query the page was opened with, kept before the router's first redirect rewrites the address
// (`/?empresa=acme` → `/dashboards` → `/login?redirect=dashboards`). The first script imports this
// module, so it is read at start; the login page reads it later (features/auth/utils/page-business.ts).
export const openingSearch: string = window.location.search;
