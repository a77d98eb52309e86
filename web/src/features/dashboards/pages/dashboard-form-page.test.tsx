// @vitest-environment jsdom
// The dashboard form of the own project, through the whole app (router, shell, modal and snackbar
// hosts) with a fake API. The file's PUT goes to a fake XMLHttpRequest (testing/fake-uploads.ts); the
// end-to-end test sends a real one.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fillIn } from '#web/testing/fill-in.ts';
import { beforeEach, describe, expect, it } from 'vitest';
import type { DashboardEditResponse } from '#shared/api-types.ts';
import { MESSAGES } from '#shared/messages.ts';
import { MANAGEMENT_MESSAGES } from '#shared/management-messages.ts';
import { toaster } from '#web/components/ui/toaster-store.ts';
import { callsOf, fail, fakeApi, type FakeHandlers } from '#web/testing/fake-api.ts';
import { fakeUploads, type FakeUploads } from '#web/testing/fake-uploads.ts';
import { renderApp, signInForTest, userDataFor } from '#web/testing/test-wrapper.tsx';
import { card, listAnswer } from '../testing/fixtures.ts';
import { PATIENCE } from '#web/testing/patience.ts';

const T = PATIENCE;
const F = MANAGEMENT_MESSAGES.dashboardForm;
const TICKET = {
  key: 'pending/biz-1/abc.png',
  url: 'http://s3.local/bucket/pending/biz-1/abc.png?sig=1',
  headers: { 'Content-Type': 'image/png' },
};
const SAVED: DashboardEditResponse['dashboard'] = {
  id: 'd1',
  name: 'Vendas Mensais',
  summary: 'Resumo de vendas',
  description: '<p>Evolução</p>',
  iframe_url: 'https://bi.example.com/embed/vendas',
  preview_pic: '/uploads/d1.png',
};

async function openForm(url: string, handlers: FakeHandlers = {}) {
  signInForTest();
  const fetchSpy = fakeApi({
    userData: userDataFor({ access: 'customer_admin' }),
    listDashboards: listAnswer([card('d1')]),
    editDashboard: { dashboard: SAVED },
    ...handlers,
  });
  const app = renderApp(url);
  await screen.findByRole('heading', { level: 2, name: F.heading }, T);
  return { app, fetchSpy };
}

const bodyOf = async (spy: ReturnType<typeof fakeApi>, method: string, path: string) => {
  const call = spy.mock.calls.find(
    ([input, init]) => (init?.method ?? 'GET') === method && new URL(String(input), 'http://x').pathname === path,
  );
  return call ? JSON.parse(String(call[1]?.body)) : undefined;
};
const png = (name = 'capa.png') => new File([new Uint8Array(2048)], name, { type: 'image/png' });
const field = (label: string) => screen.getByLabelText(label, { selector: 'input, textarea' });

