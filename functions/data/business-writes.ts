// The writes of a business, each ONE TransactWriteItems that keeps every side together, so no reader
// ever sees half of one:
//   - the business item (and its list entry in GSI1 `BUSINESSES`, which follows the name);
//   - its subdomain claim (SUBDOMAIN#, unique across the platform: a Put on attribute_not_exists);
//   - the `businesses` map (id → name) of the theme it wears: the theme list shows those names and the
//     theme's delete is conditioned on the map being empty (themes.ts), so a business never wears a
//     deleted theme: adding itself is conditioned on the theme existing;
//   - on creation, its main contact: the EMAIL# claim, the customer_admin profile (in the Directory
//     user list) and the IDENTITY# claim of its Cognito account; it takes the business's first seat
//     and its `admins` entry.
// A failed condition names the refusal (the *_ACTION positions); the caller reads nothing to tell.
import { TABLE } from '#shared/constants.ts';
import { keys } from './keys.ts';
import { activityEntryAction, entryActions, type ActivityDraft } from './activity.ts';
import { businessItem, emailItem, subdomainItem, userItem } from './items.ts';
import type { BusinessRecord, UserRecord } from './records.ts';
import type { TransactAction } from './transact.ts';
import { identityClaimAction } from './user-writes.ts';

const PK = TABLE.partitionKey;

/** A Put that never overwrites: the item must be new. */
const putNew = (tableName: string, Item: Record<string, unknown>): TransactAction => ({
  Put: { TableName: tableName, Item, ConditionExpression: 'attribute_not_exists(#pk)', ExpressionAttributeNames: { '#pk': PK } },
});

/** SET (or REMOVE, for `name` null) of the business's entry in a theme's `businesses` map; the theme must exist. */
function themeEntryAction(tableName: string, themeId: string, businessId: string, name: string | null): TransactAction {
  return {
    Update: {
      TableName: tableName,
      Key: keys.theme(themeId),
      UpdateExpression: name === null ? 'REMOVE #businesses.#id' : 'SET #businesses.#id = :name',
      ConditionExpression: 'attribute_exists(#pk)',
      ExpressionAttributeNames: { '#pk': PK, '#businesses': 'businesses', '#id': businessId },
      ...(name === null ? {} : { ExpressionAttributeValues: { ':name': name } }),
    },
  };
}

/** Positions of createBusinessActions' actions, to tell which condition refused it. */
export const CREATE_BUSINESS_ACTION = { business: 0, subdomain: 1, theme: 2, email: 3, contact: 4, identity: 5 } as const;

/**
 * A new business with its main contact (`contact`: a customer_admin of that business, already its
 * only `admins` entry and seat): the business, its subdomain claim, its entry on the theme, the
 * contact's e-mail claim, profile and identity claim, and `entry` (the activity trail's). Refused when
 * the subdomain or e-mail is taken, the account has a profile already, or the theme is gone.
 */
export function createBusinessActions(
  tableName: string,
  business: BusinessRecord,
  contact: UserRecord,
  entry?: ActivityDraft,
): TransactAction[] {
  return [
    putNew(tableName, businessItem(business)),
    putNew(tableName, subdomainItem(business.subdomain, business.id)),
    themeEntryAction(tableName, business.themeId, business.id, business.name),
    putNew(tableName, emailItem(contact.email, contact.id, business.id)),
    putNew(tableName, userItem(contact)),
    identityClaimAction(tableName, contact),
    // The activity entry, last: after every position a refusal is read at.
    ...entryActions(tableName, entry),
  ];
}

/** What an update may change (the main contact never changes). */
export type BusinessChanges = Pick<
  BusinessRecord,
  'name' | 'cnpj' | 'subdomain' | 'serviceDescription' | 'pricingCents' | 'userLimit' | 'themeId'
> & {
  /** A newly claimed logo; left out, the logo stays. */
  logoKey?: string;
};

/** The business as the update read it: what its conditions hold the write to. */
export type BusinessAsRead = Pick<BusinessRecord, 'id' | 'name' | 'subdomain' | 'themeId' | 'logoKey'>;

