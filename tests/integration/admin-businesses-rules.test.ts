// The business form's rules through the local gateway: each Brazilian format and each check the Lambda
// adds (a subdomain, theme or e-mail already taken), one 422 naming every field, a refusal creating
// nothing; and the update: name, Ticket mensal, user limit and subdomain changed (the old subdomain
// freed for another business), the theme entry moved between themes or renamed, the contact locked.
import { beforeAll, describe, expect, it } from 'vitest';
import { keys } from '#functions/data/keys.ts';
import { BUSINESS_MESSAGES as M } from '#shared/platform-messages.ts';
import { callApi, loginAs } from '../support/stack.ts';
import { cognitoAccountOf } from './fixtures/collaborators.ts';
import {
  BUSINESSES,
  businessForm,
  createBusiness,
  createBusinessAnswer,
  createTheme,
  listedBusinessNames,
  storedItem,
  storedTheme,
  useFileTheme,
  type BusinessForm,
} from './fixtures/new-business.ts';
import { uniquePrefix } from './fixtures/viewer-business.ts';

let admin: string;
let themeId: string;

beforeAll(async () => {
  admin = await loginAs('admin@portal.local');
  themeId = await useFileTheme(admin);
});

describe('the create form’s rules', () => {
  it.each([
    ['a CNPJ whose check digits fail', { cnpj: '11.222.333/0001-82' }, 'cnpj', M.invalidCnpj],
    ['a CNPJ too short', { cnpj: '1122233300018' }, 'cnpj', M.invalidCnpj],
    ['a phone with too few digits', { main_contact_phone_number: '(11) 3456-789' }, 'main_contact_phone_number', M.invalidPhone],
    ['a phone with an unknown area code', { main_contact_phone_number: '(00) 98765-4321' }, 'main_contact_phone_number', M.invalidPhone],
    ['pricing with a comma', { pricing: '12,50' }, 'pricing', M.invalidPricing],
    ['a negative pricing', { pricing: '-1' }, 'pricing', M.invalidPricing],
    ['pricing as a number', { pricing: 12.5 }, 'pricing', M.invalidPricing],
    ['a user limit of zero', { user_count: 0 }, 'user_count', M.invalidUserCount],
    ['a fractional user limit', { user_count: 1.5 }, 'user_count', M.invalidUserCount],
    ['a subdomain with an underscore', { subdomain: 'minha_empresa' }, 'subdomain', M.invalidSubdomain],
    ['a reserved subdomain', { subdomain: 'WWW' }, 'subdomain', M.reservedSubdomain],
    ['a subdomain another business holds', { subdomain: 'demo' }, 'subdomain', M.subdomainTaken],
    ['a theme that does not exist', { theme_id: 'tema-inexistente' }, 'theme_id', M.unknownTheme],
    ['an e-mail in use on the platform', { main_contact_email: 'Gestor@Demo.Local' }, 'main_contact_email', M.emailTaken],
    ['an invalid e-mail', { main_contact_email: 'sem-arroba' }, 'main_contact_email', M.invalidEmail],
    ['an empty name', { name: '   ' }, 'name', M.required],
  ])('refuses %s with its message, creating nothing', async (_, change, field, message) => {
    const form = businessForm(change as BusinessForm);
    const answer = await createBusinessAnswer(admin, form);

    expect([answer.status, answer.body]).toEqual([422, { success: false, errors: { [field]: [message] } }]);
    expect(await listedBusinessNames(admin)).not.toContain(form.name);
    if (field !== 'main_contact_email') expect(await storedItem(keys.email(form.main_contact_email as string))).toBeUndefined();
  });

  it('names every field the Lambda refuses in one answer, before any account is created', async () => {
    const form = businessForm({ subdomain: 'outra', theme_id: 'tema-inexistente', main_contact_email: 'gestor@outra.local' });
    const answer = await createBusinessAnswer(admin, form);

    expect([answer.status, answer.body.errors]).toEqual([
      422,
      { subdomain: [M.subdomainTaken], theme_id: [M.unknownTheme], main_contact_email: [M.emailTaken] },
    ]);
  });

  it('accepts a bare CNPJ, a landline phone and an upper-case subdomain, stored normalised', async () => {
    const tag = uniquePrefix('normal').toLowerCase();
    const id = await createBusiness(
      admin,
      businessForm({ cnpj: '11222333000181', main_contact_phone_number: '(21) 2345-6789', subdomain: tag.toUpperCase(), pricing: '0' }),
    );

    expect(await storedItem(keys.business(id))).toMatchObject({
      cnpj: '11222333000181',
      mainContactPhoneNumber: '2123456789',
      subdomain: tag,
      pricingCents: 0,
    });
    expect(await storedItem(keys.subdomain(tag))).toMatchObject({ businessId: id });
  });
});

