// One upload, many saves: the saves that name one pending upload at once (a double click, a form sent
// from two tabs, a script) write one record with it; the others are refused with a 422 on the field, and
// nothing of theirs is left (no dashboard, no business, no copy of the picture). Through the gateway.
// Each test records its figure (tests/support/race-figures.ts).
import { beforeAll, describe, expect, it } from 'vitest';
import { keys } from '#functions/data/keys.ts';
import { MANAGEMENT_MESSAGES } from '#shared/management-messages.ts';
import { buildPath } from '#shared/routes.ts';
import { recordRace } from '../support/race-figures.ts';
import { callApi, loginAs, testTable } from '../support/stack.ts';
import { createTestUser } from '../support/users.ts';
import { cognitoAccountOf } from './fixtures/collaborators.ts';
import {
  bucketKeys,
  businessForm,
  createBusinessAnswer,
  listedBusinessNames,
  storedItem,
  uploadLogo,
  useFileTheme,
} from './fixtures/new-business.ts';
import { keyOfPictureUrl, storedObjectExists, uploadPreview } from './fixtures/pictures.ts';
import { seedBusiness, testDashboard, testRole, uniquePrefix } from './fixtures/viewer-business.ts';

const SAVES = 10;
const businessId = uniquePrefix('upload-disputado');
const existing = Array.from({ length: 4 }, (_, i) => testDashboard(businessId, `${businessId}-d${i}`, `Painel Existente ${i}`));
const refusedPreview = { success: false, errors: { preview_key: [MANAGEMENT_MESSAGES.uploads.notUploaded] } };

let manager: string;
let admin: string;

const form = (name: string, previewKey: string) => ({
  dashboard: { name, summary: 'Resumo', description: '<p>Texto</p>', iframe_url: 'https://bi.example.com/painel', preview_key: previewKey },
});
const create = (body: unknown) => callApi('POST', buildPath('createDashboard'), { token: manager, body });
const update = (id: string, body: unknown) => callApi('PATCH', buildPath('updateDashboard', { id }), { token: manager, body });
const pictureOf = async (id: string) =>
  keyOfPictureUrl((await callApi('GET', buildPath('editDashboard', { id }), { token: manager })).body.dashboard.preview_pic as string);
const dashboardNames = async () =>
  (await callApi('GET', buildPath('listDashboards'), { token: manager, query: { name: 'Disputado' } })).body.dashboards.map(
    (card: { name: string }) => card.name,
  ) as string[];

beforeAll(async () => {
  await seedBusiness(testTable(), businessId, { dashboards: existing, roles: [testRole(businessId, `${businessId}-r`, 'Todos', [])] });
  const user = await createTestUser({ businessId, access: 'customer_admin', firstName: 'Gina', lastName: 'Disputa' });
  [manager, admin] = await Promise.all([loginAs(user.email), loginAs('admin@portal.local')]);
  await useFileTheme(admin);
});

describe('one upload named by many saves at once', () => {
  it('ten dashboard creations: one dashboard with the picture, nine 422 on preview_key, no copy left', async () => {
    const upload = await uploadPreview(manager);

    const answers = await Promise.all(Array.from({ length: SAVES }, (_, i) => create(form(`Painel Disputado ${i}`, upload))));

    const created = answers.flatMap((answer) => (answer.status === 201 ? [answer.body.dashboard.id as string] : []));
    const picture = created.length === 1 ? await pictureOf(created[0]) : undefined;
    const stored = await bucketKeys(`${businessId}/previews/`);
    const claim = await storedItem(keys.uploadClaim(upload));
    const violations =
      Math.abs(created.length - 1) +
      Math.abs((await dashboardNames()).length - 1) +
      // The winner's picture is there and is the only copy made of the upload; the upload itself is released.
      (picture && (await storedObjectExists(picture)) ? 0 : 1) +
      (stored.length === 1 && stored[0] === picture ? 0 : 1) +
      (claim?.storedKey === picture ? 0 : 1) +
      ((await storedObjectExists(upload)) ? 1 : 0);
    recordRace({ invariant: 'upload taken once', requests: answers.length, violations });
    expect({ created: created.length, stored, picture }).toEqual({ created: 1, stored: [picture], picture: expect.any(String) });
    expect(violations).toBe(0);
    for (const answer of answers.filter((candidate) => candidate.status !== 201))
      expect([answer.status, answer.body]).toEqual([422, refusedPreview]);
  });

  it('creations and edits of other dashboards mixed: one save takes it, the others keep their pictures', async () => {
    const before = await Promise.all(existing.map((dashboard) => pictureOf(dashboard.id)));
    const upload = await uploadPreview(manager);

    const answers = await Promise.all([
      ...existing.map((dashboard) => update(dashboard.id, form(dashboard.name, upload))),
      ...existing.map((_, i) => create(form(`Painel Disputado Misto ${i}`, upload))),
    ]);

    const successes = answers.filter((answer) => answer.status === 200 || answer.status === 201);
    const after = await Promise.all(existing.map((dashboard) => pictureOf(dashboard.id)));
    const changed = after.filter((key, i) => key !== before[i]);
    const createdMixed = (await dashboardNames()).filter((name) => name.includes('Misto'));
    const violations = Math.abs(successes.length - 1) + Math.abs(changed.length + createdMixed.length - 1);
    recordRace({ invariant: 'upload taken once', requests: answers.length, violations });
    expect(violations).toBe(0);
    for (const answer of answers.filter((candidate) => candidate.status >= 300))
      expect([answer.status, answer.body]).toEqual([422, refusedPreview]);
  });

  it('three new businesses with one logo: one is made with it, two are refused on logo_key and leave nothing', async () => {
    const logo = await uploadLogo(admin);
    const forms = Array.from({ length: 3 }, () => businessForm({ logo_key: logo }));

    const answers = await Promise.all(forms.map((business) => createBusinessAnswer(admin, business)));

    const made = answers.flatMap((answer) => (answer.status === 201 ? [answer.body.business.id as string] : []));
    const listed = await listedBusinessNames(admin);
    const losers = forms.filter((_, i) => answers[i].status !== 201);
    const leftovers = await Promise.all(
      losers.map(async (business) => {
        const email = business.main_contact_email as string;
        const left = [listed.includes(business.name as string), await storedItem(keys.email(email)), await cognitoAccountOf(email)];
        return left.filter(Boolean).length;
      }),
    );
    const logos = made.length === 1 ? await bucketKeys(`${made[0]}/logos/`) : [];
    const violations = Math.abs(made.length - 1) + leftovers.reduce((sum, count) => sum + count, 0) + Math.abs(logos.length - 1);
    recordRace({ invariant: 'upload taken once', requests: answers.length, violations });
    expect(violations).toBe(0);
    for (const answer of answers.filter((candidate) => candidate.status !== 201)) {
      expect([answer.status, answer.body]).toEqual([422, { success: false, errors: { logo_key: [MANAGEMENT_MESSAGES.uploads.notUploaded] } }]);
    }
  });
});
