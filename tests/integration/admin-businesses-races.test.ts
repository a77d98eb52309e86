// What two requests racing over a business leave, and the business's logo through the upload flow.
// A creation refused by its transaction leaves nothing behind (no business, claim, theme entry, Cognito
// account or logo): first with a competitor claiming the subdomain between the checks and the write
// (injected in-process, exactly there), then with two real creations of one subdomain at once. A
// business given a theme while the theme is deleted never wears a deleted theme. Logos: uploaded before
// the business exists (pending owner `_new`), replaced on an existing one, another owner's refused.
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { keys } from '#functions/data/keys.ts';
import { MANAGEMENT_MESSAGES } from '#shared/management-messages.ts';
import { BUSINESS_MESSAGES as M } from '#shared/platform-messages.ts';
import { buildHandler } from '#functions/admin-businesses/handler.ts';
import { subdomainItem } from '#functions/data/items.ts';
import { createDocumentClient } from '#functions/lib/dynamo.ts';
import { LOCAL_CREDENTIALS, LOCAL_REGION } from '#infra/local/aws-clients.ts';
import { recordRace } from '../support/race-figures.ts';
import { invokeRecorded } from '../support/recording-table.ts';
import { callApi, loginAs, stackInfo, testTable, userIdOf, useStackEnvironment } from '../support/stack.ts';
import { cognitoAccountOf } from './fixtures/collaborators.ts';
import {
  BUSINESSES,
  bucketKeys,
  businessForm,
  createBusiness,
  createBusinessAnswer,
  createTheme,
  listedBusinessNames,
  storedItem,
  storedTheme,
  uploadLogo,
  useFileTheme,
  type BusinessForm,
} from './fixtures/new-business.ts';
import { stackFiles } from './fixtures/pictures.ts';
import { uniquePrefix } from './fixtures/viewer-business.ts';

let admin: string;
let themeId: string;

beforeAll(async () => {
  admin = await loginAs('admin@portal.local');
  themeId = await useFileTheme(admin);
});

/** Nothing of a refused creation is left: no business by that name, no e-mail claim, no Cognito account. */
async function expectNothingLeftOf(form: BusinessForm): Promise<void> {
  expect(await listedBusinessNames(admin)).not.toContain(form.name);
  expect(await storedItem(keys.email(form.main_contact_email as string))).toBeUndefined();
  expect(await cognitoAccountOf(form.main_contact_email as string)).toBeUndefined();
}

