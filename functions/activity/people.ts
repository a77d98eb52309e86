// Whom a trail's person filter offers: a business's active collaborators (its administrators among
// them), or the platform's admins. Platform admins who wrote in a business are not offered there: the
// admin reads them from the platform's own list, and their entries still show in the business's trail.
import { listPlatformAdmins } from '#functions/data/activity.ts';
import { listActiveUserOptions } from '#functions/data/roles.ts';
import type { TableContext } from '#functions/lib/dynamo.ts';

export interface Person {
  id: string;
  name: string;
}

/** A business's active users by name (Directory user list, then their names by BatchGet). */
export const activityPeople = (table: TableContext, businessId: string): Promise<Person[]> => listActiveUserOptions(table, businessId);

/** The platform admins by name. */
export async function platformPeople(table: TableContext): Promise<Person[]> {
  const admins = await listPlatformAdmins(table);
  return admins.sort((a, b) => a.name.localeCompare(b.name, 'pt-BR'));
}
