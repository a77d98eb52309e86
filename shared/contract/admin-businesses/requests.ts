// The client businesses (admin only): the list, the form's data, the creation (which claims the
// subdomain and invites the main contact as the business's first customer_admin) and the update.
// Errors are keyed by field (`cnpj`, not `business.cnpj`). CNPJ and phone arrive masked or bare and
// are stored as digits; pricing travels as a decimal string (`"1234.56"`) and is stored as integer
// cents. The update takes the contact fields only to refuse a change (BUSINESS_MESSAGES.contactLocked).
import * as z from 'zod/mini';
import { centsOf, isCnpj, isPhone, MONEY_PATTERN, onlyDigits } from '../../brazilian-formats.ts';
import { SUBDOMAIN_LABEL } from '../../business-of-page.ts';
import { INPUT_LIMITS } from '../../constants.ts';
import { BUSINESS_MESSAGES as M } from '../../platform-messages.ts';
import { USER_MESSAGES } from '../../team-messages.ts';
import { idField, multiLineText, pageField, plainText, userStatusField } from '../fields.ts';

// Kept here, not in constants.ts: only the API checks it, so the SPA's shared chunk does not carry it.
/**
 * Subdomains no business may claim: the portal's own hosts and the names people would mistake for
 * the provider's. Compared lower-case.
 */
const RESERVED_SUBDOMAINS = [
  'www',
  'api',
  'admin',
  'app',
  'static',
  'uploads',
  'assets',
  'cdn',
  'mail',
  'smtp',
  'ftp',
  'login',
  'auth',
  'portal',
  'reports',
  'status',
  'help',
  'support',
  'localhost',
] as const;

/** `{ business_id }` of every path under /admin/businesses/. */
export const businessPath = z.object({ business_id: idField });
/** `{ business_id, id }` of a business's user: `/admin/businesses/{business_id}/users/{id}/…`. */
const businessUserPath = z.object({ business_id: idField, id: idField });

const requiredText = (max: number) =>
  z.string({ error: M.required }).check(z.trim(), z.minLength(1, { error: M.required }), z.maxLength(max, { error: M.tooLong(max) }), plainText);

// The digits alone are kept, but a value with control characters around them is refused, not cleaned.
const cnpj = z.pipe(
  z.string({ error: M.invalidCnpj }).check(z.trim(), z.refine(isCnpj, { error: M.invalidCnpj }), plainText),
  z.transform(onlyDigits),
);

const phone = z.pipe(
  z.string({ error: M.invalidPhone }).check(z.trim(), z.refine(isPhone, { error: M.invalidPhone }), plainText),
  z.transform(onlyDigits),
);

const email = z.pipe(
  z.string({ error: M.invalidEmail }).check(z.trim(), z.toLowerCase(), z.maxLength(INPUT_LIMITS.email, { error: M.invalidEmail })),
  z.email({ error: M.invalidEmail }),
);

/** A DNS label the platform has not kept for itself (lower-cased). */
const subdomain = z.string({ error: M.invalidSubdomain }).check(
  z.trim(),
  z.toLowerCase(),
  z.regex(SUBDOMAIN_LABEL, { error: M.invalidSubdomain }),
  z.refine((value) => !(RESERVED_SUBDOMAINS as readonly string[]).includes(value), { error: M.reservedSubdomain }),
);

/** `"1234.56"` → 123456 (cents). */
const pricing = z.pipe(
  z.string({ error: M.invalidPricing }).check(z.trim(), z.regex(MONEY_PATTERN, { error: M.invalidPricing })),
  z.transform(centsOf),
);

const userCount = z
  .number({ error: M.invalidUserCount })
  .check(
    z.int({ error: M.invalidUserCount }),
    z.positive({ error: M.invalidUserCount }),
    z.maximum(INPUT_LIMITS.userCount, { error: M.invalidUserCount }),
  );

const companyFields = {
  name: requiredText(INPUT_LIMITS.businessName),
  cnpj,
  subdomain,
  service_description: z._default(
    z
      .string()
      .check(z.trim(), z.maxLength(INPUT_LIMITS.serviceDescription, { error: M.tooLong(INPUT_LIMITS.serviceDescription) }), multiLineText),
    '',
  ),
  pricing,
  user_count: userCount,
  theme_id: z
    .string({ error: M.unknownTheme })
    .check(z.trim(), z.minLength(1, { error: M.unknownTheme }), z.maxLength(INPUT_LIMITS.id), plainText),
  /** Names an upload (purpose business_logo); left out on an update, the logo stays. */
  logo_key: z.optional(z.string().check(z.minLength(1), z.maxLength(INPUT_LIMITS.uploadKey), plainText)),
};

const contactFields = {
  main_contact_email: email,
  main_contact_first_name: requiredText(INPUT_LIMITS.personName),
  main_contact_last_name: requiredText(INPUT_LIMITS.personName),
  main_contact_phone_number: phone,
};

const createBody = z.object({ business: z.object({ ...companyFields, ...contactFields }) });

/** The update: the contact fields may be sent back as the form shows them, but not changed. */
const updateBody = z.object({
  business: z.object({
    ...companyFields,
    main_contact_email: z.optional(z.string().check(z.trim(), z.toLowerCase(), plainText)),
    main_contact_first_name: z.optional(z.string().check(z.trim(), plainText)),
    main_contact_last_name: z.optional(z.string().check(z.trim(), plainText)),
    main_contact_phone_number: z.optional(z.pipe(z.string().check(plainText), z.transform(onlyDigits))),
  }),
});

const notFound = M.notFound;

export const adminBusinessesContracts = {
  listBusinesses: {},
  newBusiness: {},
  editBusiness: { params: businessPath, notFound },
  createBusiness: { body: createBody, fieldErrorsUnder: 'business' },
  updateBusiness: { params: businessPath, notFound, body: updateBody, fieldErrorsUnder: 'business' },
  listBusinessUsers: {
    params: businessPath,
    notFound,
    query: z.object({ page: pageField, status: userStatusField }),
  },
  // A user of another business answers as an unknown one: USER_MESSAGES.notFound.
  reactivateBusinessUser: { params: businessUserPath, notFound: USER_MESSAGES.notFound },
  resendBusinessUserInvitation: { params: businessUserPath, notFound: USER_MESSAGES.notFound },
};
