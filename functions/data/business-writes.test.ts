import { describe, expect, it } from 'vitest';
import { CREATE_BUSINESS_ACTION, createBusinessActions, updateBusinessActions, type BusinessChanges } from './business-writes.ts';
import type { BusinessRecord, UserRecord } from './records.ts';

const business: BusinessRecord = {
  type: 'business',
  id: 'b1',
  name: 'Ágil SA',
  subdomain: 'agil',
  cnpj: '11222333000181',
  mainContactEmail: 'ana@agil.local',
  mainContactFirstName: 'Ana',
  mainContactLastName: 'Lima',
  mainContactPhoneNumber: '11987654321',
  serviceDescription: '',
  pricingCents: 123456,
  userLimit: 10,
  themeId: 't1',
  logoKey: null,
  admins: { u1: 'Ana Lima' },
  activeUserCount: 1,
  dashboardCount: 0,
  rolesVersion: 0,
  createdAt: '2026-11-22T00:00:00.000Z',
};

const contact: UserRecord = {
  type: 'user',
  id: 'u1',
  businessId: 'b1',
  access: 'customer_admin',
  firstName: 'Ana',
  lastName: 'Lima',
  email: 'ana@agil.local',
  roleIds: [],
  disabled: false,
  invitedBy: 'admin-1',
  invitedByName: 'Ana Administradora',
  invitedAt: business.createdAt,
  createdAt: business.createdAt,
};

const unchanged: BusinessChanges = {
  name: business.name,
  cnpj: business.cnpj,
  subdomain: business.subdomain,
  serviceDescription: business.serviceDescription,
  pricingCents: business.pricingCents,
  userLimit: business.userLimit,
  themeId: business.themeId,
};

const newOnly = { ConditionExpression: 'attribute_not_exists(#pk)', ExpressionAttributeNames: { '#pk': 'PK' } };
const themeEntry = (themeId: string, name: string | null) => ({
  Update: {
    TableName: 'portal-test',
    Key: { PK: `THEME#${themeId}`, SK: 'THEME' },
    UpdateExpression: name === null ? 'REMOVE #businesses.#id' : 'SET #businesses.#id = :name',
    ConditionExpression: 'attribute_exists(#pk)',
    ExpressionAttributeNames: { '#pk': 'PK', '#businesses': 'businesses', '#id': 'b1' },
    ...(name === null ? {} : { ExpressionAttributeValues: { ':name': name } }),
  },
});

describe('createBusinessActions', () => {
  it('puts the business, its subdomain claim, the contact’s e-mail claim, profile and identity claim as new items, and adds it to its theme', () => {
    const actions = createBusinessActions('portal-test', business, contact);

    expect(actions[CREATE_BUSINESS_ACTION.business]).toEqual({
      Put: {
        TableName: 'portal-test',
        Item: expect.objectContaining({ PK: 'BIZ#b1', SK: 'BUSINESS', GSI1PK: 'BUSINESSES', GSI1SK: 'agil sa#b1' }),
        ...newOnly,
      },
    });
    expect(actions[CREATE_BUSINESS_ACTION.subdomain]).toEqual({
      Put: { TableName: 'portal-test', Item: { PK: 'SUBDOMAIN#agil', SK: 'SUBDOMAIN', type: 'subdomain', businessId: 'b1' }, ...newOnly },
    });
    expect(actions[CREATE_BUSINESS_ACTION.theme]).toEqual(themeEntry('t1', 'Ágil SA'));
    expect(actions[CREATE_BUSINESS_ACTION.email]).toEqual({
      Put: {
        TableName: 'portal-test',
        Item: { PK: 'EMAIL#ana@agil.local', SK: 'EMAIL', type: 'email', userId: 'u1', businessId: 'b1' },
        ...newOnly,
      },
    });
    expect(actions[CREATE_BUSINESS_ACTION.contact]).toEqual({
      Put: {
        TableName: 'portal-test',
        Item: expect.objectContaining({ PK: 'BIZ#b1', SK: 'USER#u1', GSI1PK: 'IDENTITY#u1', DirPK: 'BIZ#b1#USERS', access: 'customer_admin' }),
        ...newOnly,
      },
    });
    // The contact's Cognito identity claimed for this profile alone (a profile of it elsewhere refuses the creation).
    expect(actions[CREATE_BUSINESS_ACTION.identity]).toEqual({
      Put: {
        TableName: 'portal-test',
        Item: { PK: 'IDENTITY#u1', SK: 'IDENTITY', type: 'identity', userId: 'u1', businessId: 'b1', profile: 'BIZ#b1' },
        ConditionExpression: 'attribute_not_exists(#pk) OR #profile = :profile',
        ExpressionAttributeNames: { '#pk': 'PK', '#profile': 'profile' },
        ExpressionAttributeValues: { ':profile': 'BIZ#b1' },
      },
    });
    expect(actions).toHaveLength(6);
  });
});

