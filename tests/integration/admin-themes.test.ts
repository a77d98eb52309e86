// The platform admin's themes through the local gateway: every route as the admin and refused to the
// tenants, validation, the list (name order, the businesses wearing each theme), a change seen at once
// by a business wearing the theme, and a worn theme that cannot be deleted, also when a business puts
// it on at the same moment as the delete. Then the DynamoDB calls of each route, counted in-process.
import { GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ThemeColours, ThemeItem } from '#shared/api-types.ts';
import { keys } from '#functions/data/keys.ts';
import { MESSAGES } from '#shared/messages.ts';
import { THEME_MESSAGES } from '#shared/platform-messages.ts';
import type { RouteId } from '#shared/routes.ts';
import { searchText } from '#shared/search-text.ts';
import { buildHandler } from '#functions/admin-themes/handler.ts';
import { businessItem, subdomainItem } from '#functions/data/items.ts';
import type { ThemeRecord } from '#functions/data/records.ts';
import type { EventOptions } from '../support/events.ts';
import { recordRace } from '../support/race-figures.ts';
import { invokeRecorded } from '../support/recording-table.ts';
import { callApi, loginAs, testTable, userIdOf, useStackEnvironment } from '../support/stack.ts';
import { uniquePrefix } from './fixtures/viewer-business.ts';

const COLOURS: ThemeColours = {
  primary: '112233',
  primary2: '445566',
  secondary: '778899',
  secondary2: 'aabbcc',
  background: 'ffffff',
  support: '000000',
};
const THEMES = '/api/v1/admin/themes';
/** The 422 of a colour, which names it. */
const invalidColour = (colour: keyof ThemeColours) => THEME_MESSAGES.invalidColour(THEME_MESSAGES.colours[colour]);

let admin: string;
let gestor: string;
let cliente: string;

beforeAll(async () => {
  [admin, gestor, cliente] = await Promise.all([loginAs('admin@portal.local'), loginAs('gestor@demo.local'), loginAs('cliente@demo.local')]);
});

/** Creates a theme through the API as the admin; returns its id. */
async function newTheme(name: string, colours: Partial<ThemeColours> = {}): Promise<string> {
  const answer = await callApi('POST', THEMES, { token: admin, body: { theme: { name, ...COLOURS, ...colours } } });
  expect(answer.status).toBe(201);
  return answer.body.theme.id as string;
}

async function storedTheme(id: string): Promise<ThemeRecord | undefined> {
  const { db, tableName } = testTable();
  return (await db.send(new GetCommand({ TableName: tableName, Key: keys.theme(id), ConsistentRead: true }))).Item as ThemeRecord | undefined;
}

/** What a business putting the theme on writes on the theme's side: its name in `businesses`, only while the theme exists. */
async function wear(themeId: string, businessId: string, name: string): Promise<void> {
  const { db, tableName } = testTable();
  await db.send(
    new UpdateCommand({
      TableName: tableName,
      Key: keys.theme(themeId),
      UpdateExpression: 'SET businesses.#biz = :name',
      ConditionExpression: 'attribute_exists(PK)',
      ExpressionAttributeNames: { '#biz': businessId },
      ExpressionAttributeValues: { ':name': name },
    }),
  );
}

/** A throw-away business wearing the theme, reachable by its own subdomain (branding). */
async function businessWearing(themeId: string, name: string): Promise<{ id: string; subdomain: string }> {
  const id = uniquePrefix('tema-empresa');
  const { db, tableName } = testTable();
  const business = businessItem({
    type: 'business',
    id,
    name,
    subdomain: id,
    cnpj: '11222333000181',
    mainContactEmail: `${id}@exemplo.local`,
    mainContactFirstName: 'Contato',
    mainContactLastName: 'Tema',
    mainContactPhoneNumber: '(11) 90000-0000',
    serviceDescription: 'Empresa de teste',
    pricingCents: 0,
    dashboardCount: 0,
    userLimit: 5,
    themeId,
    logoKey: null,
    admins: {},
    activeUserCount: 0,
    createdAt: new Date().toISOString(),
  });
  await Promise.all([
    db.send(new PutCommand({ TableName: tableName, Item: business })),
    db.send(new PutCommand({ TableName: tableName, Item: subdomainItem(id, id) })),
  ]);
  await wear(themeId, id, name);
  return { id, subdomain: id };
}

