// The activity entry of a business's create or update by the admin: in the business's own trail, the
// fields as the form names them (pricing as the API shows money, the logo as its public URL, the theme
// by its name, which the write reads: the create as it checks the theme, an update only when the theme
// changes). It goes in the write's own transaction.
import type { ActivityDraft } from '#functions/data/activity.ts';
import type { BusinessRecord } from '#functions/data/records.ts';
import { publicFileUrl } from '#functions/lib/public-file-url.ts';
import { actorOf } from './activity-actor.ts';
import { activityChanges, type ActivityFields } from './activity-changes.ts';
import type { Caller } from './caller.ts';

export type BusinessShown = Pick<
  BusinessRecord,
  'id' | 'name' | 'cnpj' | 'subdomain' | 'serviceDescription' | 'pricingCents' | 'userLimit' | 'themeId' | 'logoKey'
> &
  Partial<Pick<BusinessRecord, 'mainContactEmail'>>;

/** Themes' names by id; a theme missing from it is shown by its id. */
export type ThemeNames = ReadonlyMap<string, string>;

const businessFields = (business: BusinessShown, themes: ThemeNames): ActivityFields => ({
  name: business.name,
  cnpj: business.cnpj,
  subdomain: business.subdomain,
  service_description: business.serviceDescription,
  pricing: { cents: business.pricingCents },
  user_count: business.userLimit,
  theme: themes.get(business.themeId) ?? business.themeId,
  logo: publicFileUrl(business.logoKey),
  ...(business.mainContactEmail ? { email: business.mainContactEmail } : {}),
});

/** A business created (before null) or updated by the admin. */
export function businessEntry(caller: Caller, before: BusinessShown | null, after: BusinessShown, themes: ThemeNames): ActivityDraft {
  // An update never changes the main contact: only a create records it.
  const withoutContact = (business: BusinessShown) => businessFields({ ...business, mainContactEmail: undefined }, themes);
  return {
    businessId: after.id,
    actor: actorOf(caller),
    action: before ? 'updated' : 'created',
    entity: { kind: 'business', id: after.id, name: after.name },
    changes: before ? activityChanges(withoutContact(before), withoutContact(after)) : activityChanges(null, businessFields(after, themes)),
  };
}
