// GET /dashboards/{id}/info: what the info modal of a card shows, without recording a view.
import { beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '#shared/messages.ts';
import { callApi, loginAs } from '../support/stack.ts';

let customer: string;
let admin: string;
let otherAdmin: string;
beforeAll(async () => {
  [customer, admin, otherAdmin] = await Promise.all([
    loginAs('cliente@demo.local'),
    loginAs('gestor@demo.local'),
    loginAs('gestor@outra.local'),
  ]);
});

const viewCount = async (dashboardId: string) =>
  (await callApi('GET', '/api/v1/views', { token: admin, query: { dashboard_id: dashboardId } })).body.pagination.total_count as number;

describe('dashboard info', () => {
  it('gives a customer the description of a dashboard of their role, without the audience and without a view', async () => {
    const before = await viewCount('dash-funil-comercial');
    const answer = await callApi('GET', '/api/v1/dashboards/dash-funil-comercial/info', { token: customer });
    expect(answer.status).toBe(200);
    expect(answer.body.dashboard).toMatchObject({ id: 'dash-funil-comercial', name: 'Funil Comercial' });
    expect(answer.body.dashboard.description).toContain('<em>funil comercial</em>');
    expect(answer.body.dashboard).not.toHaveProperty('visible_to_users');
    expect(answer.body).not.toHaveProperty('view');
    expect(await viewCount('dash-funil-comercial')).toBe(before);
  });

  it("gives the project's administrator the users who may see it", async () => {
    const answer = await callApi('GET', '/api/v1/dashboards/dash-funil-comercial/info', { token: admin });
    expect(answer.status).toBe(200);
    expect(answer.body.dashboard.visible_to_users).toEqual(expect.arrayContaining(['Carlos Cliente', 'Gabriela Gestora']));
  });

  it('answers a dashboard outside the caller’s roles, of another business or unknown with the same 404', async () => {
    const outsideRole = await callApi('GET', '/api/v1/dashboards/dash-fluxo-caixa/info', { token: customer });
    const otherBusiness = await callApi('GET', '/api/v1/dashboards/dash-vendas-mensais/info', { token: otherAdmin });
    const unknown = await callApi('GET', '/api/v1/dashboards/nao-existe/info', { token: customer });
    for (const answer of [outsideRole, otherBusiness, unknown]) {
      expect(answer.status).toBe(404);
      expect(answer.body).toEqual({ error: MESSAGES.errors.dashboardNotFound });
    }
  });

  it('refuses a caller without a token', async () => {
    expect((await callApi('GET', '/api/v1/dashboards/dash-funil-comercial/info')).status).toBe(401);
  });
});
