import { CLIENT_ROUTES, href, parentsOf, type ClientRouteName } from '#web/lib/client-routes.ts';
import { MESSAGES } from '#shared/messages.ts';

export interface BreadcrumbEntry {
  route: ClientRouteName;
  label: string;
  /** Set on the entries the user can go back to (every one but the last, when its parameters are known). */
  to?: string;
}

// The "new" screens without a label of their own share their form's label (spec labels list).
const LABEL_OF_FORM: Partial<Record<ClientRouteName, keyof typeof MESSAGES.breadcrumb>> = {
  'users-new': 'users-form',
  'themes-new': 'themes-form',
  'report-new': 'report-form',
};

// A parent's `:id` is not always the current route's `:id`: above a business dashboard form the
// business panel is `:business_id`, and it opens on its dashboards tab.
const PARENT_PARAMS: Partial<Record<ClientRouteName, Record<string, string>>> = {
  'business-panel': { id: 'business_id' },
};
const PARENT_QUERY: Partial<Record<ClientRouteName, string>> = { 'business-panel': 'tab=dashboards' };

export function breadcrumbLabel(route: ClientRouteName): string {
  const key = route in MESSAGES.breadcrumb ? (route as keyof typeof MESSAGES.breadcrumb) : LABEL_OF_FORM[route];
  return key ? MESSAGES.breadcrumb[key] : '';
}

/** The trail for a route: its parents (scoped or unscoped variant by `policies.scoped`), then itself. */
export function breadcrumbTrail(
  route: ClientRouteName,
  params: Readonly<Record<string, string | undefined>>,
  scoped: boolean,
): BreadcrumbEntry[] {
  const parents = parentsOf(route).map((entry) => (typeof entry === 'string' ? entry : scoped ? entry.scoped : entry.unscoped));
  return [
    ...parents.map((parent) => ({ route: parent, label: breadcrumbLabel(parent), to: parentHref(parent, params) })),
    { route, label: breadcrumbLabel(route) },
  ];
}

function parentHref(parent: ClientRouteName, params: Readonly<Record<string, string | undefined>>): string | undefined {
  const sources = PARENT_PARAMS[parent] ?? {};
  const filled: Record<string, string> = {};
  for (const [, name] of CLIENT_ROUTES[parent].path.matchAll(/:(\w+)/g)) {
    const value = params[sources[name] ?? name];
    if (value === undefined) return undefined; // not known here: the entry is shown as text
    filled[name] = value;
  }
  const query = PARENT_QUERY[parent];
  return query ? `${href(parent, filled)}?${query}` : href(parent, filled);
}
