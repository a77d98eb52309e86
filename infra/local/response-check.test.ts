import { describe, expect, it } from 'vitest';
import { ROUTES, routeKey } from '#shared/routes.ts';
import { responseProblem, routeIdOf } from './response-check.ts';

const answer = (statusCode: number, body: unknown) => ({ statusCode, body: JSON.stringify(body) });

const LIST_DASHBOARDS = routeKey(ROUTES.listDashboards);
const CREATE_BOOKMARK = routeKey(ROUTES.createBookmark);

const pagination = { total_pages: 1, current_page: 1, first_page: 1, last_page: 1, prev_page: null, next_page: null, total_count: 1 };
const card = { id: 'd-1', name: 'Vendas', summary: 'Vendas', preview_pic: null, bookmark_id: 'd-1' };
const dashboardList = { roles: [{ id: 'r-1', name: 'Comercial' }], dashboards: [card], pagination };

describe('the local stack’s check of each answer', () => {
  it('finds the route id by method and path', () => {
    expect(routeIdOf('GET /api/v1/dashboards/{id}')).toBe('showDashboard');
    expect(routeIdOf('GET /api/v1/nowhere')).toBeUndefined();
  });

  it('accepts an answer its route’s schema describes', () => {
    expect(responseProblem(LIST_DASHBOARDS, answer(200, dashboardList))).toBeUndefined();
    expect(responseProblem(CREATE_BOOKMARK, answer(200, { success: true, bookmark_id: 'd-1' }))).toBeUndefined();
  });

  it('refuses a missing field', () => {
    const { pagination: _dropped, ...noPagination } = dashboardList;
    expect(responseProblem(LIST_DASHBOARDS, answer(200, noPagination))).toMatch(/pagination/);
  });

  it('refuses an extra field, nested ones too', () => {
    const leaky = { ...dashboardList, dashboards: [{ ...card, businessId: 'biz-demo' }] };
    expect(responseProblem(LIST_DASHBOARDS, answer(200, leaky))).toMatch(/businessId/);
    expect(responseProblem(CREATE_BOOKMARK, answer(200, { success: true, bookmark_id: 'd-1', userId: 'u-1' }))).toMatch(/userId/);
  });

  it('refuses a field of the wrong type', () => {
    expect(responseProblem(LIST_DASHBOARDS, answer(200, { ...dashboardList, pagination: { ...pagination, total_count: '1' } }))).toMatch(
      /total_count/,
    );
    expect(responseProblem(CREATE_BOOKMARK, answer(200, { success: 'true', bookmark_id: 'd-1' }))).toMatch(/success/);
  });

  it('refuses a body that is not JSON, or none', () => {
    expect(responseProblem(CREATE_BOOKMARK, { statusCode: 200, body: '<html>' })).toMatch(/not JSON/);
    expect(responseProblem(CREATE_BOOKMARK, { statusCode: 200 })).toMatch(/not JSON/);
  });

  it('checks a 422 against the validation error shape, nested fields included', () => {
    const nested = { success: false, errors: { user: { email: ['E-mail inválido.'] }, _: ['Algo.'] } };
    expect(responseProblem(CREATE_BOOKMARK, answer(422, nested))).toBeUndefined();
    expect(responseProblem(CREATE_BOOKMARK, answer(422, { success: false, errors: { name: 'Obrigatório.' } }))).toBeDefined();
    expect(responseProblem(CREATE_BOOKMARK, answer(422, { error: 'Dados inválidos.' }))).toBeDefined();
  });

  it('checks any other error against the message shape', () => {
    for (const status of [400, 401, 403, 404, 409, 413, 429, 500, 503]) {
      expect(responseProblem(LIST_DASHBOARDS, answer(status, { error: 'Algo deu errado.' })), String(status)).toBeUndefined();
    }
    expect(responseProblem(LIST_DASHBOARDS, answer(404, { error: 'Não encontrado.', stack: 'at x' }))).toMatch(/stack/);
    expect(responseProblem(LIST_DASHBOARDS, answer(404, { message: 'Not Found' }))).toBeDefined();
  });

  it('refuses a route the table does not have and a status no route gives', () => {
    expect(responseProblem('GET /api/v1/nowhere', answer(200, {}))).toMatch(/route table/);
    expect(responseProblem(CREATE_BOOKMARK, answer(302, {}))).toMatch(/302/);
  });

  it('holds a success to the route’s own status: 201 for a create, 200 otherwise', () => {
    const created = { success: true, dashboard: { id: 'd-9' } };
    expect(responseProblem(routeKey(ROUTES.createDashboard), answer(201, created))).toBeUndefined();
    expect(responseProblem(routeKey(ROUTES.createDashboard), answer(200, created))).toMatch(/200/);
    expect(responseProblem(CREATE_BOOKMARK, answer(201, { success: true, bookmark_id: 'd-1' }))).toMatch(/201/);
  });
});
