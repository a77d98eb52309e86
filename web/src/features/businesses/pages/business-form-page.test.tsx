// @vitest-environment jsdom
// The business form in create mode (/businesses/new) through the whole app (router, shell, snackbar
// host) with a fake API. The logo's PUT goes to a fake XMLHttpRequest (testing/fake-uploads.ts;
// lib/upload has its own tests).
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fillIn } from '#web/testing/fill-in.ts';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { THEME_COLOURS } from '#shared/constants.ts';
import { MANAGEMENT_MESSAGES } from '#shared/management-messages.ts';
import { MESSAGES } from '#shared/messages.ts';
import { BUSINESS_MESSAGES } from '#shared/platform-messages.ts';
import { toaster } from '#web/components/ui/toaster-store.ts';
import { callsOf, fail, fakeApi, type FakeHandlers } from '#web/testing/fake-api.ts';
import { fakeUploads, type FakeUploads } from '#web/testing/fake-uploads.ts';
import { renderApp, signInForTest, userDataFor } from '#web/testing/test-wrapper.tsx';
import { editAnswer, TEAL, THEMES } from '../testing/fixtures.ts';
import { PATIENCE } from '#web/testing/patience.ts';

const T = PATIENCE;
const M = BUSINESS_MESSAGES;
const F = M.fields;
const TICKET = {
  key: 'pending/new/logo.png',
  url: 'http://s3.local/bucket/pending/new/logo.png?sig=1',
  headers: { 'Content-Type': 'image/png' },
};

async function openForm(handlers: FakeHandlers = {}) {
  signInForTest();
  const fetchSpy = fakeApi({
    userData: userDataFor({ access: 'admin' }),
    listBusinesses: { businesses: [] },
    newBusiness: { themes: THEMES },
    editBusiness: ({ params }) => (params.business_id === 'b9' ? editAnswer({ id: 'b9', name: 'Nova Ltda' }) : fail(404, { error: M.notFound })),
    ...handlers,
  });
  const app = renderApp('/businesses/new');
  await screen.findByRole('textbox', { name: F.cnpj }, T);
  return { app, fetchSpy };
}

const bodyOf = (spy: ReturnType<typeof fakeApi>, method: string, path: string) => {
  const call = spy.mock.calls.find(
    ([input, init]) => (init?.method ?? 'GET') === method && new URL(String(input), 'http://x').pathname === path,
  );
  return call ? JSON.parse(String(call[1]?.body)) : undefined;
};
const textbox = (label: string) => screen.getByRole('textbox', { name: label });
const png = () => new File([new Uint8Array(2048)], 'logo.png', { type: 'image/png' });

/** Plain texts are pasted (one change each); the masked fields are typed key by key. */
const paste = (label: string, text: string) => fillIn(textbox(label), text);

async function fillForm({ phone = '11987654321', pricing = '1.234,56' } = {}) {
  await paste(F.name, 'Nova Ltda');
  await userEvent.type(textbox(F.cnpj), '11222333000181');
  await paste(F.subdomain, 'nova');
  await paste(F.service_description, 'Painéis financeiros');
  await paste(F.main_contact_email, 'ana@nova.com.br');
  await paste(F.main_contact_first_name, 'Ana');
  await paste(F.main_contact_last_name, 'Lima');
  await userEvent.type(textbox(F.main_contact_phone_number), phone);
  await userEvent.type(textbox(F.pricing), pricing);
  await userEvent.type(textbox(F.user_count), '25');
  await userEvent.click(screen.getByRole('radio', { name: TEAL.name }));
}

const EXPECTED = {
  name: 'Nova Ltda',
  cnpj: '11.222.333/0001-81',
  subdomain: 'nova',
  service_description: 'Painéis financeiros',
  pricing: '1234.56',
  user_count: 25,
  theme_id: 't1',
  main_contact_email: 'ana@nova.com.br',
  main_contact_first_name: 'Ana',
  main_contact_last_name: 'Lima',
  main_contact_phone_number: '(11) 98765-4321',
};

