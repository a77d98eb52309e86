// The business form's data: GET /admin/businesses/new (the themes to choose from) and
// GET /admin/businesses/{business_id}/edit (every field as the edit mode shows it, and the themes).
// DynamoDB calls besides the caller's profile Query (budgets checked by
// tests/integration/admin-businesses-calls.test.ts):
//   new  → themes Query of GSI1 `THEMES` (one per page of 1 MB)           → 1 (+1)
//   edit → business GetItem ‖ themes Query of GSI1 `THEMES`               → 2 (+1)
import { maskCnpj, maskPhone, moneyOf } from '#shared/brazilian-formats.ts';
import type { BusinessFields, ThemeOption } from '#shared/platform-api-types.ts';
import { BUSINESS_MESSAGES } from '#shared/platform-messages.ts';
import { getBusiness } from '#functions/data/businesses.ts';
import type { BusinessRecord, ThemeRecord } from '#functions/data/records.ts';
import { listThemes } from '#functions/data/themes.ts';
import type { RouteImplementation } from '#functions/http/http-handler.ts';
import { notFound } from '#functions/lib/http-error.ts';
import { publicFileUrl } from '#functions/lib/public-file-url.ts';

/** A theme as the form's select offers it: its name and its six colours for the swatches. */
const toThemeOption = (theme: ThemeRecord): ThemeOption => ({ id: theme.id, name: theme.name, ...theme.colours });

/** Every field of the form: CNPJ and phone masked, Ticket mensal as `"1234.56"`, the logo as its URL. */
function toBusinessFields(business: BusinessRecord): BusinessFields {
  return {
    id: business.id,
    name: business.name,
    cnpj: maskCnpj(business.cnpj),
    subdomain: business.subdomain,
    main_contact_email: business.mainContactEmail,
    main_contact_first_name: business.mainContactFirstName,
    main_contact_last_name: business.mainContactLastName,
    main_contact_phone_number: maskPhone(business.mainContactPhoneNumber),
    service_description: business.serviceDescription ?? '',
    pricing: moneyOf(business.pricingCents ?? 0),
    user_count: business.userLimit,
    theme_id: business.themeId,
    logo_pic: publicFileUrl(business.logoKey),
  };
}

/** The create form's data: the themes in name order. */
export const newBusiness: RouteImplementation<'newBusiness'> = async ({ table }) => {
  const themes = await listThemes(table);
  return { body: { themes: themes.map(toThemeOption) } };
};

/** The edit form's data: the business's fields and the themes. */
export const editBusiness: RouteImplementation<'editBusiness'> = async ({ input, table }) => {
  const [business, themes] = await Promise.all([getBusiness(table, input.params.business_id), listThemes(table)]);
  if (!business) throw notFound(BUSINESS_MESSAGES.notFound);
  return { body: { business: toBusinessFields(business), themes: themes.map(toThemeOption) } };
};
