// The platform's unique subdomain under a crowd: ten creations of businesses claiming one subdomain at
// once, through the gateway. One business is made; the nine others are refused naming the subdomain and
// leave nothing behind (no business, no e-mail claim, no Cognito account of their main contact). The
// test records its figure (tests/support/race-figures.ts).
import { beforeAll, describe, expect, it } from 'vitest';
import { keys } from '#functions/data/keys.ts';
import { BUSINESS_MESSAGES } from '#shared/platform-messages.ts';
import { recordRace } from '../support/race-figures.ts';
import { loginAs } from '../support/stack.ts';
import { cognitoAccountOf } from './fixtures/collaborators.ts';
import { businessForm, createBusinessAnswer, listedBusinessNames, storedItem, useFileTheme } from './fixtures/new-business.ts';
import { uniquePrefix } from './fixtures/viewer-business.ts';

const CREATIONS = 10;
let admin: string;

beforeAll(async () => {
  admin = await loginAs('admin@portal.local');
  await useFileTheme(admin);
});

describe('one subdomain claimed by ten new businesses at once', () => {
  it('makes exactly one business; the others are refused and leave nothing behind', async () => {
    const subdomain = uniquePrefix('multidao').toLowerCase();
    const forms = Array.from({ length: CREATIONS }, () => businessForm({ subdomain }));

    const answers = await Promise.all(forms.map((form) => createBusinessAnswer(admin, form)));

    const winners = answers.flatMap((answer) => (answer.status === 201 ? [answer.body.business.id as string] : []));
    const claim = await storedItem(keys.subdomain(subdomain));
    const listed = await listedBusinessNames(admin);
    const losers = forms.filter((_, i) => answers[i].status !== 201);
    const leftovers = await Promise.all(
      losers.map(async (form) => {
        const email = form.main_contact_email as string;
        const left = [listed.includes(form.name as string), await storedItem(keys.email(email)), await cognitoAccountOf(email)];
        return left.filter(Boolean).length;
      }),
    );
    const violations =
      Math.abs(winners.length - 1) + (claim?.businessId === winners[0] ? 0 : 1) + leftovers.reduce((sum, count) => sum + count, 0);
    recordRace({ invariant: 'unique subdomain', requests: answers.length, violations });
    expect(violations).toBe(0);
    for (const answer of answers.filter((candidate) => candidate.status !== 201)) {
      expect([answer.status, answer.body]).toEqual([422, { success: false, errors: { subdomain: [BUSINESS_MESSAGES.subdomainTaken] } }]);
    }
  });
});