async function setIframeUrl(text: string) {
  await userEvent.click(screen.getByRole('button', { name: F.setIframeUrl }));
  const dialog = await screen.findByRole('dialog', { name: F.setIframeUrl }, T);
  await fillIn(within(dialog).getByLabelText(F.iframeUrl), text);
  await userEvent.click(within(dialog).getByRole('button', { name: MANAGEMENT_MESSAGES.forms.confirm.confirm }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
}

let uploads: FakeUploads;
beforeEach(() => {
  // The toast store outlives a test: no notice of the test before may answer for this one.
  toaster.remove();
  // Every upload reports half of its 2048 bytes sent, then all, then answers 200.
  uploads = fakeUploads({ progress: [1024, 2048] });
});

describe('dashboard form', { timeout: 20_000 }, () => {
  it('creates a dashboard: uploads the picture, PUTs it, then POSTs the dashboard naming its key', async () => {
    const { app, fetchSpy } = await openForm('/dashboards/new', {
      createUpload: { upload: TICKET },
      createDashboard: { success: true, dashboard: { id: 'd9' } },
    });
    expect(screen.getByRole('heading', { level: 1, name: MESSAGES.breadcrumb['dashboard-new'] })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: F.iframeHeading })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: F.previewHeading })).toBeInTheDocument();
    expect(screen.getByText(F.noPreview)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: F.delete })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: F.back })).toHaveAttribute('href', '/dashboards');
    expect(field(F.description)).toHaveStyle({ height: '300px' });

    await fillIn(field(F.name), 'Estoque');
    await fillIn(field(F.summary), 'Giro do estoque');
    await fillIn(field(F.description), 'Por loja');
    await setIframeUrl('bi.example.com/estoque');
    expect(field(F.iframeUrl)).toHaveValue('https://bi.example.com/estoque');
    expect(field(F.iframeUrl)).toHaveAttribute('readonly');
    const file = png();
    await userEvent.upload(screen.getByLabelText(F.newPreview), file);
    expect(screen.getByRole('img', { name: MANAGEMENT_MESSAGES.forms.file.previewAlt })).toBeInTheDocument();
    // The chosen picture is the preview now: "no preview" would contradict it.
    expect(screen.queryByText(F.noPreview)).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: F.insert }));
    expect(await screen.findByText(F.inserted, {}, T)).toBeInTheDocument();
    await waitFor(() => expect(app.location()).toBe('/dashboards'));

    expect(await bodyOf(fetchSpy, 'POST', '/api/v1/uploads')).toEqual({
      upload: { purpose: 'dashboard_preview', content_type: 'image/png', size: 2048 },
    });
    expect(uploads.sent).toEqual([expect.objectContaining({ method: 'PUT', url: TICKET.url, headers: TICKET.headers, watchesProgress: true })]);
    expect(uploads.sent[0].body).toBe(file);
    expect(await bodyOf(fetchSpy, 'POST', '/api/v1/dashboards')).toEqual({
      dashboard: {
        name: 'Estoque',
        summary: 'Giro do estoque',
        description: 'Por loja',
        iframe_url: 'https://bi.example.com/estoque',
        preview_key: TICKET.key,
      },
    });
    const order = callsOf(fetchSpy).filter((r) => r.startsWith('POST'));
    expect(order).toEqual(['POST /api/v1/uploads', 'POST /api/v1/dashboards']);
  });

  it('says there is no preview only while no picture is saved or chosen', async () => {
    await openForm('/dashboards/new');
    expect(screen.getByText(F.noPreview)).toBeInTheDocument();
    await userEvent.upload(screen.getByLabelText(F.newPreview), png());
    await screen.findByRole('img', { name: MANAGEMENT_MESSAGES.forms.file.previewAlt });
    expect(screen.queryByText(F.noPreview)).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: MANAGEMENT_MESSAGES.forms.file.remove }));
    expect(await screen.findByText(F.noPreview)).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: MANAGEMENT_MESSAGES.forms.file.previewAlt })).not.toBeInTheDocument();
  });

  it('keeps the URL modal confirm disabled and shows no preview until the text is a web address', async () => {
    await openForm('/dashboards/new');
    await userEvent.click(screen.getByRole('button', { name: F.setIframeUrl }));
    const dialog = await screen.findByRole('dialog', { name: F.setIframeUrl }, T);
    const input = within(dialog).getByLabelText(F.iframeUrl);
    const confirm = within(dialog).getByRole('button', { name: MANAGEMENT_MESSAGES.forms.confirm.confirm });
    expect(confirm).toBeDisabled();

    await fillIn(input, 'relatorio de vendas');
    expect(confirm).toBeDisabled();
    expect(dialog.querySelector('iframe')).toBeNull();

    await userEvent.clear(input);
    await fillIn(input, 'javascript:alert(1)');
    expect(confirm).toBeDisabled();
    expect(dialog.querySelector('iframe')).toBeNull();

    await userEvent.clear(input);
    await fillIn(input, 'app.powerbi.com/view?r=abc');
    expect(confirm).toBeEnabled();
    expect(within(dialog).getByText('https://app.powerbi.com/view?r=abc')).toBeInTheDocument();
    const frame = await waitFor(() => {
      const found = dialog.querySelector('iframe');
      expect(found).not.toBeNull();
      return found!;
    }, T);
    expect(frame).toHaveAttribute('src', 'https://app.powerbi.com/view?r=abc');
    expect(frame.getAttribute('sandbox')).toContain('allow-scripts');

    // Cancelling leaves the field as it was.
    await userEvent.click(within(dialog).getByRole('button', { name: MANAGEMENT_MESSAGES.forms.confirm.cancel }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(field(F.iframeUrl)).toHaveValue('');
  });

  it('puts a 422 under the fields, keeps the values and the file, and does not upload the file twice', async () => {
    let saves = 0;
    const { fetchSpy } = await openForm('/dashboards/new', {
      createUpload: { upload: TICKET },
      createDashboard: () =>
        (saves += 1) === 1
          ? fail(422, {
              success: false,
              errors: { name: [F.nameRequired], summary: ['Resumo longo demais.'], iframe_url: [F.iframeUrlOwnOrigin] },
            })
          : { success: true, dashboard: { id: 'd9' } },
    });
    await fillIn(field(F.summary), 'Resumo');
    await setIframeUrl('https://portal.example.com/x');
    const file = png();
    await userEvent.upload(screen.getByLabelText(F.newPreview), file);
    await userEvent.click(screen.getByRole('button', { name: F.insert }));

    expect(await screen.findByText(F.nameRequired, {}, T)).toBeInTheDocument();
    expect(field(F.name)).toHaveAttribute('aria-invalid', 'true');
    expect(field(F.name)).toHaveAccessibleErrorMessage(F.nameRequired);
    expect(field(F.summary)).toHaveAccessibleErrorMessage('Resumo longo demais.');
    expect(field(F.iframeUrl)).toHaveAccessibleErrorMessage(F.iframeUrlOwnOrigin);
    expect(await screen.findByText(F.insertFailed, {}, T)).toBeInTheDocument();
    // Nothing lost.
    expect(field(F.summary)).toHaveValue('Resumo');
    expect(field(F.iframeUrl)).toHaveValue('https://portal.example.com/x');
    expect(screen.getByText(file.name)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: F.insert })).toBeEnabled();

    await fillIn(field(F.name), 'Estoque');
    await userEvent.click(screen.getByRole('button', { name: F.insert }));
    expect(await screen.findByText(F.inserted, {}, T)).toBeInTheDocument();
    expect(callsOf(fetchSpy).filter((r) => r === 'POST /api/v1/uploads')).toHaveLength(1);
    expect(uploads.sent).toHaveLength(1);
    expect((await bodyOf(fetchSpy, 'POST', '/api/v1/dashboards')).dashboard.preview_key).toBe(TICKET.key);
  });

  it('shows "sem prévia" under the picker and as a danger snackbar', async () => {
    await openForm('/dashboards/new', {
      createDashboard: fail(422, { success: false, errors: { preview_key: [F.previewRequired] } }),
    });
    await fillIn(field(F.name), 'Sem imagem');
    await userEvent.click(screen.getByRole('button', { name: F.insert }));
    await waitFor(() => expect(screen.getByLabelText(F.newPreview)).toHaveAccessibleErrorMessage(F.previewRequired), T);
    expect(screen.getAllByText(F.previewRequired).length).toBeGreaterThanOrEqual(2);
    expect(uploads.sent).toEqual([]);
  });

  it('edits a dashboard: fields from the API, the current picture kept (no preview_key, no upload)', async () => {
    const { app, fetchSpy } = await openForm('/dashboards/d1/edit', {
      updateDashboard: { success: true },
    });
    await waitFor(() => expect(field(F.name)).toHaveValue('Vendas Mensais'));
    expect(screen.getByRole('heading', { level: 1, name: MESSAGES.breadcrumb['dashboard-edit'] })).toBeInTheDocument();
    expect(field(F.summary)).toHaveValue('Resumo de vendas');
    expect(field(F.description)).toHaveValue('<p>Evolução</p>');
    expect(field(F.iframeUrl)).toHaveValue(SAVED.iframe_url);
    expect(screen.getByRole('img', { name: MANAGEMENT_MESSAGES.forms.file.currentAlt })).toHaveAttribute('src', '/uploads/d1.png');
    expect(screen.queryByText(F.noPreview)).not.toBeInTheDocument();

    await userEvent.clear(field(F.name));
    await fillIn(field(F.name), 'Vendas Anuais');
    await userEvent.click(screen.getByRole('button', { name: F.update }));
    expect(await screen.findByText(F.updated, {}, T)).toBeInTheDocument();
    await waitFor(() => expect(app.location()).toBe('/dashboards'));
    expect(await bodyOf(fetchSpy, 'PATCH', '/api/v1/dashboards/d1')).toEqual({
      dashboard: { name: 'Vendas Anuais', summary: 'Resumo de vendas', description: '<p>Evolução</p>', iframe_url: SAVED.iframe_url },
    });
    expect(callsOf(fetchSpy)).not.toContain('POST /api/v1/uploads');
  });

  it('says "Erro ao atualizar dashboard" when the save fails, and stays', async () => {
    const { app } = await openForm('/dashboards/d1/edit', { updateDashboard: fail(500, { error: 'x' }) });
    await waitFor(() => expect(field(F.name)).toHaveValue('Vendas Mensais'));
    await userEvent.click(screen.getByRole('button', { name: F.update }));
    expect(await screen.findByText(F.updateFailed, {}, T)).toBeInTheDocument();
    expect(app.location()).toBe('/dashboards/d1/edit');
  });

  it('deletes through the confirmation modal, then goes back to the list', async () => {
    const { app, fetchSpy } = await openForm('/dashboards/d1/edit', { deleteDashboard: { success: true } });
    await waitFor(() => expect(field(F.name)).toHaveValue('Vendas Mensais'));

    // Cancelling deletes nothing.
    await userEvent.click(screen.getByRole('button', { name: F.delete }));
    let dialog = await screen.findByRole('dialog', {}, T);
    expect(within(dialog).getByText(F.deleteQuestion('Vendas Mensais'))).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: MANAGEMENT_MESSAGES.forms.confirm.cancel }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(callsOf(fetchSpy)).not.toContain('DELETE /api/v1/dashboards/d1');

    await userEvent.click(screen.getByRole('button', { name: F.delete }));
    dialog = await screen.findByRole('dialog', {}, T);
    await userEvent.click(within(dialog).getByRole('button', { name: F.delete }));
    expect(await screen.findByText(F.deleted, {}, T)).toBeInTheDocument();
    await waitFor(() => expect(app.location()).toBe('/dashboards'));
    expect(callsOf(fetchSpy)).toContain('DELETE /api/v1/dashboards/d1');
  });

  it('says "Erro ao deletar dashboard" when the delete fails', async () => {
    const { app } = await openForm('/dashboards/d1/edit', { deleteDashboard: fail(500, { error: 'x' }) });
    await waitFor(() => expect(field(F.name)).toHaveValue('Vendas Mensais'));
    await userEvent.click(screen.getByRole('button', { name: F.delete }));
    const dialog = await screen.findByRole('dialog', {}, T);
    await userEvent.click(within(dialog).getByRole('button', { name: F.delete }));
    expect(await screen.findByText(F.deleteFailed, {}, T)).toBeInTheDocument();
    expect(app.location()).toBe('/dashboards/d1/edit');
  });

  it("goes back to the list with the server's message when the dashboard is not found", async () => {
    signInForTest();
    fakeApi({
      userData: userDataFor({ access: 'customer_admin' }),
      listDashboards: listAnswer([]),
      editDashboard: fail(404, { error: MESSAGES.errors.dashboardNotFound }),
    });
    const app = renderApp('/dashboards/zz/edit');
    expect(await screen.findByText(MESSAGES.errors.dashboardNotFound, {}, T)).toBeInTheDocument();
    await waitFor(() => expect(app.location()).toBe('/dashboards'));
  });
});