describe('themes as the platform admin', () => {
  it('creates, shows, lists, updates and deletes a theme', async () => {
    const name = uniquePrefix('Tema Ciclo');
    const id = await newTheme(name, { primary: '#AABBCC', support: 'DdEeFf' });
    expect(await storedTheme(id)).toMatchObject({ name, businesses: {}, colours: { ...COLOURS, primary: 'aabbcc', support: 'ddeeff' } });

    const edit = await callApi('GET', `${THEMES}/${id}/edit`, { token: admin });
    expect([edit.status, edit.body]).toEqual([
      200,
      { theme: { id, name, ...COLOURS, primary: 'aabbcc', support: 'ddeeff', business_names: [] } },
    ]);

    const renamed = `${name} Novo`;
    const updated = await callApi('PATCH', `${THEMES}/${id}`, {
      token: admin,
      body: { theme: { name: `  ${renamed} `, ...COLOURS, background: '#FAFAFA' } },
    });
    expect([updated.status, updated.body]).toEqual([200, { success: true }]);
    const listed = (await callApi('GET', THEMES, { token: admin })).body.themes as ThemeItem[];
    expect(listed.find((theme) => theme.id === id)).toEqual({ id, name: renamed, ...COLOURS, background: 'fafafa', business_names: [] });

    const deleted = await callApi('DELETE', `${THEMES}/${id}`, { token: admin });
    expect([deleted.status, deleted.body]).toEqual([200, { success: true }]);
    expect(await storedTheme(id)).toBeUndefined();
    expect(((await callApi('GET', THEMES, { token: admin })).body.themes as ThemeItem[]).map((theme) => theme.id)).not.toContain(id);
  });

  it('answers 404 for an unknown theme on every route that names one', async () => {
    const unknown = `nenhum-${crypto.randomUUID()}`;
    const answers = await Promise.all([
      callApi('GET', `${THEMES}/${unknown}/edit`, { token: admin }),
      callApi('PATCH', `${THEMES}/${unknown}`, { token: admin, body: { theme: { name: 'Fantasma', ...COLOURS } } }),
      callApi('DELETE', `${THEMES}/${unknown}`, { token: admin }),
    ]);
    for (const answer of answers) expect([answer.status, answer.body]).toEqual([404, { error: THEME_MESSAGES.notFound }]);
    expect(await storedTheme(unknown)).toBeUndefined();
  });

  it('validates the name and each colour, keyed by field', async () => {
    const empty = await callApi('POST', THEMES, { token: admin, body: { theme: { name: '   ', ...COLOURS } } });
    expect([empty.status, empty.body]).toEqual([422, { success: false, errors: { name: [THEME_MESSAGES.nameRequired] } }]);
    const colours = await callApi('POST', THEMES, {
      token: admin,
      body: { theme: { name: 'Cores', ...COLOURS, primary: 'abc', support: 'gggggg' } },
    });
    expect([colours.status, colours.body.errors]).toEqual([
      422,
      { primary: ['Cor primária: use seis dígitos hexadecimais, como 1A2B3C.'], support: [invalidColour('support')] },
    ]);
    const missing = await callApi('POST', THEMES, { token: admin, body: { theme: { name: 'Sem fundo', ...COLOURS, background: undefined } } });
    expect([missing.status, missing.body.errors]).toEqual([422, { background: [invalidColour('background')] }]);

    const id = await newTheme(uniquePrefix('Tema Valido'));
    const bad = await callApi('PATCH', `${THEMES}/${id}`, { token: admin, body: { theme: { name: '', ...COLOURS, secondary: '#12345' } } });
    expect([bad.status, bad.body.errors]).toEqual([422, { name: [THEME_MESSAGES.nameRequired], secondary: [invalidColour('secondary')] }]);
    expect((await storedTheme(id))?.colours).toEqual(COLOURS);
  });

  it('lists every theme in name order with the sorted names of the businesses wearing it', async () => {
    const prefix = uniquePrefix('Lista');
    const [b, a, c] = [await newTheme(`${prefix} Bravo`), await newTheme(`${prefix} alfa`), await newTheme(`${prefix} Ção`)];
    await wear(b, `${prefix}-z`, 'Zeta Ltda');
    await wear(b, `${prefix}-a`, 'Ágil SA');
    await wear(b, `${prefix}-m`, 'Meio ME');

    const answer = await callApi('GET', THEMES, { token: admin });
    expect(answer.status).toBe(200);
    const themes = answer.body.themes as ThemeItem[];
    expect(themes.filter((theme) => theme.name.startsWith(prefix)).map((theme) => theme.id)).toEqual([a, b, c]);
    expect(themes.find((theme) => theme.id === b)?.business_names).toEqual(['Ágil SA', 'Meio ME', 'Zeta Ltda']);
    expect(themes.find((theme) => theme.id === 'theme-demo')).toMatchObject({
      name: 'Verde Demo',
      primary: '0f766e',
      business_names: ['Demo Analytics'],
    });
    expect(themes.find((theme) => theme.id === 'theme-outra')?.business_names).toEqual(['Outra Empresa']);
    const listKeys = themes.map((theme) => `${searchText(theme.name)}#${theme.id}`);
    expect(listKeys).toEqual([...listKeys].sort());
  });

  it('shows a changed colour at once to a business wearing the theme, and keeps who wears it', async () => {
    const id = await newTheme(uniquePrefix('Tema Marca'));
    const business = await businessWearing(id, 'Empresa da Marca');
    const before = await callApi('GET', '/api/v1/branding', { query: { subdomain: business.subdomain } });
    expect([before.status, before.body.theme]).toEqual([200, COLOURS]);

    expect(
      (await callApi('PATCH', `${THEMES}/${id}`, { token: admin, body: { theme: { name: 'Marca Nova', ...COLOURS, primary: 'C0FFEE' } } }))
        .status,
    ).toBe(200);
    const after = await callApi('GET', '/api/v1/branding', { query: { subdomain: business.subdomain } });
    expect(after.body.theme).toEqual({ ...COLOURS, primary: 'c0ffee' });
    expect((await storedTheme(id))?.businesses).toEqual({ [business.id]: 'Empresa da Marca' });
  });

  it('refuses (409) to delete a theme a business wears, and keeps it', async () => {
    const id = await newTheme(uniquePrefix('Tema Usado'));
    const business = await businessWearing(id, 'Empresa Usuária');
    const answer = await callApi('DELETE', `${THEMES}/${id}`, { token: admin });
    expect([answer.status, answer.body]).toEqual([409, { error: THEME_MESSAGES.inUse }]);
    expect((await storedTheme(id))?.businesses).toEqual({ [business.id]: 'Empresa Usuária' });
    const edit = await callApi('GET', `${THEMES}/${id}/edit`, { token: admin });
    expect(edit.body.theme.business_names).toEqual(['Empresa Usuária']);
  });

  it('keeps exactly one outcome when a business puts a theme on while it is deleted', async () => {
    let violations = 0;
    for (let round = 0; round < 6; round++) {
      const id = await newTheme(uniquePrefix('Tema Corrida'));
      const businessId = uniquePrefix('corrida');
      const [deleted, marking] = await Promise.allSettled([
        callApi('DELETE', `${THEMES}/${id}`, { token: admin }),
        wear(id, businessId, 'Corredora'),
      ]);
      if (deleted.status === 'rejected') throw deleted.reason;
      // Both succeeded: a business wears a deleted theme.
      if (deleted.value.status === 200 && marking.status === 'fulfilled') violations++;
      recordRace({ invariant: 'theme in use', requests: 2 * (round + 1), violations });
      const stored = await storedTheme(id);
      if (deleted.value.status === 200) {
        // The delete won: the theme is gone, and the marking failed its condition.
        expect(marking.status).toBe('rejected');
        expect((marking as PromiseRejectedResult).reason.name).toBe('ConditionalCheckFailedException');
        expect(stored).toBeUndefined();
      } else {
        // The marking won: the delete is refused and the theme stays, worn.
        expect([deleted.value.status, deleted.value.body]).toEqual([409, { error: THEME_MESSAGES.inUse }]);
        expect(marking.status).toBe('fulfilled');
        expect(stored?.businesses).toEqual({ [businessId]: 'Corredora' });
      }
    }
  });
});