/** Where each action of updateBusinessActions sits (absent when the update needs none). */
export interface UpdatePositions {
  business: number;
  newSubdomain?: number;
  oldSubdomain?: number;
  /** The theme left behind (a theme change). */
  oldTheme?: number;
  /** The theme put on (a theme change), or the same theme renaming its entry. */
  theme?: number;
}

/**
 * The update of a business as read: its fields and list entry, conditioned on the subdomain, theme
 * and logo it read (a change made meanwhile cannot leave a claim, a theme entry or a file dangling);
 * a new subdomain claimed and the old one freed; its theme entry moved to the new theme, or renamed;
 * and `entry`, the activity trail's, last.
 */
export function updateBusinessActions(
  tableName: string,
  before: BusinessAsRead,
  changes: BusinessChanges,
  entry?: ActivityDraft,
): { actions: TransactAction[]; at: UpdatePositions } {
  const { id } = before;
  const actions: TransactAction[] = [businessUpdateAction(tableName, before, changes)];
  const at: UpdatePositions = { business: 0 };
  const add = (action: TransactAction): number => actions.push(action) - 1;

  if (changes.subdomain !== before.subdomain) {
    at.newSubdomain = add(putNew(tableName, subdomainItem(changes.subdomain, id)));
    at.oldSubdomain = add({
      Delete: {
        TableName: tableName,
        Key: keys.subdomain(before.subdomain),
        ConditionExpression: '#businessId = :id',
        ExpressionAttributeNames: { '#businessId': 'businessId' },
        ExpressionAttributeValues: { ':id': id },
      },
    });
  }
  if (changes.themeId !== before.themeId) {
    at.oldTheme = add(themeEntryAction(tableName, before.themeId, id, null));
    at.theme = add(themeEntryAction(tableName, changes.themeId, id, changes.name));
  } else if (changes.name !== before.name) {
    at.theme = add(themeEntryAction(tableName, changes.themeId, id, changes.name));
  }
  if (entry) add(activityEntryAction(tableName, entry));
  return { actions, at };
}

/** The business item's Update: every changed field and the list entry, held to what was read. */
function businessUpdateAction(tableName: string, before: BusinessAsRead, changes: BusinessChanges): TransactAction {
  const fields: Record<string, unknown> = {
    name: changes.name,
    cnpj: changes.cnpj,
    subdomain: changes.subdomain,
    serviceDescription: changes.serviceDescription,
    pricingCents: changes.pricingCents,
    userLimit: changes.userLimit,
    themeId: changes.themeId,
    [TABLE.gsi1.sortKey]: keys.businessListEntry(before.id, changes.name)[TABLE.gsi1.sortKey],
    ...(changes.logoKey ? { logoKey: changes.logoKey } : {}),
  };
  const names: Record<string, string> = { '#pk': PK, '#oldSubdomain': 'subdomain', '#oldTheme': 'themeId' };
  const values: Record<string, unknown> = { ':oldSubdomain': before.subdomain, ':oldTheme': before.themeId };
  const set = Object.entries(fields).map(([field, value], i) => {
    names[`#f${i}`] = field;
    values[`:f${i}`] = value;
    return `#f${i} = :f${i}`;
  });
  const conditions = ['attribute_exists(#pk)', '#oldSubdomain = :oldSubdomain', '#oldTheme = :oldTheme'];
  if (changes.logoKey) {
    // The logo this update deletes after its write must be the one it replaced.
    names['#oldLogo'] = 'logoKey';
    if (before.logoKey) {
      values[':oldLogo'] = before.logoKey;
      conditions.push('#oldLogo = :oldLogo');
    } else {
      values[':noLogo'] = null;
      conditions.push('(attribute_not_exists(#oldLogo) OR #oldLogo = :noLogo)');
    }
  }
  return {
    Update: {
      TableName: tableName,
      Key: keys.business(before.id),
      UpdateExpression: `SET ${set.join(', ')}`,
      ConditionExpression: conditions.join(' AND '),
      ExpressionAttributeNames: names,
      ExpressionAttributeValues: values,
    },
  };
}
