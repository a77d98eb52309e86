// Races on a business's team through the local gateway, many requests at once: the main contact kept an
// active administrator while every administrator tries to demote or deactivate it and demote each other;
// the last administrator kept by a ring of administrators demoting each other; one e-mail invited by
// the administrators of several businesses (and given to a new business's main contact) at once: one
// wins, and its login is the winner's. Each test records its figure (tests/support/race-figures.ts).
import { beforeAll, describe, expect, it } from 'vitest';
import { keys } from '#functions/data/keys.ts';
import { BUSINESS_MESSAGES } from '#shared/platform-messages.ts';
import { USER_MESSAGES } from '#shared/team-messages.ts';
import { recordRace } from '../support/race-figures.ts';
import { callApi, loginAs, testTable, type ApiAnswer } from '../support/stack.ts';
import { createTestUser } from '../support/users.ts';
import { businessOf, cognitoAccountOf, emailClaimOf, profileOf } from './fixtures/collaborators.ts';
import { businessForm, createBusinessAnswer, listedBusinessNames, storedItem, useFileTheme } from './fixtures/new-business.ts';
import { seedBusiness, uniquePrefix } from './fixtures/viewer-business.ts';

const demote = (token: string, id: string) =>
  callApi('PATCH', `/api/v1/users/${id}`, { token, body: { user: { role_ids: [], customer_admin: false } } });
const deactivate = (token: string, id: string) => callApi('DELETE', `/api/v1/users/${id}`, { token });
const invite = (token: string, email: string) =>
  callApi('POST', '/api/v1/users', { token, body: { user: { first_name: 'Disputado', last_name: 'Por Todos', email, role_ids: [] } } });
const errorsOf = (answer: ApiAnswer) => JSON.stringify(answer.body?.errors);

/** A business of its own (no dashboards, no roles) with `count` administrators, each logged in. */
async function administeredBusiness(name: string, count: number, mainContact?: boolean) {
  const businessId = uniquePrefix(name);
  await seedBusiness(testTable(), businessId, { dashboards: [], roles: [] });
  const admins = await Promise.all(
    Array.from({ length: count }, (_, i) =>
      createTestUser({
        businessId,
        access: 'customer_admin',
        firstName: `Admin ${i}`,
        lastName: name,
        // The seed names `<business>@exemplo.local` as the main contact: the first administrator is it.
        ...(mainContact && i === 0 ? { email: `${businessId}@exemplo.local` } : {}),
      }),
    ),
  );
  const tokens = await Promise.all(admins.map((admin) => loginAs(admin.email)));
  return { businessId, admins, tokens };
}

/** Administrators named by the business item whose profiles disagree (not an active customer_admin). */
async function adminsInDisagreement(businessId: string): Promise<number> {
  const ids = Object.keys((await businessOf(businessId)).admins);
  const profiles = await Promise.all(ids.map((id) => profileOf(businessId, id)));
  return profiles.filter((profile) => profile?.access !== 'customer_admin' || profile.disabled).length;
}

describe('the main contact', () => {
  it('stays an active administrator while every administrator demotes and deactivates it and demotes each other at once', async () => {
    const { businessId, admins, tokens } = await administeredBusiness('contato-corrida', 6, true);
    const [contact, ...others] = admins;
    const otherTokens = tokens.slice(1);

    // Per other administrator: demote the contact, deactivate it, demote the next one; and the contact demotes itself.
    const atContact = [
      ...otherTokens.flatMap((token) => [demote(token, contact.id), deactivate(token, contact.id)]),
      demote(tokens[0], contact.id),
    ];
    const ring = others.map((_, i) => demote(otherTokens[i], others[(i + 1) % others.length].id));
    const [contactAnswers, ringAnswers] = await Promise.all([Promise.all(atContact), Promise.all(ring)]);

    const [profile, business] = [await profileOf(businessId, contact.id), await businessOf(businessId)];
    const violations =
      contactAnswers.filter((answer) => answer.status === 200).length +
      (profile?.access === 'customer_admin' && !profile.disabled ? 0 : 1) +
      (contact.id in business.admins ? 0 : 1) +
      (await adminsInDisagreement(businessId));
    recordRace({ invariant: 'main contact', requests: contactAnswers.length + ringAnswers.length, violations });
    expect(violations).toBe(0);
    // Refused by the rule, or (once the ring demoted its caller) because the caller is no administrator any more.
    for (const answer of contactAnswers) {
      if (answer.status === 403) continue;
      expect([answer.status, errorsOf(answer)]).toEqual([422, JSON.stringify({ main_contact_must_be_admin: [USER_MESSAGES.mainContactAdmin] })]);
    }
    for (const answer of ringAnswers) expect([200, 403]).toContain(answer.status);
    expect(await loginAs(contact.email)).toEqual(expect.any(String));
  });
});

