// @vitest-environment jsdom
// The platform admin's dashboard form of one business (/businesses/:business_id/dashboards/new and
// …/:id/edit) through the whole app (router, shell, breadcrumb, snackbar host) with a fake API: the
// customer_admin's form plus the optional Report select. The file's PUT goes to a fake
// XMLHttpRequest (testing/fake-uploads.ts).
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { MANAGEMENT_MESSAGES } from '#shared/management-messages.ts';
import { MESSAGES } from '#shared/messages.ts';
import type { BusinessDashboardEditResponse } from '#shared/platform-api-types.ts';
import { BUSINESS_DASHBOARD_MESSAGES, BUSINESS_MESSAGES } from '#shared/platform-messages.ts';
import { toaster } from '#web/components/ui/toaster-store.ts';
import { callsOf, fail, fakeApi, type FakeHandlers } from '#web/testing/fake-api.ts';
import { fakeUploads } from '#web/testing/fake-uploads.ts';
import { renderApp, signInForTest, userDataFor } from '#web/testing/test-wrapper.tsx';
import { BUSINESS, businessDashboard, card, listAnswer, reportOption } from '../testing/fixtures.ts';
import { PATIENCE } from '#web/testing/patience.ts';

const T = PATIENCE;
const F = MANAGEMENT_MESSAGES.dashboardForm;
const M = BUSINESS_DASHBOARD_MESSAGES;
const BASE = '/api/v1/admin/businesses/b1/dashboards';
const PANEL_TAB = '/businesses/b1/panel?tab=dashboards';
const TICKET = { key: 'pending/b1/abc.png', url: 'http://s3.local/bucket/pending/b1/abc.png?sig=1', headers: { 'Content-Type': 'image/png' } };
const VENDAS = reportOption('r1', { name: 'Vendas', summary: 'Vendas por mês', description: '<p>Vendas do período</p>' });
const ESTOQUE = reportOption('r2', { name: 'Estoque', summary: 'Giro', description: '<p>Estoque</p>' });
const REPORTS = [VENDAS, ESTOQUE];
const SAVED: BusinessDashboardEditResponse['dashboard'] = {
  id: 'd1',
  name: 'Vendas Mensais',
  summary: 'Resumo de vendas',
  description: '<p>Evolução</p>',
  iframe_url: 'https://bi.example.com/embed/vendas',
  preview_pic: '/uploads/d1.png',
  report_id: 'r1',
};

// Where a save goes back to: the panel (its business data never answers here, so the panel stays,
// neither shown nor left for a 404) on its dashboards tab, which lists the business's dashboards.
const PANEL: FakeHandlers = {
  editBusiness: () => new Promise<never>(() => undefined),
  listBusinessDashboards: { business: BUSINESS, dashboards: [businessDashboard('d1', { name: 'Painel de vendas' })] },
};

async function openForm(url: string, handlers: FakeHandlers = {}) {
  signInForTest();
  const fetchSpy = fakeApi({
    userData: userDataFor({ access: 'admin', policies: { scoped: false } }),
    newBusinessDashboard: { business: BUSINESS, reports: REPORTS },
    editBusinessDashboard: { business: BUSINESS, dashboard: SAVED, reports: REPORTS },
    ...PANEL,
    ...handlers,
  });
  const app = renderApp(url);
  await screen.findByRole('heading', { level: 2, name: F.heading }, T);
  return { app, fetchSpy };
}

const bodyOf = (spy: ReturnType<typeof fakeApi>, method: string, path: string) => {
  const call = spy.mock.calls.find(
    ([input, init]) => (init?.method ?? 'GET') === method && new URL(String(input), 'http://x').pathname === path,
  );
  return call ? JSON.parse(String(call[1]?.body)) : undefined;
};
const field = (label: string) => screen.getByLabelText(label, { selector: 'input, textarea' });
const reportSelect = () => screen.getByRole('combobox', { name: M.report });

