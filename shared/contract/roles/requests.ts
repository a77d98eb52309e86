// Access levels (roles) of the caller's business: the list, the form's options, and the writes.
// Errors are keyed by field (`name`, `icon`), not `role.name`; ids of users or dashboards the
// business does not own are refused under `user_ids` / `dashboard_ids`.
import * as z from 'zod/mini';
import { INPUT_LIMITS, ROLE_ICONS } from '../../constants.ts';
import { ROLE_MESSAGES } from '../../team-messages.ts';
import { idField, idPath, plainText } from '../fields.ts';

const ids = (max: number) => z._default(z.array(idField).check(z.maxLength(max)), []);

/** `{ role: { name, icon, dashboard_ids, user_ids } }`; the id lists may name every dashboard and user of a business. */
const roleBody = z.object({
  role: z.object({
    name: z
      .string({ error: ROLE_MESSAGES.nameRequired })
      .check(
        z.trim(),
        z.minLength(1, { error: ROLE_MESSAGES.nameRequired }),
        z.maxLength(INPUT_LIMITS.roleName, { error: ROLE_MESSAGES.nameTooLong(INPUT_LIMITS.roleName) }),
        plainText,
      ),
    icon: z.enum(ROLE_ICONS, { error: ROLE_MESSAGES.iconRequired }),
    dashboard_ids: ids(INPUT_LIMITS.roleDashboards),
    user_ids: ids(INPUT_LIMITS.roleUsers),
  }),
});

const notFound = ROLE_MESSAGES.notFound;
const maxBodyBytes = INPUT_LIMITS.roleBodyBytes;

export const rolesContracts = {
  listRoles: {},
  newRole: {},
  editRole: { params: idPath, notFound },
  createRole: { body: roleBody, fieldErrorsUnder: 'role', maxBodyBytes },
  updateRole: { params: idPath, notFound, body: roleBody, fieldErrorsUnder: 'role', maxBodyBytes },
  deleteRole: { params: idPath, notFound },
};
