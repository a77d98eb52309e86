// The business form's values (as typed) to and from the API's shapes.
import { maskCnpj, maskPhone } from '#shared/brazilian-formats.ts';
import type { BusinessFields } from '#shared/platform-api-types.ts';
import type { RequestOf } from '#web/lib/route-request.ts';
import { moneyFromTyped, typedFromMoney } from './money-input.ts';

/** What the creation sends: every field, pricing as `"1234.56"`, and the logo's upload key when one was sent. */
export type NewBusinessInput = RequestOf<'createBusiness'>['body']['business'];
/** What the update sends: the company, contract and theme fields (the contact's cannot change and are left out). */
export type BusinessUpdateInput = RequestOf<'updateBusiness'>['body']['business'];

/** What the form edits: the texts as typed (CNPJ and phone masked, the price in Brazilian form), and a new logo. */
export interface BusinessFormValues {
  name: string;
  cnpj: string;
  subdomain: string;
  main_contact_email: string;
  main_contact_first_name: string;
  main_contact_last_name: string;
  main_contact_phone_number: string;
  service_description: string;
  /** As typed: "1.234,56". */
  pricing: string;
  /** Digits only ('' until typed). */
  user_count: string;
  theme_id: string;
  /** A newly chosen logo; null keeps the current one. */
  logo: File | null;
}

/** The fields of a new form (no `saved`) or of the business as the API answered it. */
export function formValuesOf(saved?: BusinessFields): BusinessFormValues {
  return {
    name: saved?.name ?? '',
    cnpj: saved ? maskCnpj(saved.cnpj) : '',
    subdomain: saved?.subdomain ?? '',
    main_contact_email: saved?.main_contact_email ?? '',
    main_contact_first_name: saved?.main_contact_first_name ?? '',
    main_contact_last_name: saved?.main_contact_last_name ?? '',
    main_contact_phone_number: saved ? maskPhone(saved.main_contact_phone_number) : '',
    service_description: saved?.service_description ?? '',
    pricing: saved ? typedFromMoney(saved.pricing) : '',
    user_count: saved ? String(saved.user_count) : '',
    theme_id: saved?.theme_id ?? '',
    logo: null,
  };
}

/**
 * The fields every save sends. A price that reads as no amount goes as typed, and an empty limit as 0,
 * so the server's message lands under the field (validation is the server's, spec §5).
 */
export function companyBodyOf(values: BusinessFormValues, logoKey: string | undefined): BusinessUpdateInput {
  return {
    name: values.name,
    cnpj: values.cnpj,
    subdomain: values.subdomain,
    service_description: values.service_description,
    pricing: moneyFromTyped(values.pricing) ?? values.pricing.trim(),
    user_count: Number(values.user_count || 0),
    theme_id: values.theme_id,
    ...(logoKey ? { logo_key: logoKey } : {}),
  };
}

/** The creation's body: the company's fields plus the main contact, who is invited as the first administrator. */
export function newBusinessBodyOf(values: BusinessFormValues, logoKey: string | undefined): NewBusinessInput {
  return {
    ...companyBodyOf(values, logoKey),
    main_contact_email: values.main_contact_email,
    main_contact_first_name: values.main_contact_first_name,
    main_contact_last_name: values.main_contact_last_name,
    main_contact_phone_number: values.main_contact_phone_number,
  };
}
