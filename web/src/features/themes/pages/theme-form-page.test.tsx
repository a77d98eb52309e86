// @vitest-environment jsdom
// The theme form (/themes/new, /themes/:id/edit) through the whole app (router, shell, modal and
// snackbar hosts) with a fake API.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { THEME_COLOURS } from '#shared/constants.ts';
import { DEFAULT_THEME } from '#shared/default-theme.ts';
import { MANAGEMENT_MESSAGES } from '#shared/management-messages.ts';
import { MESSAGES } from '#shared/messages.ts';
import { THEME_MESSAGES } from '#shared/platform-messages.ts';
import { toaster } from '#web/components/ui/toaster-store.ts';
import { callsOf, fail, fakeApi, type FakeHandlers } from '#web/testing/fake-api.ts';
import { renderApp, signInForTest, userDataFor } from '#web/testing/test-wrapper.tsx';
import { TEAL, themeRow } from '../testing/fixtures.ts';
import { PATIENCE } from '#web/testing/patience.ts';

const T = PATIENCE;
const M = THEME_MESSAGES;

async function openForm(url: string, handlers: FakeHandlers = {}) {
  signInForTest();
  const fetchSpy = fakeApi({
    userData: userDataFor({ access: 'admin' }),
    listThemes: { themes: [TEAL] },
    editTheme: ({ params }) => (params.id === 't1' ? { theme: TEAL } : fail(404, { error: M.notFound })),
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
const colourInput = (label: string) => screen.getByRole('textbox', { name: label });
const picker = (label: string) => screen.getByLabelText(M.swatchPicker(label)) as HTMLInputElement;
const preview = () => screen.getByRole('img', { name: M.preview });
const part = (name: string) => preview().querySelector(`[data-part="${name}"]`) as HTMLElement;
async function retype(input: HTMLElement, text: string) {
  await userEvent.clear(input);
  if (text) await userEvent.type(input, text);
}

beforeEach(() => {
  // The toast store outlives a test: no notice of the test before may answer for this one.
  toaster.remove();
  vi.restoreAllMocks();
});

describe('theme form', { timeout: 20_000 }, () => {
  it('creates a theme: sends exactly the name and six colours, says so and goes back to the list', async () => {
    const { app, fetchSpy } = await openForm('/themes/new', {
      createTheme: { success: true, theme: { id: 't9' } },
    });
    expect(screen.getByRole('heading', { level: 1, name: MESSAGES.breadcrumb['themes-new'] })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: M.back })).toHaveAttribute('href', '/themes');
    expect(screen.queryByRole('button', { name: M.delete })).not.toBeInTheDocument();
    // A new theme starts from the platform's colours; each field has its label and helper.
    for (const colour of THEME_COLOURS) {
      expect(colourInput(M.colours[colour])).toHaveValue(DEFAULT_THEME[colour]);
      expect(colourInput(M.colours[colour])).toHaveAccessibleDescription(M.colourHelp);
    }

    await userEvent.type(screen.getByRole('textbox', { name: M.name }), 'Verde-água');
    await retype(colourInput(M.colours.primary), '0f766e');
    await retype(colourInput(M.colours.support), '64748b');
    await userEvent.click(screen.getByRole('button', { name: M.submitNew }));
    expect(await screen.findByText(M.created, {}, T)).toBeInTheDocument();
    await waitFor(() => expect(app.location()).toBe('/themes'));
    expect(bodyOf(fetchSpy, 'POST', '/api/v1/admin/themes')).toEqual({
      theme: { ...DEFAULT_THEME, name: 'Verde-água', primary: '0f766e', support: '64748b' },
    });
  });

  it('shows "Preencha todas as cores" once under the colours when the API refuses any colour, and the name error under the name', async () => {
    await openForm('/themes/new', {
      createTheme: fail(422, { success: false, errors: { name: [M.nameRequired], primary: [M.invalidColour], support: [M.invalidColour] } }),
    });
    await retype(colourInput(M.colours.primary), '12');
    await userEvent.click(screen.getByRole('button', { name: M.submitNew }));
    expect(await screen.findByText(M.createFailed, {}, T)).toBeInTheDocument();
    expect(screen.getAllByText(M.fillAllColours)).toHaveLength(1);
    expect(screen.queryByText(M.invalidColour)).not.toBeInTheDocument();
    expect(screen.getByRole('group', { name: M.columns.colours })).toContainElement(screen.getByText(M.fillAllColours));
    expect(screen.getByRole('textbox', { name: M.name })).toHaveAccessibleErrorMessage(M.nameRequired);
    expect(picker(M.colours.primary)).toHaveAttribute('aria-invalid', 'true');
    expect(picker(M.colours.primary2)).not.toHaveAttribute('aria-invalid');
  });

  it('draws the preview from the colours being typed, keeping the last valid one, and keeps field and swatch in sync', async () => {
    await openForm('/themes/new');
    expect(part('menu')).toHaveStyle({ background: `#${DEFAULT_THEME.primary}` });
    expect(part('content')).toHaveStyle({ background: `#${DEFAULT_THEME.background}` });

    await retype(colourInput(M.colours.primary), '0F766E');
    expect(part('menu')).toHaveStyle({ background: '#0f766e', color: '#ffffff' });
    expect(picker(M.colours.primary)).toHaveValue('#0f766e');
    // Half typed: the preview and the swatch keep the last valid colour.
    await retype(colourInput(M.colours.primary), 'ab');
    expect(part('menu')).toHaveStyle({ background: '#0f766e' });
    expect(picker(M.colours.primary)).toHaveValue('#0f766e');

    fireEvent.input(picker(M.colours.secondary), { target: { value: '#ff0000' } });
    expect(colourInput(M.colours.secondary)).toHaveValue('ff0000');
    expect(part('button')).toHaveStyle({ background: '#ff0000' });
    await retype(colourInput(M.colours.background), '#000000');
    expect(part('content')).toHaveStyle({ background: '#000000', color: '#ffffff' });
  });

  it('warns of a low contrast for each pairing under 4.5:1, and not for the default colours', async () => {
    await openForm('/themes/new');
    expect(screen.queryByText(/Contraste baixo/)).not.toBeInTheDocument();
    // Mid grey: neither white nor the dark text reads well on it.
    await retype(colourInput(M.colours.primary), '808080');
    expect(screen.getByText(M.lowContrast(M.contrastPairs.menu, '4,13'))).toBeInTheDocument();
    expect(screen.getAllByText(/Contraste baixo/)).toHaveLength(1);
    await retype(colourInput(M.colours.secondary), '777777');
    expect(screen.getByText(M.lowContrast(M.contrastPairs.button, '4,47'))).toBeInTheDocument();
    // White takes the dark text: readable.
    await retype(colourInput(M.colours.primary), 'ffffff');
    expect(screen.queryByText(M.lowContrast(M.contrastPairs.menu, '4,13'))).not.toBeInTheDocument();
    expect(screen.getAllByText(/Contraste baixo/)).toHaveLength(1);
  });

  it('edits a theme: shows it as stored and saves it with PATCH', async () => {
    const { app, fetchSpy } = await openForm('/themes/t1/edit', { updateTheme: { success: true } });
    expect(screen.getByRole('heading', { level: 1, name: MESSAGES.breadcrumb['themes-form'] })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: M.name })).toHaveValue('Verde-água');
    expect(colourInput(M.colours.secondary2)).toHaveValue('fcd34d');
    expect(picker(M.colours.secondary2)).toHaveValue('#fcd34d');
    await retype(colourInput(M.colours.background), 'ffffff');
    await userEvent.click(screen.getByRole('button', { name: M.submitEdit }));
    expect(await screen.findByText(M.updated, {}, T)).toBeInTheDocument();
    await waitFor(() => expect(app.location()).toBe('/themes'));
    const { id: _id, business_names: _names, ...stored } = TEAL;
    expect(bodyOf(fetchSpy, 'PATCH', '/api/v1/admin/themes/t1')).toEqual({ theme: { ...stored, background: 'ffffff' } });
  });

  it('asks before deleting, listing the businesses that wear the theme, then sends DELETE and goes back', async () => {
    const { app, fetchSpy } = await openForm('/themes/t1/edit', { deleteTheme: { success: true } });
    await userEvent.click(screen.getByRole('button', { name: M.delete }));
    let dialog = await screen.findByRole('dialog', { name: M.delete }, T);
    expect(within(dialog).getByText(M.deleteQuestion('Verde-água'))).toBeInTheDocument();
    const businesses = within(dialog).getByRole('region', { name: M.inUseWarning });
    expect(
      within(businesses)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Demo Ltda', 'Outra S.A.']);
    await userEvent.click(within(dialog).getByRole('button', { name: MANAGEMENT_MESSAGES.forms.confirm.cancel }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(callsOf(fetchSpy)).not.toContain('DELETE /api/v1/admin/themes/t1');

    await userEvent.click(screen.getByRole('button', { name: M.delete }));
    dialog = await screen.findByRole('dialog', { name: M.delete }, T);
    await userEvent.click(within(dialog).getByRole('button', { name: M.delete }));
    expect(await screen.findByText(M.deleted, {}, T)).toBeInTheDocument();
    await waitFor(() => expect(app.location()).toBe('/themes'));
    expect(callsOf(fetchSpy)).toContain('DELETE /api/v1/admin/themes/t1');
  });

  it('names no business for a theme nobody wears', async () => {
    await openForm('/themes/t2/edit', { editTheme: { theme: themeRow('t2', { name: 'Livre' }) } });
    await userEvent.click(screen.getByRole('button', { name: M.delete }));
    const dialog = await screen.findByRole('dialog', { name: M.delete }, T);
    expect(within(dialog).getByText(M.deleteQuestion('Livre'))).toBeInTheDocument();
    expect(within(dialog).queryByText(M.inUseWarning)).not.toBeInTheDocument();
  });

  it("shows the server's reason in the danger snackbar when the theme is in use (409) and stays", async () => {
    const { app } = await openForm('/themes/t1/edit', { deleteTheme: fail(409, { error: M.inUse }) });
    await userEvent.click(screen.getByRole('button', { name: M.delete }));
    const dialog = await screen.findByRole('dialog', { name: M.delete }, T);
    await userEvent.click(within(dialog).getByRole('button', { name: M.delete }));
    expect(await screen.findByText(M.deleteFailedBecause(M.inUse), {}, T)).toHaveTextContent(/^Erro ao deletar tema/);
    expect(app.location()).toBe('/themes/t1/edit');
  });

  it("goes back to the list with the server's message when the theme is not found", async () => {
    signInForTest();
    fakeApi({
      userData: userDataFor({ access: 'admin' }),
      listThemes: { themes: [] },
      editTheme: fail(404, { error: M.notFound }),
    });
    const app = renderApp('/themes/zz/edit');
    expect(await screen.findByText(M.notFound, {}, T)).toBeInTheDocument();
    await waitFor(() => expect(app.location()).toBe('/themes'));
  });
});
