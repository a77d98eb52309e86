// @vitest-environment jsdom
// The report form (/reports/new, /reports/:id/edit) through the whole app (router, shell, modal and
// snackbar hosts) with a fake API.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fillIn } from '#web/testing/fill-in.ts';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { MANAGEMENT_MESSAGES } from '#shared/management-messages.ts';
import { MESSAGES } from '#shared/messages.ts';
import { REPORT_MESSAGES } from '#shared/platform-messages.ts';
import { toaster } from '#web/components/ui/toaster-store.ts';
import { callsOf, fail, fakeApi, type FakeHandlers } from '#web/testing/fake-api.ts';
import { renderApp, signInForTest, userDataFor } from '#web/testing/test-wrapper.tsx';
import { FREE, reportEdit, reportRow, SALES } from '../testing/fixtures.ts';
import { PATIENCE } from '#web/testing/patience.ts';

const T = PATIENCE;
const M = REPORT_MESSAGES;
const EDITS = { r1: SALES, r2: FREE };

async function openForm(url: string, handlers: FakeHandlers = {}) {
  signInForTest();
  const fetchSpy = fakeApi({
    userData: userDataFor({ access: 'admin' }),
    listReports: { reports: [reportRow('r1'), reportRow('r2')] },
    editReport: ({ params }) => EDITS[params.id as keyof typeof EDITS] ?? fail(404, { error: M.notFound }),
    ...handlers,
  });
  const app = renderApp(url);
  await screen.findByRole('textbox', { name: M.name }, T);
  return { app, fetchSpy };
}

const bodyOf = (spy: ReturnType<typeof fakeApi>, method: string, path: string) => {
  const call = spy.mock.calls.find(
    ([input, init]) => (init?.method ?? 'GET') === method && new URL(String(input), 'http://x').pathname === path,
  );
  return call ? JSON.parse(String(call[1]?.body)) : undefined;
};

const field = (label: string) => screen.getByRole('textbox', { name: label });

async function retype(input: HTMLElement, text: string) {
  await userEvent.clear(input);
  if (text) await fillIn(input, text);
}

beforeEach(() => {
  // The toast store outlives a test: no notice of the test before may answer for this one.
  toaster.remove();
  vi.restoreAllMocks();
});

