// @vitest-environment jsdom
// The business panel (/businesses/:id/panel, composed in web/src/app/routes) through the whole app
// with a fake API: its tabs follow ?tab=, the form in edit mode, and the users tab.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { confirmResend } from '#web/testing/people-actions.ts';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { MANAGEMENT_MESSAGES } from '#shared/management-messages.ts';
import { MESSAGES } from '#shared/messages.ts';
import { BUSINESS_DASHBOARD_MESSAGES, BUSINESS_MESSAGES } from '#shared/platform-messages.ts';
import { USER_MESSAGES } from '#shared/team-messages.ts';
import { toaster } from '#web/components/ui/toaster-store.ts';
import { callsOf, fail, fakeApi, type FakeHandlers } from '#web/testing/fake-api.ts';
import { fakeUploads } from '#web/testing/fake-uploads.ts';
import { renderApp, signInForTest, userDataFor } from '#web/testing/test-wrapper.tsx';
import { ACME, businessUser, editAnswer, usersAnswer } from '../testing/fixtures.ts';
import { PATIENCE } from '#web/testing/patience.ts';

const T = PATIENCE;
const M = BUSINESS_MESSAGES;
const F = M.fields;
const USERS = [
  businessUser('u1', { name: 'Maria Silva', email: 'maria@acme.com.br', customer_admin: true, invited_at: null }),
  businessUser('u2', { name: 'Bruno Lima', email: 'bruno@acme.com.br', invited_at: '2024-03-05T15:00:00.000Z' }),
];

const notFound = fail(404, { error: M.notFound });

function openPanel(url: string, handlers: FakeHandlers = {}) {
  signInForTest();
  const fetchSpy = fakeApi({
    userData: userDataFor({ access: 'admin' }),
    listBusinesses: { businesses: [] },
    editBusiness: ({ params }) => (params.business_id === 'b1' ? editAnswer() : notFound),
    listBusinessUsers: ({ params, query }) => {
      if (params.business_id !== 'b1') return notFound;
      const page = Number(query.page ?? 1);
      return page === 1 ? usersAnswer(USERS, { total: 25 }) : usersAnswer([businessUser('u21')], { page, total: 25 });
    },
    listBusinessDashboards: ({ params }) =>
      params.business_id === 'b1' ? { business: { id: 'b1', name: ACME.name }, dashboards: [] } : notFound,
    ...handlers,
  });
  return { app: renderApp(url), fetchSpy };
}

const bodyOf = (spy: ReturnType<typeof fakeApi>, method: string, path: string) => {
  const call = spy.mock.calls.find(
    ([input, init]) => (init?.method ?? 'GET') === method && new URL(String(input), 'http://x').pathname === path,
  );
  return call ? JSON.parse(String(call[1]?.body)) : undefined;
};
const tabs = () => screen.getByRole('tablist', { name: M.tabsLabel });
const tab = (name: string) => within(tabs()).getByRole('tab', { name });
const textbox = (label: string) => screen.getByRole('textbox', { name: label });

beforeEach(() => {
  // The toast store outlives a test: no notice of the test before may answer for this one.
  toaster.remove();
  vi.restoreAllMocks();
  // The logo's PUT goes to a fake XMLHttpRequest, which answers 200.
  fakeUploads();
});