describe('the last administrator', () => {
  it('keeps at least one when ten administrators each demote the next one at once', async () => {
    const { businessId, admins, tokens } = await administeredBusiness('anel', 10);

    const answers = await Promise.all(admins.map((_, i) => demote(tokens[i], admins[(i + 1) % admins.length].id)));

    const left = Object.keys((await businessOf(businessId)).admins);
    const violations = (left.length === 0 ? 1 : 0) + (await adminsInDisagreement(businessId));
    recordRace({ invariant: 'last administrator', requests: answers.length, violations });
    expect(violations).toBe(0);
    expect(left.length).toBeGreaterThanOrEqual(1);
    for (const answer of answers) {
      if (answer.status === 422) expect(errorsOf(answer)).toBe(JSON.stringify({ must_have_at_least_one_admin: [USER_MESSAGES.lastAdmin] }));
      else expect([200, 403]).toContain(answer.status);
    }
    // Every administrator the business names is one; everyone else was demoted.
    const accesses = await Promise.all(admins.map(async (admin) => (await profileOf(businessId, admin.id))?.access));
    expect(accesses.filter((access) => access === 'customer_admin')).toHaveLength(left.length);
  });
});

describe('one e-mail on the whole platform', () => {
  let platformAdmin: string;

  beforeAll(async () => {
    platformAdmin = await loginAs('admin@portal.local');
    await useFileTheme(platformAdmin);
  });

  it('makes one user of an address invited by eight businesses and given to a new business at once', async () => {
    const teams = await Promise.all(Array.from({ length: 8 }, (_, i) => administeredBusiness(`email-${i}`, 1)));
    const email = `disputado-${crypto.randomUUID().slice(0, 8)}@exemplo.local`;
    const form = businessForm({ main_contact_email: email });

    const [created, ...invited] = await Promise.all([
      createBusinessAnswer(platformAdmin, form),
      ...teams.map((team) => invite(team.tokens[0], email)),
    ]);

    const winners = invited.flatMap((answer, i) => (answer.status === 201 ? [teams[i].businessId] : []));
    if (created.status === 201) winners.push(created.body.business.id as string);
    const [claim, account] = [await emailClaimOf(email), await cognitoAccountOf(email)];
    const sub = account?.UserAttributes?.find((attribute) => attribute.Name === 'sub')?.Value;
    // Profiles of that address, in every business that tried (the Cognito sub is the profile's id).
    const holders = sub ? (await Promise.all(teams.map((team) => profileOf(team.businessId, sub)))).filter(Boolean).length : 0;
    const newBusinessHolds = created.status === 201 && sub ? Boolean(await profileOf(created.body.business.id, sub)) : false;
    const violations =
      Math.abs(winners.length - 1) +
      Math.max(0, holders + Number(newBusinessHolds) - 1) +
      (claim?.businessId === winners[0] && claim?.userId === sub && account?.Enabled ? 0 : 1);
    recordRace({ invariant: 'unique e-mail', requests: invited.length + 1, violations });
    expect(violations).toBe(0);

    for (const answer of invited.filter((candidate) => candidate.status !== 201)) {
      // Another business's address: the words that name no business.
      expect([answer.status, errorsOf(answer)]).toEqual([422, JSON.stringify({ user: { email: [USER_MESSAGES.emailRefused] } })]);
    }
    if (created.status !== 201) {
      expect([created.status, errorsOf(created)]).toEqual([422, JSON.stringify({ main_contact_email: [BUSINESS_MESSAGES.emailTaken] })]);
      expect(await listedBusinessNames(platformAdmin)).not.toContain(form.name);
      expect(await storedItem(keys.subdomain(form.subdomain as string))).toBeUndefined();
    }
  });
});