describe('report form', { timeout: 20_000 }, () => {
  it('inserts a report: sends exactly its three fields, says so and goes back to the list', async () => {
    const { app, fetchSpy } = await openForm('/reports/new', {
      createReport: { success: true, report: { id: 'r9' } },
    });
    expect(screen.getByRole('heading', { level: 1, name: MESSAGES.breadcrumb['report-new'] })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: M.back })).toHaveAttribute('href', '/reports');
    expect(screen.queryByRole('button', { name: M.delete })).not.toBeInTheDocument();
    expect(field(M.description).tagName).toBe('TEXTAREA');
    expect(field(M.description)).toHaveStyle({ height: '500px' });

    await fillIn(field(M.name), 'Painel de Metas');
    await fillIn(field(M.summary), 'Metas do trimestre');
    // Typed as text: paragraphs at blank lines, markup kept as the characters typed.
    await fillIn(field(M.description), 'Metas por região\nem R$\n\nSem <b>negrito</b>');
    await userEvent.click(screen.getByRole('button', { name: M.submitNew }));
    expect(await screen.findByText(M.created, {}, T)).toBeInTheDocument();
    await waitFor(() => expect(app.location()).toBe('/reports'));
    expect(bodyOf(fetchSpy, 'POST', '/api/v1/admin/reports')).toEqual({
      report: {
        name: 'Painel de Metas',
        summary: 'Metas do trimestre',
        description: '<p>Metas por região<br>em R$</p><p>Sem &lt;b&gt;negrito&lt;/b&gt;</p>',
      },
    });
  });

  it('puts a 422 under the name, says "Erro ao criar report" and keeps the values', async () => {
    const { app } = await openForm('/reports/new', {
      createReport: fail(422, { success: false, errors: { name: [M.nameRequired] } }),
    });
    await fillIn(field(M.summary), 'Sem nome');
    await userEvent.click(screen.getByRole('button', { name: M.submitNew }));
    expect(await screen.findByText(M.createFailed, {}, T)).toBeInTheDocument();
    expect(field(M.name)).toHaveAccessibleErrorMessage(M.nameRequired);
    expect(field(M.summary)).toHaveValue('Sem nome');
    expect(app.location()).toBe('/reports/new');
  });

  it('edits a report: shows it as stored, the description as its text, and saves it with PATCH', async () => {
    const { app, fetchSpy } = await openForm('/reports/r2/edit', { updateReport: { success: true } });
    expect(screen.getByRole('heading', { level: 1, name: MESSAGES.breadcrumb['report-form'] })).toBeInTheDocument();
    expect(field(M.name)).toHaveValue('Painel Livre');
    expect(field(M.summary)).toHaveValue('');
    expect(field(M.description)).toHaveValue('Descrição de r2');
    expect(screen.queryByText(M.inUse)).not.toBeInTheDocument();

    await retype(field(M.summary), 'Agora com resumo');
    await userEvent.click(screen.getByRole('button', { name: M.submitEdit }));
    expect(await screen.findByText(M.updated, {}, T)).toBeInTheDocument();
    await waitFor(() => expect(app.location()).toBe('/reports'));
    expect(bodyOf(fetchSpy, 'PATCH', '/api/v1/admin/reports/r2')).toEqual({
      report: { name: 'Painel Livre', summary: 'Agora com resumo', description: '<p>Descrição de r2</p>' },
    });
  });

  const RICH = reportEdit('r3', { description: '<p>Vendas <strong>por região</strong></p><p>Mensal</p>' });

  it('keeps a stored description, formatting and all, while its text is unchanged', async () => {
    const { fetchSpy } = await openForm('/reports/r3/edit', { editReport: RICH, updateReport: { success: true } });
    expect(field(M.description)).toHaveValue('Vendas por região\n\nMensal');
    await retype(field(M.name), 'Vendas regionais');
    await userEvent.click(screen.getByRole('button', { name: M.submitEdit }));
    expect(await screen.findByText(M.updated, {}, T)).toBeInTheDocument();
    expect(bodyOf(fetchSpy, 'PATCH', '/api/v1/admin/reports/r3').report.description).toBe(RICH.report.description);
  });

  it('saves an edited description as HTML paragraphs, its text escaped', async () => {
    const { fetchSpy } = await openForm('/reports/r3/edit', { editReport: RICH, updateReport: { success: true } });
    await retype(field(M.description), 'Vendas & metas\nMensal');
    await userEvent.click(screen.getByRole('button', { name: M.submitEdit }));
    expect(await screen.findByText(M.updated, {}, T)).toBeInTheDocument();
    expect(bodyOf(fetchSpy, 'PATCH', '/api/v1/admin/reports/r3').report.description).toBe('<p>Vendas &amp; metas<br>Mensal</p>');
  });

  it('says "Erro ao atualizar report" when the update fails, and stays', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { app } = await openForm('/reports/r2/edit', { updateReport: fail(500, { error: 'Erro interno.' }) });
    await userEvent.click(screen.getByRole('button', { name: M.submitEdit }));
    expect(await screen.findByText(M.updateFailed, {}, T)).toBeInTheDocument();
    expect(app.location()).toBe('/reports/r2/edit');
  });

  it('asks "Tem certeza que deseja excluir o report …?" before deleting, then sends DELETE and goes back', async () => {
    const { app, fetchSpy } = await openForm('/reports/r2/edit', { deleteReport: { success: true } });
    await userEvent.click(screen.getByRole('button', { name: M.delete }));
    let dialog = await screen.findByRole('dialog', { name: M.delete }, T);
    expect(within(dialog).getByText(M.deleteQuestion('Painel Livre'))).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: MANAGEMENT_MESSAGES.forms.confirm.cancel }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(callsOf(fetchSpy)).not.toContain('DELETE /api/v1/admin/reports/r2');

    await userEvent.click(screen.getByRole('button', { name: M.delete }));
    dialog = await screen.findByRole('dialog', { name: M.delete }, T);
    await userEvent.click(within(dialog).getByRole('button', { name: M.delete }));
    expect(await screen.findByText(M.deleted, {}, T)).toBeInTheDocument();
    await waitFor(() => expect(app.location()).toBe('/reports'));
    expect(callsOf(fetchSpy)).toContain('DELETE /api/v1/admin/reports/r2');
  });

  it('explains, without asking or sending anything, that a report dashboards name cannot be deleted', async () => {
    const { app, fetchSpy } = await openForm('/reports/r1/edit');
    expect(screen.getByText(M.inUse)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: M.delete }));
    await waitFor(() => expect(screen.getAllByText(M.inUse)).toHaveLength(2));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(callsOf(fetchSpy).filter((request) => request.startsWith('DELETE'))).toEqual([]);
    expect(app.location()).toBe('/reports/r1/edit');
  });

  it('shows why when a dashboard named the report meanwhile (409), stays, and learns it is now in use', async () => {
    let edits = 0;
    const { app } = await openForm('/reports/r2/edit', {
      // The first read: free; the read after the refusal: in use.
      editReport: () => ({ ...FREE, can_delete: (edits += 1) === 1 }),
      deleteReport: fail(409, { error: M.inUse }),
    });
    await userEvent.click(screen.getByRole('button', { name: M.delete }));
    const dialog = await screen.findByRole('dialog', { name: M.delete }, T);
    await userEvent.click(within(dialog).getByRole('button', { name: M.delete }));
    await waitFor(() => expect(screen.getAllByText(M.inUse)).toHaveLength(2), T);
    expect(screen.queryByText(M.deleteFailed)).not.toBeInTheDocument();
    expect(edits).toBe(2);
    expect(app.location()).toBe('/reports/r2/edit');
  });

  it('says "Erro ao remover report" when the delete fails otherwise, and stays', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { app } = await openForm('/reports/r2/edit', { deleteReport: fail(500, { error: 'Erro interno.' }) });
    await userEvent.click(screen.getByRole('button', { name: M.delete }));
    const dialog = await screen.findByRole('dialog', { name: M.delete }, T);
    await userEvent.click(within(dialog).getByRole('button', { name: M.delete }));
    expect(await screen.findByText(M.deleteFailed, {}, T)).toBeInTheDocument();
    expect(app.location()).toBe('/reports/r2/edit');
  });

  it("goes back to the list with the server's message when the report is not found", async () => {
    signInForTest();
    fakeApi({
      userData: userDataFor({ access: 'admin' }),
      listReports: { reports: [] },
      editReport: fail(404, { error: M.notFound }),
    });
    const app = renderApp('/reports/zz/edit');
    expect(await screen.findByText(M.notFound, {}, T)).toBeInTheDocument();
    await waitFor(() => expect(app.location()).toBe('/reports'));
  });
});