describe('business panel', { timeout: 30_000 }, () => {
  it('names the business and opens "Dados cadastrais" by default: the form in edit mode, the contact disabled', async () => {
    openPanel('/businesses/b1/panel');
    expect(await screen.findByRole('heading', { level: 1, name: M.panelHeading('Acme Ltda') }, T)).toBeInTheDocument();
    // The tab names the business too, once its data is in.
    await waitFor(() => expect(document.title).toBe(MESSAGES.app.pageTitle('Painel de controle da empresa Acme Ltda', 'Empresa Teste')));
    expect(
      within(tabs())
        .getAllByRole('tab')
        .map((t) => t.textContent),
    ).toEqual(['Dados cadastrais', 'Dashboards', 'Usuários', 'Indicadores', 'Atividade']);
    expect(tab(M.tabs.infos)).toHaveAttribute('aria-selected', 'true');
    const form = await screen.findByRole('form', { name: M.formHeadingEdit }, T);
    expect(within(form).getByRole('textbox', { name: F.cnpj })).toHaveValue('11.222.333/0001-81');
    expect(within(form).getByRole('textbox', { name: F.pricing })).toHaveValue('1.234,56');
    expect(within(form).getByRole('textbox', { name: F.user_count })).toHaveValue('25');
    expect(within(form).getByRole('radio', { name: 'Verde-água' })).toBeChecked();
    expect(within(form).getByRole('img', { name: MANAGEMENT_MESSAGES.forms.file.currentAlt })).toHaveAttribute('src', ACME.logo_pic);
    for (const [label, value] of [
      [F.main_contact_email, 'maria@acme.com.br'],
      [F.main_contact_first_name, 'Maria'],
      [F.main_contact_last_name, 'Silva'],
      [F.main_contact_phone_number, '(11) 98765-4321'],
    ]) {
      expect(textbox(label)).toBeDisabled();
      expect(textbox(label)).toHaveValue(value);
    }
    expect(screen.getByText(M.contactLockedHelp)).toBeInTheDocument();
    expect(screen.queryByText(M.invitationNote)).not.toBeInTheDocument();
    expect(within(form).getByRole('button', { name: M.submitEdit })).toBeInTheDocument();
  });

  it('updates with PATCH (no contact fields, pricing "2500.00", the new logo under the business), then shows the business fetched again', async () => {
    let edits = 0;
    const { app, fetchSpy } = openPanel('/businesses/b1/panel', {
      editBusiness: () => {
        edits += 1;
        return edits === 1 ? editAnswer() : editAnswer({ name: 'Acme Brasil', pricing: '2500.00', logo_pic: '/uploads/b1/new.png' });
      },
      createUpload: { upload: { key: 'pending/b1/new.png', url: 'http://s3.local/new.png', headers: {} } },
      updateBusiness: { success: true },
    });
    await screen.findByRole('form', { name: M.formHeadingEdit }, T);
    await userEvent.clear(textbox(F.name));
    await userEvent.type(textbox(F.name), 'Acme Brasil');
    await userEvent.clear(textbox(F.pricing));
    await userEvent.type(textbox(F.pricing), '2.500');
    await userEvent.upload(screen.getByLabelText(F.logo), new File([new Uint8Array(100)], 'novo.png', { type: 'image/png' }));
    await userEvent.click(screen.getByRole('button', { name: M.submitEdit }));

    expect(await screen.findByText(M.updated, {}, T)).toBeInTheDocument();
    expect(app.location()).toBe('/businesses/b1/panel');
    expect(bodyOf(fetchSpy, 'POST', '/api/v1/uploads')).toEqual({
      upload: { purpose: 'business_logo', content_type: 'image/png', size: 100, business_id: 'b1' },
    });
    expect(bodyOf(fetchSpy, 'PATCH', '/api/v1/admin/businesses/b1')).toEqual({
      business: {
        name: 'Acme Brasil',
        cnpj: '11.222.333/0001-81',
        subdomain: 'acme',
        service_description: 'Painéis de vendas',
        pricing: '2500.00',
        user_count: 25,
        theme_id: 't1',
        logo_key: 'pending/b1/new.png',
      },
    });
    expect(await screen.findByRole('heading', { level: 1, name: M.panelHeading('Acme Brasil') }, T)).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('img', { name: MANAGEMENT_MESSAGES.forms.file.currentAlt })).toHaveAttribute('src', '/uploads/b1/new.png'),
    );
    expect(textbox(F.pricing)).toHaveValue('2.500,00');
    expect(screen.getByText(MANAGEMENT_MESSAGES.forms.file.noFile)).toBeInTheDocument();
  });

  it('says "Erro ao atualizar empresa" with the errors under their fields, and keeps what was typed', async () => {
    openPanel('/businesses/b1/panel', {
      updateBusiness: fail(422, { errors: { subdomain: [M.subdomainTaken], pricing: [M.invalidPricing] } }),
    });
    await screen.findByRole('form', { name: M.formHeadingEdit }, T);
    await userEvent.clear(textbox(F.subdomain));
    await userEvent.type(textbox(F.subdomain), 'beta');
    await userEvent.click(screen.getByRole('button', { name: M.submitEdit }));
    expect(await screen.findByText(M.updateFailed, {}, T)).toBeInTheDocument();
    expect(textbox(F.subdomain)).toHaveAccessibleErrorMessage(M.subdomainTaken);
    expect(textbox(F.pricing)).toHaveAccessibleErrorMessage(M.invalidPricing);
    expect(textbox(F.subdomain)).toHaveValue('beta');
  });

  it('opens the tab the URL names, renders only that tab, and writes a chosen tab into the URL (replacing it)', async () => {
    const { app, fetchSpy } = openPanel('/businesses/b1/panel?tab=users');
    expect(await screen.findByRole('table', { name: M.usersTableLabel('Acme Ltda') }, T)).toBeInTheDocument();
    expect(tab(M.tabs.users)).toHaveAttribute('aria-selected', 'true');
    expect(screen.queryByRole('form')).not.toBeInTheDocument();

    await userEvent.click(tab(M.tabs.dashboards));
    await waitFor(() => expect(app.location()).toBe('/businesses/b1/panel?tab=dashboards'));
    expect(app.router.state.historyAction).toBe('REPLACE');
    expect(await screen.findByText(BUSINESS_DASHBOARD_MESSAGES.empty, {}, T)).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: M.usersTableLabel('Acme Ltda') })).not.toBeInTheDocument();
    expect(callsOf(fetchSpy)).toContain('GET /api/v1/admin/businesses/b1/dashboards');

    // By keyboard: the arrow keys move the focus between the tabs, Enter opens the focused one.
    expect(tab(M.tabs.dashboards)).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    await waitFor(() => expect(tab(M.tabs.infos)).toHaveFocus());
    expect(app.location()).toBe('/businesses/b1/panel?tab=dashboards');
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(app.location()).toBe('/businesses/b1/panel'));
    expect(await screen.findByRole('form', { name: M.formHeadingEdit }, T)).toBeInTheDocument();
    expect(screen.queryByText(BUSINESS_DASHBOARD_MESSAGES.empty)).not.toBeInTheDocument();

    // Following a link (or a reload) to ?tab=dashboards opens that tab.
    await app.router.navigate('/businesses/b1/panel?tab=dashboards');
    await waitFor(() => expect(tab(M.tabs.dashboards)).toHaveAttribute('aria-selected', 'true'));
  });

  it('lists the users: name, e-mail, administrator, invitation day, situation; pages through the URL', async () => {
    const { app, fetchSpy } = openPanel('/businesses/b1/panel?tab=users');
    const table = await screen.findByRole('table', { name: M.usersTableLabel('Acme Ltda') }, T);
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Nome', 'E-mail', 'Administrador', 'Convidado em', 'Situação', 'Ações']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      ['Maria Silva', 'maria@acme.com.br', 'Sim', M.invitedAtNone, '', ''],
      ['Bruno Lima', 'bruno@acme.com.br', 'Não', '05/03/2024', '', ''],
    ]);
    expect(within(table).queryByRole('link')).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: M.usersTableLabel('Acme Ltda') })).toHaveAttribute('tabindex', '0');

    await userEvent.click(screen.getByRole('button', { name: 'Página 2' }));
    await waitFor(() => expect(app.location()).toBe('/businesses/b1/panel?tab=users&page=2'));
    expect(await screen.findByText('Pessoa u21', {}, T)).toBeInTheDocument();
    expect(callsOf(fetchSpy)).toContain('GET /api/v1/admin/businesses/b1/users?page=2&status=active');
  });

  it('says so when the business has no active user', async () => {
    openPanel('/businesses/b1/panel?tab=users', { listBusinessUsers: usersAnswer([]) });
    expect(await screen.findByText(M.usersEmpty, {}, T)).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it("goes back to the list with the server's message when the business is not found", async () => {
    const { app } = openPanel('/businesses/zz/panel', { editBusiness: notFound });
    expect(await screen.findByText(M.notFound, {}, T)).toBeInTheDocument();
    await waitFor(() => expect(app.location()).toBe('/businesses'));
  });
});

