import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { href } from '#web/lib/client-routes.ts';
import type { BusinessEditResponse } from '#shared/platform-api-types.ts';
import { BUSINESS_MESSAGES } from '#shared/platform-messages.ts';
import type { ApiForm } from '#web/components/form/use-api-form.ts';
import { useSnackbar } from '#web/components/snackbar/use-snackbar.ts';
import { requestUpload, uploadRequestOf } from '#web/lib/upload/request-upload.ts';
import { useFileUpload } from '#web/lib/upload/use-file-upload.ts';
import { callRead, useRouteCache, useRouteMutation } from '#web/lib/data/route-hooks.ts';
import { companyBodyOf, formValuesOf, newBusinessBodyOf, type BusinessFormValues, type BusinessUpdateInput } from '../utils/business-values.ts';

/**
 * What a save answers: the new business's id and the address its main contact's invitation went to,
 * or the updated business fetched again (undefined if that failed).
 */
type Saved = { created: string; invited: string } | { fresh: BusinessEditResponse | undefined };

/** Where the logo picker shows a problem of the file: the save's `logo_key`, or the upload request's own fields. */
export const LOGO_FIELD = 'logo_key';

/**
 * The save: a new logo first goes up (`POST /uploads`, then a PUT of the file with its progress), then
 * the business is created (then its panel opens) or updated (then the panel shows it fetched again). A
 * 422 puts its messages under the fields; on any failure the values and the chosen file stay for
 * another try (a file already sent is not sent again).
 */
export function useBusinessSave(businessId: string | undefined, form: ApiForm<BusinessFormValues>) {
  const navigate = useNavigate();
  const snackbar = useSnackbar();
  const create = useRouteMutation('createBusiness', { invalidates: ['listBusinesses'] });
  const update = useBusinessUpdate();
  const ticketFor = useCallback((file: File) => requestUpload(uploadRequestOf(file, 'business_logo', businessId)), [businessId]);
  const { send, progress, settle, errorsOf } = useFileUpload(ticketFor, LOGO_FIELD);

  const submit = useCallback(async () => {
    const result = await form.submit(async (values): Promise<Saved> => {
      const logoKey = values.logo ? await send(values.logo) : undefined;
      if (!businessId) {
        const business = newBusinessBodyOf(values, logoKey);
        // The address as the API keeps it (trimmed, lower case): where the invitation went.
        const invited = business.main_contact_email.trim().toLowerCase();
        return { created: (await create({ body: { business } })).business.id, invited };
      }
      return { fresh: await update(businessId, companyBodyOf(values, logoKey)) };
    });
    settle(result.ok ? undefined : result.error);
    if (result.ok) {
      if ('created' in result.data) {
        snackbar.success(BUSINESS_MESSAGES.created, BUSINESS_MESSAGES.invitationSentTo(result.data.invited));
        navigate(href('business-panel', { id: result.data.created }));
        return;
      }
      const { fresh } = result.data;
      // The panel stays, showing the business as now stored (the new logo as its current one).
      form.setValues(fresh ? formValuesOf(fresh.business) : (current) => ({ ...current, logo: null }));
      snackbar.success(BUSINESS_MESSAGES.updated);
      return;
    }
    const uploadErrors = errorsOf(result.error);
    if (uploadErrors) form.setFieldErrors(uploadErrors);
    if (!result.invalid) console.error('Error in saving a business', result.error);
    snackbar.danger(businessId ? BUSINESS_MESSAGES.updateFailed : BUSINESS_MESSAGES.createFailed);
  }, [businessId, form, create, update, send, settle, errorsOf, navigate, snackbar]);

  return { submit, progress };
}

/**
 * Updates a business, then answers its form data fetched again, which the panel's heading and form
 * show at once (the list is asked again too). When that read fails, the panel's own read tries again.
 */
function useBusinessUpdate() {
  const cache = useRouteCache();
  const update = useRouteMutation('updateBusiness', { invalidates: ['listBusinesses'] });
  return useCallback(
    async (id: string, business: BusinessUpdateInput): Promise<BusinessEditResponse | undefined> => {
      const request = { params: { business_id: id } };
      await update({ ...request, body: { business } });
      const fresh = await callRead('editBusiness', request).catch(() => undefined);
      if (fresh) await cache.update('editBusiness', () => fresh, { where: (read) => read.params.business_id === id });
      else void cache.revalidate('editBusiness');
      return fresh;
    },
    [cache, update],
  );
}