describe('themes refused to the tenants', () => {
  it('answers 403 on every route to a customer_admin and a customer, and changes nothing', async () => {
    const name = uniquePrefix('Tema Protegido');
    const id = await newTheme(name);
    for (const token of [gestor, cliente]) {
      const answers = await Promise.all([
        callApi('GET', THEMES, { token }),
        callApi('GET', `${THEMES}/${id}/edit`, { token }),
        callApi('POST', THEMES, { token, body: { theme: { name: 'Intruso', ...COLOURS } } }),
        callApi('PATCH', `${THEMES}/${id}`, { token, body: { theme: { name: 'Intruso', ...COLOURS } } }),
        callApi('DELETE', `${THEMES}/${id}`, { token }),
      ]);
      for (const answer of answers) expect([answer.status, answer.body]).toEqual([403, { error: MESSAGES.errors.forbidden }]);
    }
    expect(await storedTheme(id)).toMatchObject({ name, colours: COLOURS });
    const listed = (await callApi('GET', THEMES, { token: admin })).body.themes as ThemeItem[];
    expect(listed.filter((theme) => theme.name === 'Intruso')).toEqual([]);
  });
});

describe('DynamoDB calls of each route', () => {
  let adminId: string;

  beforeAll(async () => {
    useStackEnvironment();
    adminId = await userIdOf('admin@portal.local');
  });

  async function invoke(routeId: RouteId, options: EventOptions) {
    const answer = await invokeRecorded((table) => buildHandler({ table: () => table }), routeId, { sub: adminId, ...options });
    return { ...answer, reads: answer.reads.sort() };
  }

  it('answers each route in one call besides the caller profile (a read first for the trail’s before on update and delete)', async () => {
    const profile = 'QueryCommand:GSI1';
    const list = await invoke('listThemes', {});
    expect([list.status, list.reads]).toEqual([200, [profile, 'QueryCommand:GSI1']]);

    const created = await invoke('createTheme', { body: { theme: { name: uniquePrefix('Tema Contado'), ...COLOURS } } });
    expect([created.status, created.reads]).toEqual([201, [profile, 'TransactWriteItemsCommand']]);
    const id = created.body.theme.id as string;

    expect((await invoke('editTheme', { params: { id } })).reads).toEqual(['GetItemCommand', profile]);
    const updated = await invoke('updateTheme', { params: { id }, body: { theme: { name: 'Contado', ...COLOURS } } });
    expect([updated.status, updated.reads]).toEqual([200, ['GetItemCommand', profile, 'TransactWriteItemsCommand']]);

    await wear(id, uniquePrefix('contada'), 'Contada');
    const refused = await invoke('deleteTheme', { params: { id } });
    expect([refused.status, refused.reads]).toEqual([409, ['GetItemCommand', 'GetItemCommand', profile, 'TransactWriteItemsCommand']]);
    const gone = await invoke('deleteTheme', { params: { id: `nenhum-${crypto.randomUUID()}` } });
    expect([gone.status, gone.reads]).toEqual([404, ['GetItemCommand', profile]]);

    const { db, tableName } = testTable();
    await db.send(
      new UpdateCommand({
        TableName: tableName,
        Key: keys.theme(id),
        UpdateExpression: 'SET businesses = :none',
        ExpressionAttributeValues: { ':none': {} },
      }),
    );
    const deleted = await invoke('deleteTheme', { params: { id } });
    expect([deleted.status, deleted.reads]).toEqual([200, ['GetItemCommand', profile, 'TransactWriteItemsCommand']]);
  });
});
