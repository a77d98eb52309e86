// The client businesses (platform admin only): the list, the form's data, the creation (which claims
// the subdomain and invites the main contact as the business's first customer_admin), the update and
// the panel's users tab (active or deactivated people, a reactivation, an invitation sent again).
// Cognito: the creation calls AdminCreateUser (+ AdminGetUser, AdminDeleteUser to take over or undo an
// account); a reactivation AdminEnableUser; an invitation sent again AdminGetUser and AdminCreateUser RESEND.
import { adminBusinessesContracts } from '#shared/contract/admin-businesses/requests.ts';
import { createHttpHandler, type HandlerOptions } from '#functions/http/http-handler.ts';
import { filesFromEnv, type FilesContext } from '#functions/lib/files.ts';
import { createBusiness } from './create.ts';
import { editBusiness, newBusiness } from './form-data.ts';
import { listBusinesses } from './list.ts';
import { updateBusiness } from './update.ts';
import { listBusinessUsers, reactivateBusinessUser, resendBusinessUserInvitation } from './users.ts';

export interface AdminBusinessesHandlerOptions extends HandlerOptions {
  /** Replaces the uploads bucket from the environment (logos are claimed and deleted there). */
  files?: () => FilesContext;
}

/** The Lambda handler; tests pass `options.table` (and `options.files`) to run it against the emulators in-process. */
export const buildHandler = (options: AdminBusinessesHandlerOptions = {}) => {
  // Read on first use, so the routes without a logo never need the bucket's configuration.
  const files = options.files ?? filesFromEnv;
  return createHttpHandler(
    'admin-businesses',
    adminBusinessesContracts,
    {
      listBusinesses,
      newBusiness,
      editBusiness,
      createBusiness: (context) => createBusiness(context, files),
      updateBusiness: (context) => updateBusiness(context, files),
      listBusinessUsers,
      reactivateBusinessUser,
      resendBusinessUserInvitation,
    },
    options,
  );
};

export const handler = buildHandler();