async function setIframeUrl(text: string) {
  await userEvent.click(screen.getByRole('button', { name: F.setIframeUrl }));
  const dialog = await screen.findByRole('dialog', { name: F.setIframeUrl }, T);
  await userEvent.type(within(dialog).getByLabelText(F.iframeUrl), text);
  await userEvent.click(within(dialog).getByRole('button', { name: MANAGEMENT_MESSAGES.forms.confirm.confirm }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
}

beforeEach(() => {
  // The toast store outlives a test: no notice of the test before may answer for this one.
  toaster.remove();
  fakeUploads();
});

describe('business dashboard form', { timeout: 20_000 }, () => {
  it('shows the trail Empresas › Painel de controle da empresa › Inserir dashboard and a way back to the panel tab', async () => {
    await openForm('/businesses/b1/dashboards/new');
    expect(
      screen.getByRole('heading', { level: 1, name: M.formHeading(MESSAGES.breadcrumb['business-dashboards-new'], BUSINESS.name) }),
    ).toHaveTextContent('Inserir dashboard · Demo Ltda');
    const trail = within(screen.getByRole('navigation', { name: MESSAGES.breadcrumb.label }));
    expect(trail.getByRole('link', { name: 'Empresas' })).toHaveAttribute('href', '/businesses');
    expect(trail.getByRole('link', { name: 'Painel de controle da empresa' })).toHaveAttribute('href', PANEL_TAB);
    expect(trail.getByText('Inserir dashboard')).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: F.back })).toHaveAttribute('href', PANEL_TAB);
    expect(screen.queryByRole('button', { name: F.delete })).not.toBeInTheDocument();
    const select = reportSelect();
    expect(select).toHaveValue('');
    expect(select).toHaveAccessibleDescription(M.reportHelp);
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([M.reportPlaceholder, 'Vendas', 'Estoque']);
  });

  it('names the business in the heading and the tab, from the one read of the form data', async () => {
    const { fetchSpy } = await openForm('/businesses/b1/dashboards/d1/edit', {
      editBusinessDashboard: { business: { id: 'b1', name: 'Nova Logística' }, dashboard: SAVED, reports: REPORTS },
    });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Editar dashboard · Nova Logística');
    await waitFor(() => expect(document.title).toBe(MESSAGES.app.pageTitle('Editar dashboard · Nova Logística', 'Empresa Teste')));
    // The page and the form share one answer.
    expect(callsOf(fetchSpy).filter((call) => call === `GET ${BASE}/d1/edit`)).toHaveLength(1);

    await userEvent.click(screen.getByRole('link', { name: F.back }));
    await screen.findByRole('tab', { name: BUSINESS_MESSAGES.tabs.dashboards }, T);
    await userEvent.click(await screen.findByRole('link', { name: M.create }, T));
    expect(await screen.findByRole('heading', { level: 1, name: 'Inserir dashboard · Demo Ltda' }, T)).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe(MESSAGES.app.pageTitle('Inserir dashboard · Demo Ltda', 'Empresa Teste')));
  });

  it('creates: a report fills only the empty fields; the picture goes up in the business name; report_id is saved', async () => {
    const { app, fetchSpy } = await openForm('/businesses/b1/dashboards/new', {
      createUpload: { upload: TICKET },
      createBusinessDashboard: { success: true, dashboard: { id: 'd9' } },
    });
    await userEvent.type(field(F.name), 'Painel de vendas');
    await userEvent.selectOptions(reportSelect(), 'r1');
    expect(field(F.name)).toHaveValue('Painel de vendas');
    expect(field(F.summary)).toHaveValue('Vendas por mês');
    expect(field(F.description)).toHaveValue('<p>Vendas do período</p>');
    // Another report changes none of the texts now that they are all filled.
    await userEvent.selectOptions(reportSelect(), 'r2');
    expect(field(F.summary)).toHaveValue('Vendas por mês');
    expect(field(F.description)).toHaveValue('<p>Vendas do período</p>');

    await setIframeUrl('bi.example.com/vendas');
    await userEvent.upload(screen.getByLabelText(F.newPreview), new File([new Uint8Array(2048)], 'capa.png', { type: 'image/png' }));
    await userEvent.click(screen.getByRole('button', { name: F.insert }));
    expect(await screen.findByText(F.inserted, {}, T)).toBeInTheDocument();
    await waitFor(() => expect(app.location()).toBe(PANEL_TAB));
    expect(await screen.findByRole('region', { name: M.tableLabel(BUSINESS.name) }, T)).toBeInTheDocument();

    expect(bodyOf(fetchSpy, 'POST', '/api/v1/uploads')).toEqual({
      upload: { purpose: 'dashboard_preview', content_type: 'image/png', size: 2048, business_id: 'b1' },
    });
    expect(bodyOf(fetchSpy, 'POST', BASE)).toEqual({
      dashboard: {
        name: 'Painel de vendas',
        summary: 'Vendas por mês',
        description: '<p>Vendas do período</p>',
        iframe_url: 'https://bi.example.com/vendas',
        preview_key: TICKET.key,
        report_id: 'r2',
      },
    });
  });

  it('edits: the saved report is chosen; "Nenhum report" saves report_id null and goes back to the panel tab', async () => {
    const { app, fetchSpy } = await openForm('/businesses/b1/dashboards/d1/edit', { updateBusinessDashboard: { success: true } });
    await waitFor(() => expect(field(F.name)).toHaveValue('Vendas Mensais'));
    expect(
      screen.getByRole('heading', { level: 1, name: M.formHeading(MESSAGES.breadcrumb['business-dashboards-edit'], BUSINESS.name) }),
    ).toHaveTextContent('Editar dashboard · Demo Ltda');
    const trail = within(screen.getByRole('navigation', { name: MESSAGES.breadcrumb.label }));
    expect(trail.getByRole('link', { name: 'Painel de controle da empresa' })).toHaveAttribute('href', PANEL_TAB);
    expect(trail.getByText('Editar dashboard')).toHaveAttribute('aria-current', 'page');
    expect(reportSelect()).toHaveValue('r1');

    await userEvent.selectOptions(reportSelect(), '');
    await userEvent.click(screen.getByRole('button', { name: F.update }));
    expect(await screen.findByText(F.updated, {}, T)).toBeInTheDocument();
    await waitFor(() => expect(app.location()).toBe(PANEL_TAB));
    expect(bodyOf(fetchSpy, 'PATCH', `${BASE}/d1`)).toEqual({
      dashboard: { name: SAVED.name, summary: SAVED.summary, description: SAVED.description, iframe_url: SAVED.iframe_url, report_id: null },
    });
    expect(callsOf(fetchSpy)).not.toContain(`GET ${BASE}/new`);
  });

  it('puts a refused report under the select, keeps the values and says "Erro ao atualizar dashboard"', async () => {
    const { app } = await openForm('/businesses/b1/dashboards/d1/edit', {
      updateBusinessDashboard: fail(422, { success: false, errors: { report_id: [M.unknownReport] } }),
    });
    await waitFor(() => expect(field(F.name)).toHaveValue('Vendas Mensais'));
    await userEvent.selectOptions(reportSelect(), 'r2');
    await userEvent.click(screen.getByRole('button', { name: F.update }));
    expect(await screen.findByText(F.updateFailed, {}, T)).toBeInTheDocument();
    expect(reportSelect()).toHaveAccessibleErrorMessage(M.unknownReport);
    expect(reportSelect()).toHaveValue('r2');
    expect(app.location()).toBe('/businesses/b1/dashboards/d1/edit');
  });

  it("goes back to the panel tab with the server's message when the business is not found", async () => {
    signInForTest();
    fakeApi({
      userData: userDataFor({ access: 'admin', policies: { scoped: false } }),
      newBusinessDashboard: fail(404, { error: BUSINESS_MESSAGES.notFound }),
      ...PANEL,
    });
    const app = renderApp('/businesses/b1/dashboards/new');
    expect(await screen.findByText(BUSINESS_MESSAGES.notFound, {}, T)).toBeInTheDocument();
    await waitFor(() => expect(app.location()).toBe(PANEL_TAB));
  });

  it("leaves the customer_admin's own form without the Report select (and without report_id)", async () => {
    signInForTest();
    const { report_id: _report, ...ownSaved } = SAVED;
    const fetchSpy = fakeApi({
      userData: userDataFor({ access: 'customer_admin' }),
      listDashboards: listAnswer([card('d1')]),
      editDashboard: { dashboard: ownSaved },
      updateDashboard: { success: true },
    });
    renderApp('/dashboards/d1/edit');
    await waitFor(() => expect(field(F.name)).toHaveValue('Vendas Mensais'), T);
    expect(screen.queryByRole('combobox', { name: M.report })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: F.update }));
    expect(await screen.findByText(F.updated, {}, T)).toBeInTheDocument();
    expect(bodyOf(fetchSpy, 'PATCH', '/api/v1/dashboards/d1').dashboard).not.toHaveProperty('report_id');
  });
});