describe('a creation refused by its transaction', () => {
  beforeAll(() => {
    useStackEnvironment();
  });

  it('leaves nothing behind when another business claims the subdomain between the checks and the write', async () => {
    const form = businessForm({ logo_key: await uploadLogo(admin) });
    const competitor = uniquePrefix('concorrente');
    let attemptedId: string | undefined;
    // A table whose transaction first lets a competitor claim the subdomain: the checks have passed, the write has not run.
    const client = new DynamoDBClient({ region: LOCAL_REGION, credentials: LOCAL_CREDENTIALS, endpoint: stackInfo().endpoints.dynamodb });
    client.middlewareStack.add(
      (next, context) => async (args) => {
        if (context.commandName === 'TransactWriteItemsCommand' && !attemptedId) {
          const items = (args.input as { TransactItems: Array<{ Put?: { Item: Record<string, unknown> } }> }).TransactItems;
          const id = items[0].Put?.Item.id as string | { S: string };
          attemptedId = typeof id === 'string' ? id : id.S;
          const { db, tableName } = testTable();
          await db.send(new PutCommand({ TableName: tableName, Item: subdomainItem(form.subdomain as string, competitor) }));
        }
        return next(args);
      },
      { step: 'initialize', name: 'competitorClaimsTheSubdomain' },
    );
    const table = { db: createDocumentClient(client), tableName: stackInfo().resources.tableName };

    const answer = await invokeRecorded(
      (t) => buildHandler({ table: () => t, files: stackFiles }),
      'createBusiness',
      { sub: await userIdOf('admin@portal.local'), body: { business: form } },
      table,
    );

    expect([answer.status, answer.body]).toEqual([422, { success: false, errors: { subdomain: [M.subdomainTaken] } }]);
    expect(attemptedId).toEqual(expect.any(String));
    expect(await storedItem(keys.business(attemptedId!))).toBeUndefined();
    expect(await storedItem(keys.subdomain(form.subdomain as string))).toMatchObject({ businessId: competitor });
    expect((await storedTheme(themeId))?.businesses[attemptedId!]).toBeUndefined();
    await expectNothingLeftOf(form);
    // No logo of the business that never was; the upload itself stays, for the admin's next try.
    expect([await bucketKeys(`${attemptedId}/`), await bucketKeys(form.logo_key as string)]).toEqual([[], [form.logo_key]]);
  });

  it('lets exactly one of two creations of one subdomain win; the other leaves nothing behind', async () => {
    const subdomain = uniquePrefix('disputado').toLowerCase();
    const forms = [businessForm({ subdomain }), businessForm({ subdomain })];

    const answers = await Promise.all(forms.map((form) => createBusinessAnswer(admin, form)));
    const won = answers.filter((answer) => answer.status === 201).length;
    recordRace({ invariant: 'unique subdomain', requests: answers.length, violations: Math.max(0, won - 1) });

    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 422]);
    const winner = answers.findIndex((answer) => answer.status === 201);
    const [wonForm, lost] = [forms[winner], forms[1 - winner]];
    expect(answers[1 - winner].body).toEqual({ success: false, errors: { subdomain: [M.subdomainTaken] } });
    const id = answers[winner].body.business.id as string;
    expect(await storedItem(keys.subdomain(subdomain))).toMatchObject({ businessId: id });
    expect(await storedItem(keys.email(wonForm.main_contact_email as string))).toMatchObject({ businessId: id });
    expect(Object.values((await storedTheme(themeId))?.businesses ?? {})).not.toContain(lost.name);
    await expectNothingLeftOf(lost);
  });
});

describe('a business given a theme while the theme is deleted', () => {
  let [rounds, violations] = [0, 0];
  beforeEach(() => {
    [rounds, violations] = [0, 0];
  });
  /** Either the theme is gone and the business was refused, or it stays and lists the business. */
  async function expectOneOutcome(given: string, write: { status: number; body: any }, deleted: { status: number }, name: string) {
    const theme = await storedTheme(given);
    // Both succeeded: a business wears a deleted theme.
    if (write.status < 300 && deleted.status === 200) violations++;
    recordRace({ invariant: 'theme in use', requests: 2 * ++rounds, violations });
    if (write.status === 422) {
      expect(write.body.errors).toEqual({ theme_id: [M.unknownTheme] });
      expect([deleted.status, theme]).toEqual([200, undefined]);
      return 'refused';
    }
    expect([deleted.status, Object.values(theme?.businesses ?? {})]).toEqual([409, [name]]);
    return 'worn';
  }

  it('on creation: never a business wearing a deleted theme', async () => {
    for (let round = 0; round < 4; round++) {
      const fresh = await createTheme(admin, uniquePrefix('Tema Disputado'));
      const form = businessForm({ theme_id: fresh });
      const [write, deleted] = await Promise.all([
        createBusinessAnswer(admin, form),
        callApi('DELETE', `/api/v1/admin/themes/${fresh}`, { token: admin }),
      ]);
      expect([201, 422]).toContain(write.status);
      if ((await expectOneOutcome(fresh, write, deleted, form.name as string)) === 'refused') await expectNothingLeftOf(form);
      else expect(await storedItem(keys.business(write.body.business.id))).toMatchObject({ themeId: fresh });
    }
  });

  it('on update: never a business wearing a deleted theme', async () => {
    const form = businessForm();
    const id = await createBusiness(admin, form);
    for (let round = 0; round < 4; round++) {
      const themeBefore = ((await storedItem(keys.business(id))) as { themeId: string }).themeId;
      const fresh = await createTheme(admin, uniquePrefix('Tema Trocado'));
      const edit = (await callApi('GET', `${BUSINESSES}/${id}/edit`, { token: admin })).body.business;
      const { id: _id, logo_pic: _logo, ...fields } = edit;
      const [write, deleted] = await Promise.all([
        callApi('PATCH', `${BUSINESSES}/${id}`, { token: admin, body: { business: { ...fields, theme_id: fresh } } }),
        callApi('DELETE', `/api/v1/admin/themes/${fresh}`, { token: admin }),
      ]);
      expect([200, 422]).toContain(write.status);
      const outcome = await expectOneOutcome(fresh, write, deleted, form.name as string);
      const stored = (await storedItem(keys.business(id))) as { themeId: string };
      expect(stored.themeId).toBe(outcome === 'worn' ? fresh : themeBefore);
      expect((await storedTheme(stored.themeId))?.businesses[id]).toBe(form.name);
      if (outcome === 'worn') expect((await storedTheme(themeBefore))?.businesses[id]).toBeUndefined();
    }
  });
});