let uploads: FakeUploads;
beforeEach(() => {
  // The toast store outlives a test: no notice of the test before may answer for this one.
  toaster.remove();
  vi.restoreAllMocks();
  // Every upload reports its 2048 bytes sent, then answers 200.
  uploads = fakeUploads();
});

describe('business form (create)', { timeout: 30_000 }, () => {
  it('creates a business: uploads the logo without a business, POSTs every field (pricing "1234.56"), then opens its panel', async () => {
    const { app, fetchSpy } = await openForm({
      createUpload: { upload: TICKET },
      createBusiness: { success: true, business: { id: 'b9' } },
    });
    expect(screen.getByRole('heading', { level: 1, name: MESSAGES.breadcrumb['business-form'] })).toBeInTheDocument();
    for (const section of Object.values(M.sections)) expect(screen.getByRole('heading', { level: 2, name: section })).toBeInTheDocument();
    expect(screen.getByText(M.invitationNote)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: M.back })).toHaveAttribute('href', '/businesses');
    await fillForm();
    // Masks as typed, and the price read back in reais.
    expect(textbox(F.cnpj)).toHaveValue('11.222.333/0001-81');
    expect(textbox(F.main_contact_phone_number)).toHaveValue('(11) 98765-4321');
    expect(textbox(F.pricing)).toHaveAccessibleDescription(M.pricingAs('R$\u00a01.234,56'));
    expect(textbox(F.subdomain)).toHaveAccessibleDescription(M.subdomainHelp('https://nova.portal.example.com'));
    const file = png();
    await userEvent.upload(screen.getByLabelText(F.logo), file);
    expect(screen.getByRole('img', { name: MANAGEMENT_MESSAGES.forms.file.previewAlt })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: M.submitNew }));
    expect(await screen.findByText(M.created, {}, T)).toBeInTheDocument();
    // The notice also names where the main contact's invitation went.
    expect(screen.getByText(M.invitationSentTo('ana@nova.com.br'))).toBeInTheDocument();
    await waitFor(() => expect(app.location()).toBe('/businesses/b9/panel'));
    expect(await screen.findByRole('heading', { level: 1, name: M.panelHeading('Nova Ltda') }, T)).toBeInTheDocument();

    expect(bodyOf(fetchSpy, 'POST', '/api/v1/uploads')).toEqual({ upload: { purpose: 'business_logo', content_type: 'image/png', size: 2048 } });
    expect(uploads.sent).toEqual([expect.objectContaining({ method: 'PUT', url: TICKET.url, headers: TICKET.headers, watchesProgress: true })]);
    expect(uploads.sent[0].body).toBe(file);
    expect(bodyOf(fetchSpy, 'POST', '/api/v1/admin/businesses')).toEqual({ business: { ...EXPECTED, logo_key: TICKET.key } });
    const posts = callsOf(fetchSpy).filter((request) => request.startsWith('POST'));
    expect(posts).toEqual(['POST /api/v1/uploads', 'POST /api/v1/admin/businesses']);
  });

  it('lays out a landline phone as typed, reads "1234,56" as 1234.56, and sends no logo key without a logo', async () => {
    const { fetchSpy } = await openForm({ createBusiness: { success: true, business: { id: 'b9' } } });
    await fillForm({ phone: '1132345678', pricing: '1234,56' });
    expect(textbox(F.main_contact_phone_number)).toHaveValue('(11) 3234-5678');
    await userEvent.click(screen.getByRole('button', { name: M.submitNew }));
    expect(await screen.findByText(M.created, {}, T)).toBeInTheDocument();
    expect(bodyOf(fetchSpy, 'POST', '/api/v1/admin/businesses')).toEqual({
      business: { ...EXPECTED, main_contact_phone_number: '(11) 3234-5678' },
    });
    expect(callsOf(fetchSpy)).not.toContain('POST /api/v1/uploads');
  });

  it('offers the themes as radios named by the theme, each with its six colour swatches, chosen by keyboard too', async () => {
    await openForm();
    const group = screen.getByRole('group', { name: F.theme_id });
    const radios = within(group).getAllByRole('radio');
    expect(radios.map((radio) => radio.getAttribute('value'))).toEqual(['t1', 't2']);
    expect(within(group).getByRole('radio', { name: 'Verde-água' })).not.toBeChecked();
    const option = within(group).getByRole('radio', { name: 'Verde-água' }).closest('label')!;
    const swatches = [...option.querySelectorAll<HTMLElement>('[data-swatch]')];
    expect(swatches.map((swatch) => swatch.dataset.swatch)).toEqual([...THEME_COLOURS]);
    expect(swatches[0]).toHaveStyle({ background: '#0f766e' });
    expect(swatches[3]).toHaveStyle({ background: '#fcd34d' });

    await userEvent.click(within(group).getByRole('radio', { name: 'Padrão' }));
    expect(within(group).getByRole('radio', { name: 'Padrão' })).toBeChecked();
    await userEvent.keyboard('{ArrowUp}');
    expect(within(group).getByRole('radio', { name: 'Verde-água' })).toBeChecked();
    expect(within(group).getByRole('radio', { name: 'Verde-água' })).toHaveFocus();
  });

  it("shows the API's errors under each field, the danger snackbar, and keeps what was typed and the file", async () => {
    const { app } = await openForm({
      createUpload: { upload: TICKET },
      createBusiness: fail(422, {
        errors: {
          cnpj: [M.invalidCnpj],
          subdomain: [M.subdomainTaken],
          main_contact_email: [M.emailTaken],
          theme_id: [M.unknownTheme],
          logo_key: [MANAGEMENT_MESSAGES.uploads.wrongContent],
        },
      }),
    });
    await fillForm();
    await userEvent.upload(screen.getByLabelText(F.logo), png());
    await userEvent.click(screen.getByRole('button', { name: M.submitNew }));
    expect(await screen.findByText(M.createFailed, {}, T)).toBeInTheDocument();
    expect(textbox(F.cnpj)).toHaveAccessibleErrorMessage(M.invalidCnpj);
    expect(textbox(F.subdomain)).toHaveAccessibleErrorMessage(M.subdomainTaken);
    expect(textbox(F.main_contact_email)).toHaveAccessibleErrorMessage(M.emailTaken);
    expect(screen.getByRole('group', { name: F.theme_id })).toHaveTextContent(M.unknownTheme);
    expect(screen.getByLabelText(F.logo)).toHaveAccessibleErrorMessage(MANAGEMENT_MESSAGES.uploads.wrongContent);
    expect(textbox(F.name)).not.toHaveAccessibleErrorMessage();
    // Nothing typed is lost.
    expect(app.location()).toBe('/businesses/new');
    expect(textbox(F.name)).toHaveValue('Nova Ltda');
    expect(textbox(F.pricing)).toHaveValue('1.234,56');
    expect(screen.getByRole('radio', { name: TEAL.name })).toBeChecked();
    expect(screen.getByText('logo.png')).toBeInTheDocument();
  });

  it('shows the progress of the logo while it goes up', async () => {
    // 820 of 2048 bytes sent (40 %), then the upload waits for the test.
    const held = fakeUploads({ progress: [820], hold: true });
    await openForm({
      createUpload: { upload: TICKET },
      createBusiness: { success: true, business: { id: 'b9' } },
    });
    await fillForm();
    await userEvent.upload(screen.getByLabelText(F.logo), png());
    await userEvent.click(screen.getByRole('button', { name: M.submitNew }));
    const bar = await screen.findByRole('progressbar', { name: MANAGEMENT_MESSAGES.forms.file.uploadLabel }, T);
    expect(bar).toHaveAttribute('aria-valuenow', '40');
    held.sent[0].finish(200);
    expect(await screen.findByText(M.created, {}, T)).toBeInTheDocument();
  });

  it('says "Erro ao criar empresa" on a failure that is no validation, and keeps the values', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await openForm({ createBusiness: fail(500, { error: 'Erro interno.' }) });
    await fillForm();
    await userEvent.click(screen.getByRole('button', { name: M.submitNew }));
    expect(await screen.findByText(M.createFailed, {}, T)).toBeInTheDocument();
    expect(textbox(F.cnpj)).toHaveValue('11.222.333/0001-81');
    expect(textbox(F.main_contact_phone_number)).toHaveValue('(11) 98765-4321');
  });
});