describe('updateBusinessActions', () => {
  it('writes only the business, held to the subdomain and theme it read, when neither they nor the name change', () => {
    const { actions, at } = updateBusinessActions('portal-test', business, { ...unchanged, pricingCents: 99, userLimit: 3 });

    expect(at).toEqual({ business: 0 });
    expect(actions).toHaveLength(1);
    const update = actions[0].Update!;
    expect(update.Key).toEqual({ PK: 'BIZ#b1', SK: 'BUSINESS' });
    expect(update.ConditionExpression).toBe('attribute_exists(#pk) AND #oldSubdomain = :oldSubdomain AND #oldTheme = :oldTheme');
    expect(update.ExpressionAttributeValues).toMatchObject({ ':oldSubdomain': 'agil', ':oldTheme': 't1' });
    const set = Object.fromEntries(
      Object.entries(update.ExpressionAttributeNames!)
        .filter(([placeholder]) => placeholder.startsWith('#f'))
        .map(([placeholder, field]) => [field, update.ExpressionAttributeValues![placeholder.replace('#', ':')]]),
    );
    expect(set).toEqual({ ...unchanged, pricingCents: 99, userLimit: 3, GSI1SK: 'agil sa#b1' });
  });

  it('renames the entry on the same theme and moves the list entry with the name', () => {
    const { actions, at } = updateBusinessActions('portal-test', business, { ...unchanged, name: 'Zeta' });

    expect(at).toEqual({ business: 0, theme: 1 });
    expect(actions[1]).toEqual(themeEntry('t1', 'Zeta'));
    expect(Object.values(actions[0].Update!.ExpressionAttributeValues!)).toContain('zeta#b1');
  });

  it('claims the new subdomain, frees the old one and moves the entry between themes', () => {
    const { actions, at } = updateBusinessActions('portal-test', business, { ...unchanged, subdomain: 'nova', themeId: 't2' });

    expect(at).toEqual({ business: 0, newSubdomain: 1, oldSubdomain: 2, oldTheme: 3, theme: 4 });
    expect(actions[1]).toEqual({
      Put: { TableName: 'portal-test', Item: { PK: 'SUBDOMAIN#nova', SK: 'SUBDOMAIN', type: 'subdomain', businessId: 'b1' }, ...newOnly },
    });
    expect(actions[2]).toEqual({
      Delete: {
        TableName: 'portal-test',
        Key: { PK: 'SUBDOMAIN#agil', SK: 'SUBDOMAIN' },
        ConditionExpression: '#businessId = :id',
        ExpressionAttributeNames: { '#businessId': 'businessId' },
        ExpressionAttributeValues: { ':id': 'b1' },
      },
    });
    expect([actions[3], actions[4]]).toEqual([themeEntry('t1', null), themeEntry('t2', 'Ágil SA')]);
  });

  it('holds a new logo to the logo it replaces (none, or the one read)', () => {
    const first = updateBusinessActions('portal-test', business, { ...unchanged, logoKey: 'b1/logos/new.png' }).actions[0].Update!;
    const replaced = updateBusinessActions(
      'portal-test',
      { ...business, logoKey: 'b1/logos/old.png' },
      { ...unchanged, logoKey: 'b1/logos/new.png' },
    ).actions[0].Update!;

    expect(first.ConditionExpression).toMatch(/ AND \(attribute_not_exists\(#oldLogo\) OR #oldLogo = :noLogo\)$/);
    expect(replaced.ConditionExpression).toMatch(/ AND #oldLogo = :oldLogo$/);
    expect(replaced.ExpressionAttributeValues).toMatchObject({ ':oldLogo': 'b1/logos/old.png' });
    expect(Object.values(replaced.ExpressionAttributeValues!)).toContain('b1/logos/new.png');
  });
});