describe('updating a business', () => {
  /** The form as the edit screen sends it back: every field as it shows them. */
  async function editForm(id: string): Promise<BusinessForm> {
    const edit = await callApi('GET', `${BUSINESSES}/${id}/edit`, { token: admin });
    expect(edit.status).toBe(200);
    const { id: _id, logo_pic: _logo, ...fields } = edit.body.business;
    return fields;
  }
  const patch = (id: string, business: BusinessForm) => callApi('PATCH', `${BUSINESSES}/${id}`, { token: admin, body: { business } });

  it('changes the name, Ticket mensal, user limit and subdomain, and frees the old subdomain', async () => {
    const themeId = await createTheme(admin, uniquePrefix('Tema Renomeado'));
    const before = businessForm({ theme_id: themeId });
    const id = await createBusiness(admin, before);
    const newName = `${before.name} Renomeada`;
    const newSubdomain = uniquePrefix('novo').toLowerCase();

    const answer = await patch(id, { ...(await editForm(id)), name: newName, pricing: '1234.56', user_count: 1, subdomain: newSubdomain });

    expect([answer.status, answer.body]).toEqual([200, { success: true }]);
    expect(await editForm(id)).toMatchObject({ name: newName, pricing: '1234.56', user_count: 1, subdomain: newSubdomain });
    expect(await storedItem(keys.business(id))).toMatchObject({ pricingCents: 123456, userLimit: 1, activeUserCount: 1 });
    expect(await storedItem(keys.subdomain(newSubdomain))).toMatchObject({ businessId: id });
    expect(await storedItem(keys.subdomain(before.subdomain as string))).toBeUndefined();
    expect((await storedTheme(themeId))?.businesses).toEqual({ [id]: newName });
    const names = await listedBusinessNames(admin);
    expect([names.includes(newName), names.includes(before.name as string)]).toEqual([true, false]);
    expect((await callApi('GET', '/api/v1/branding', { query: { subdomain: newSubdomain } })).body.name).toBe(newName);
    expect((await callApi('GET', '/api/v1/branding', { query: { subdomain: before.subdomain as string } })).status).toBe(404);

    // Another business may claim the subdomain it left.
    const other = await createBusiness(admin, businessForm({ subdomain: before.subdomain }));
    expect(await storedItem(keys.subdomain(before.subdomain as string))).toMatchObject({ businessId: other });
  });

  it('moves the business between the two themes’ maps when its theme changes', async () => {
    const [from, to] = [await createTheme(admin, uniquePrefix('Tema De')), await createTheme(admin, uniquePrefix('Tema Para'))];
    const form = businessForm({ theme_id: from });
    const id = await createBusiness(admin, form);

    const answer = await patch(id, { ...(await editForm(id)), theme_id: to });

    expect(answer.status).toBe(200);
    expect([(await storedTheme(from))?.businesses, (await storedTheme(to))?.businesses]).toEqual([{}, { [id]: form.name }]);
    expect((await callApi('DELETE', `/api/v1/admin/themes/${from}`, { token: admin })).status).toBe(200);
    expect((await callApi('DELETE', `/api/v1/admin/themes/${to}`, { token: admin })).status).toBe(409);
  });

  it('refuses a subdomain another business holds and a theme that does not exist, changing nothing', async () => {
    const form = businessForm();
    const id = await createBusiness(admin, form);
    const fields = await editForm(id);

    const taken = await patch(id, { ...fields, subdomain: 'outra', name: 'Nome Que Não Fica' });
    const unknownTheme = await patch(id, { ...fields, theme_id: 'tema-inexistente' });

    expect([taken.status, taken.body.errors]).toEqual([422, { subdomain: [M.subdomainTaken] }]);
    expect([unknownTheme.status, unknownTheme.body.errors]).toEqual([422, { theme_id: [M.unknownTheme] }]);
    expect(await editForm(id)).toEqual(fields);
    expect(await storedItem(keys.subdomain('outra'))).toMatchObject({ businessId: 'biz-outra' });
    expect((await storedTheme(themeId))?.businesses[id]).toBe(form.name);
  });

  it('refuses each contact field sent changed, and accepts them sent back as they are', async () => {
    const form = businessForm();
    const id = await createBusiness(admin, form);
    const fields = await editForm(id);

    const changed = await patch(id, {
      ...fields,
      main_contact_email: 'outro@contato.local',
      main_contact_first_name: 'Outro',
      main_contact_last_name: 'Nome',
      main_contact_phone_number: '(11) 91234-5678',
    });
    expect([changed.status, changed.body.errors]).toEqual([
      422,
      {
        main_contact_email: [M.contactLocked],
        main_contact_first_name: [M.contactLocked],
        main_contact_last_name: [M.contactLocked],
        main_contact_phone_number: [M.contactLocked],
      },
    ]);
    expect(await storedItem(keys.business(id))).toMatchObject({ mainContactEmail: form.main_contact_email, mainContactFirstName: 'Contato' });

    const same = await patch(id, {
      ...fields,
      name: `${form.name} Mesma`,
      main_contact_email: ` ${(form.main_contact_email as string).toUpperCase()} `,
      main_contact_first_name: ' Contato ',
      main_contact_phone_number: '11987654321',
    });
    expect([same.status, same.body]).toEqual([200, { success: true }]);
    const {
      main_contact_email: _e,
      main_contact_first_name: _f,
      main_contact_last_name: _l,
      main_contact_phone_number: _p,
      ...company
    } = fields;
    const withoutContact = await patch(id, { ...company, name: `${form.name} Sem Contato` });
    expect(withoutContact.status).toBe(200);
    expect((await editForm(id)).name).toBe(`${form.name} Sem Contato`);
    expect((await cognitoAccountOf(form.main_contact_email as string))?.UserStatus).toBe('FORCE_CHANGE_PASSWORD');
  });

  it('validates the update with the create form’s rules', async () => {
    const id = await createBusiness(admin, businessForm());
    const answer = await patch(id, { ...(await editForm(id)), cnpj: '00.000.000/0000-00', pricing: '1.234,56', user_count: 0 });

    expect([answer.status, answer.body.errors]).toEqual([
      422,
      { cnpj: [M.invalidCnpj], pricing: [M.invalidPricing], user_count: [M.invalidUserCount] },
    ]);
  });
});