describe("business panel: the users' invitations and the deactivated", { timeout: 30_000 }, () => {
  const MARIA = businessUser('u1', {
    name: 'Maria Silva',
    email: 'maria@acme.com.br',
    customer_admin: true,
    invitation_pending: true,
    invitation_sent_at: '2024-04-02T12:00:00.000Z',
  });
  const BRUNO = businessUser('u2', { name: 'Bruno Lima', email: 'bruno@acme.com.br' });
  const DORA = businessUser('u5', { name: 'Dora Reis', email: 'dora@acme.com.br', deactivated_at: '2024-04-10T12:00:00.000Z' });
  const usersTable = () => screen.findByRole('table', { name: M.usersTableLabel('Acme Ltda') }, T);
  const rowOf = async (name: string) =>
    within(await usersTable())
      .getByText(name)
      .closest('tr')!;

  it("marks the main contact's pending invitation and sends it again through the admin's route", async () => {
    const { fetchSpy } = openPanel('/businesses/b1/panel?tab=users', {
      listBusinessUsers: usersAnswer([MARIA, BRUNO]),
      resendBusinessUserInvitation: ({ params }) =>
        params.business_id === 'b1' && params.id === 'u1' ? { success: true } : fail(404, { error: USER_MESSAGES.notFound }),
    });
    const maria = await rowOf('Maria Silva');
    expect(within(maria).getByText(USER_MESSAGES.invitationPending)).toBeInTheDocument();
    expect(within(maria).getByText(USER_MESSAGES.invitationSentOn('02/04/2024'))).toBeInTheDocument();
    expect(within(await rowOf('Bruno Lima')).queryByRole('button')).not.toBeInTheDocument();

    await confirmResend(maria, 'Maria Silva', 'maria@acme.com.br');
    expect(await screen.findByText(USER_MESSAGES.invitationResent('maria@acme.com.br'), {}, T)).toBeInTheDocument();
    expect(callsOf(fetchSpy)).toContain('POST /api/v1/admin/businesses/b1/users/u1/invitation');
  });

  it('lists the deactivated from the filter (in the URL, back on page 1) and reactivates one: the row leaves, the list is asked again', async () => {
    let reactivated = false;
    const { app, fetchSpy } = openPanel('/businesses/b1/panel?tab=users&page=2', {
      listBusinessUsers: ({ query }) => {
        if (query.status !== 'inactive') return usersAnswer([BRUNO]);
        return usersAnswer(reactivated ? [] : [DORA]);
      },
      reactivateBusinessUser: ({ params }) => {
        reactivated = params.business_id === 'b1' && params.id === 'u5';
        return reactivated ? { success: true } : fail(404, { error: USER_MESSAGES.notFound });
      },
    });
    await rowOf('Bruno Lima');
    expect(screen.queryByRole('button', { name: /^Reativar/ })).not.toBeInTheDocument();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: USER_MESSAGES.statusFilter }), USER_MESSAGES.statuses.inactive);
    await waitFor(() => expect(app.location()).toBe('/businesses/b1/panel?tab=users&status=inactive'));
    const dora = await rowOf('Dora Reis');
    expect(callsOf(fetchSpy)).toContain('GET /api/v1/admin/businesses/b1/users?page=1&status=inactive');
    expect(within(dora).getByText(USER_MESSAGES.deactivatedOn('10/04/2024'))).toBeInTheDocument();

    await userEvent.click(within(dora).getByRole('button', { name: USER_MESSAGES.reactivateNamed('Dora Reis') }));
    const dialog = await screen.findByRole('dialog', { name: USER_MESSAGES.reactivateNamed('Dora Reis') }, T);
    expect(within(dialog).getByText(USER_MESSAGES.reactivateQuestion('Dora Reis'))).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: USER_MESSAGES.reactivate }));
    expect(await screen.findByText(USER_MESSAGES.reactivated, {}, T)).toBeInTheDocument();
    expect(callsOf(fetchSpy)).toContain('POST /api/v1/admin/businesses/b1/users/u5/reactivate');
    expect(await screen.findByText(M.usersEmptyInactive, {}, T)).toHaveAttribute('role', 'status');
    const asked = callsOf(fetchSpy).filter((call) => call === 'GET /api/v1/admin/businesses/b1/users?page=1&status=inactive');
    expect(asked.length).toBeGreaterThanOrEqual(2);
  });

  it('shows the limit message when the business has no free seat, and the person stays', async () => {
    const limit = USER_MESSAGES.limitReached(USER_MESSAGES.provider);
    openPanel('/businesses/b1/panel?tab=users&status=inactive', {
      listBusinessUsers: usersAnswer([DORA]),
      reactivateBusinessUser: fail(422, { success: false, errors: { user_limit_reached: [limit] } }),
    });
    await userEvent.click(within(await rowOf('Dora Reis')).getByRole('button', { name: USER_MESSAGES.reactivateNamed('Dora Reis') }));
    await userEvent.click(within(await screen.findByRole('dialog', {}, T)).getByRole('button', { name: USER_MESSAGES.reactivate }));
    expect(await screen.findByText(limit, {}, T)).toBeInTheDocument();
    expect(within(await usersTable()).getByText('Dora Reis')).toBeInTheDocument();
  });
});