describe('the logo through the upload flow', () => {
  const logoKeyOf = (url: string) => decodeURIComponent(url.replace(/^\/uploads\//, ''));

  it('takes a logo uploaded before the business exists, and serves it', async () => {
    const pending = await uploadLogo(admin);
    expect(pending).toMatch(/^pending\/_new\/business_logo\/[0-9a-f]{32}\.png$/);

    const id = await createBusiness(admin, businessForm({ logo_key: pending }));

    const logo = (await callApi('GET', `${BUSINESSES}/${id}/edit`, { token: admin })).body.business.logo_pic as string;
    expect(logo).toMatch(new RegExp(`^/uploads/${id}/logos/[0-9a-f]{32}\\.png$`));
    const served = await fetch(new URL(logo, stackInfo().baseUrl));
    expect([served.status, served.headers.get('content-type')]).toEqual([200, 'image/png']);
    expect(await bucketKeys(pending)).toEqual([]);
  });

  it('replaces the logo of an existing business and deletes the old one', async () => {
    const form = businessForm({ logo_key: await uploadLogo(admin) });
    const id = await createBusiness(admin, form);
    const edit = (await callApi('GET', `${BUSINESSES}/${id}/edit`, { token: admin })).body.business;
    const oldKey = logoKeyOf(edit.logo_pic);
    const pending = await uploadLogo(admin, id);
    expect(pending).toMatch(new RegExp(`^pending/${id}/business_logo/`));

    const { id: _id, logo_pic: _logo, ...fields } = edit;
    const answer = await callApi('PATCH', `${BUSINESSES}/${id}`, { token: admin, body: { business: { ...fields, logo_key: pending } } });

    expect(answer.status).toBe(200);
    const newKey = logoKeyOf((await callApi('GET', `${BUSINESSES}/${id}/edit`, { token: admin })).body.business.logo_pic);
    expect(newKey).not.toBe(oldKey);
    expect(await bucketKeys(`${id}/logos/`)).toEqual([newKey]);
    const branding = await callApi('GET', '/api/v1/branding', { query: { subdomain: form.subdomain as string } });
    expect(logoKeyOf(branding.body.logo)).toBe(newKey);
  });

  it('refuses a logo key of another owner, on creation and on update, creating and changing nothing', async () => {
    const foreign = await uploadLogo(admin, 'biz-demo');
    const form = businessForm({ logo_key: foreign });
    const refused = await createBusinessAnswer(admin, form);

    expect([refused.status, refused.body.errors]).toEqual([422, { logo_key: [MANAGEMENT_MESSAGES.uploads.notUploaded] }]);
    await expectNothingLeftOf(form);
    expect(await bucketKeys(foreign)).toEqual([foreign]);

    const id = await createBusiness(admin, businessForm());
    const edit = (await callApi('GET', `${BUSINESSES}/${id}/edit`, { token: admin })).body.business;
    const { id: _id, logo_pic: _logo, ...fields } = edit;
    for (const key of [foreign, await uploadLogo(admin)]) {
      const answer = await callApi('PATCH', `${BUSINESSES}/${id}`, { token: admin, body: { business: { ...fields, logo_key: key } } });
      expect([answer.status, answer.body.errors]).toEqual([422, { logo_key: [MANAGEMENT_MESSAGES.uploads.notUploaded] }]);
    }
    expect((await callApi('GET', `${BUSINESSES}/${id}/edit`, { token: admin })).body.business.logo_pic).toBeNull();
  });
});
