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
const FREE = themeRow('t2', { name: 'Livre' });

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

  it('puts the API\'s message under each refused colour, naming it, and "Preencha todas as cores" once when one is empty', async () => {
    const refusedPrimary = M.invalidColour(M.colours.primary);
    const refusedSupport = M.invalidColour(M.colours.support);
    const { fetchSpy } = await openForm('/themes/new', {
      createTheme: fail(422, { success: false, errors: { name: [M.nameRequired], primary: [refusedPrimary], support: [refusedSupport] } }),
    });
    await retype(colourInput(M.colours.primary), '12');
    await retype(colourInput(M.colours.support), '');
    await userEvent.click(screen.getByRole('button', { name: M.submitNew }));
    expect(await screen.findByText(M.createFailed, {}, T)).toBeInTheDocument();
    expect(bodyOf(fetchSpy, 'POST', '/api/v1/admin/themes').theme).toMatchObject({ primary: '12', support: '' });
    expect(colourInput(M.colours.primary)).toHaveAccessibleErrorMessage('Cor primária: use seis dígitos hexadecimais, como 1A2B3C.');
    expect(colourInput(M.colours.support)).toHaveAccessibleErrorMessage(refusedSupport);
    expect(colourInput(M.colours.primary2)).not.toHaveAttribute('aria-invalid');
    expect(screen.getAllByText(M.fillAllColours)).toHaveLength(1);
    expect(screen.getByRole('group', { name: M.columns.colours })).toContainElement(screen.getByText(M.fillAllColours));
    expect(screen.getByRole('textbox', { name: M.name })).toHaveAccessibleErrorMessage(M.nameRequired);
    expect(picker(M.colours.primary)).toHaveAttribute('aria-invalid', 'true');
    expect(picker(M.colours.primary2)).not.toHaveAttribute('aria-invalid');

    // A colour put right loses its message at once; the group's goes with the last empty colour.
    await retype(colourInput(M.colours.support), '64748b');
    expect(screen.queryByText(refusedSupport)).not.toBeInTheDocument();
    expect(screen.queryByText(M.fillAllColours)).not.toBeInTheDocument();
    expect(colourInput(M.colours.primary)).toHaveAccessibleErrorMessage(refusedPrimary);
    await retype(colourInput(M.colours.primary), '0f766e');
    expect(colourInput(M.colours.primary)).not.toHaveAttribute('aria-invalid');
  });

  it('says which colour is not a hex code as soon as its field is left, before any save', async () => {
    const { fetchSpy } = await openForm('/themes/new');
    const secondary2 = colourInput(M.colours.secondary2);
    await retype(secondary2, 'fcd3');
    // Still typing: no message yet.
    expect(secondary2).not.toHaveAttribute('aria-invalid');
    await userEvent.tab();
    expect(secondary2).toHaveAccessibleErrorMessage(M.invalidColour(M.colours.secondary2));
    expect(screen.getByText('Cor secundária 2: use seis dígitos hexadecimais, como 1A2B3C.')).toBeInTheDocument();
    expect(screen.queryByText(M.fillAllColours)).not.toBeInTheDocument();
    expect(callsOf(fetchSpy).filter((call) => call.startsWith('POST'))).toEqual([]);
    await userEvent.type(secondary2, '4d');
    expect(secondary2).not.toHaveAttribute('aria-invalid');
    expect(secondary2).toHaveAccessibleDescription(M.colourHelp);
  });

  it('draws the preview from the colours being typed, keeping the last valid one, and keeps field and swatch in sync', async () => {
    await openForm('/themes/new');
    expect(part('menu')).toHaveStyle({ background: `#${DEFAULT_THEME.primary}` });
    expect(part('content')).toHaveStyle({ background: `#${DEFAULT_THEME.background}` });

    await retype(colourInput(M.colours.primary), '0F766E');
    expect(part('menu')).toHaveStyle({ background: '#0f766e', color: '#ffffff' });
    // As in the portal, the buttons wear the primary colour.
    expect(part('button')).toHaveStyle({ background: '#0f766e', color: '#ffffff' });
    expect(picker(M.colours.primary)).toHaveValue('#0f766e');
    // Half typed: the preview and the swatch keep the last valid colour.
    await retype(colourInput(M.colours.primary), 'ab');
    expect(part('menu')).toHaveStyle({ background: '#0f766e' });
    expect(picker(M.colours.primary)).toHaveValue('#0f766e');

    fireEvent.input(picker(M.colours.secondary), { target: { value: '#ff0000' } });
    expect(colourInput(M.colours.secondary)).toHaveValue('ff0000');
    expect(part('star')).toHaveStyle({ color: '#ff0000' });
    await retype(colourInput(M.colours.primary2), 'fcd34d');
    expect(part('menu-item')).toHaveStyle({ background: '#fcd34d', color: '#1a202c' });
    await retype(colourInput(M.colours.background), '#000000');
    expect(part('content')).toHaveStyle({ background: '#000000', color: '#ffffff' });
  });

  it('shows the preview under the name and before the colours, so a phone reaches it without scrolling past them', async () => {
    await openForm('/themes/new');
    const name = screen.getByRole('textbox', { name: M.name });
    const colours = screen.getByRole('group', { name: M.columns.colours });
    expect(name.compareDocumentPosition(preview()) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(preview().compareDocumentPosition(colours) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.getByRole('region', { name: M.preview })).toContainElement(preview());
  });

  it('warns, in a status region, of each pair the portal draws under its minimum: an all-white theme too', async () => {
    await openForm('/themes/new');
    const warnings = () =>
      within(screen.getByRole('status'))
        .queryAllByRole('listitem')
        .map((item) => item.textContent);
    // A new theme starts from the platform's own colours, which read everywhere.
    expect(warnings()).toEqual([]);
    // A light amber star reads 2.05:1 on the white cards.
    await retype(colourInput(M.colours.secondary), 'f2a541');
    expect(warnings()).toEqual([M.lowContrast(M.contrastPairs.favouriteStar, '2,05', '3')]);

    for (const colour of THEME_COLOURS) await retype(colourInput(M.colours[colour]), 'ffffff');
    expect(warnings()).toEqual([
      M.lowContrast(M.contrastPairs.primaryOnPanels, '1,00', '3'),
      M.lowContrast(M.contrastPairs.primaryOnPage, '1,00', '3'),
      M.lowContrast(M.contrastPairs.favouriteStar, '1,00', '3'),
    ]);
    // Mid grey: neither white nor the dark text reads well on it.
    await retype(colourInput(M.colours.primary), '808080');
    expect(warnings()).toContain(M.lowContrast(M.contrastPairs.menuText, '4,13', '4,5'));
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

  it('asks before deleting a theme nobody wears, then sends DELETE and goes back', async () => {
    const { app, fetchSpy } = await openForm('/themes/t2/edit', { editTheme: { theme: FREE }, deleteTheme: { success: true } });
    await userEvent.click(screen.getByRole('button', { name: M.delete }));
    let dialog = await screen.findByRole('dialog', { name: M.delete }, T);
    expect(within(dialog).getByText(M.deleteQuestion('Livre'))).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: MANAGEMENT_MESSAGES.forms.confirm.cancel }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(callsOf(fetchSpy)).not.toContain('DELETE /api/v1/admin/themes/t2');

    await userEvent.click(screen.getByRole('button', { name: M.delete }));
    dialog = await screen.findByRole('dialog', { name: M.delete }, T);
    await userEvent.click(within(dialog).getByRole('button', { name: M.delete }));
    expect(await screen.findByText(M.deleted, {}, T)).toBeInTheDocument();
    await waitFor(() => expect(app.location()).toBe('/themes'));
    expect(callsOf(fetchSpy)).toContain('DELETE /api/v1/admin/themes/t2');
  });

  it('offers no delete for a theme businesses wear: the dialog names them, says how to free it, and has only "Entendi"', async () => {
    const { fetchSpy } = await openForm('/themes/t1/edit', { deleteTheme: { success: true } });
    const trigger = screen.getByRole('button', { name: M.delete });
    await userEvent.click(trigger);
    const dialog = await screen.findByRole('dialog', { name: M.inUseTitle('Verde-água') }, T);
    const businesses = within(dialog).getByRole('region', { name: M.inUseWarning });
    expect(
      within(businesses)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Demo Ltda', 'Outra S.A.']);
    expect(within(dialog).getByText(M.inUseHint)).toBeInTheDocument();
    expect(
      within(dialog)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual([M.understood]);

    await userEvent.click(within(dialog).getByRole('button', { name: M.understood }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
    expect(callsOf(fetchSpy)).not.toContain('DELETE /api/v1/admin/themes/t1');
  });

  it("shows the server's reason when a business put the theme on meanwhile (409), and asks for the theme again", async () => {
    const { app, fetchSpy } = await openForm('/themes/t2/edit', { editTheme: { theme: FREE }, deleteTheme: fail(409, { error: M.inUse }) });
    await userEvent.click(screen.getByRole('button', { name: M.delete }));
    const dialog = await screen.findByRole('dialog', { name: M.delete }, T);
    await userEvent.click(within(dialog).getByRole('button', { name: M.delete }));
    expect(await screen.findByText(M.deleteFailedBecause(M.inUse), {}, T)).toHaveTextContent(/^Erro ao deletar tema/);
    expect(app.location()).toBe('/themes/t2/edit');
    // So that the next try names the business that now wears it.
    await waitFor(() => expect(callsOf(fetchSpy).filter((call) => call === 'GET /api/v1/admin/themes/t2/edit')).toHaveLength(2));
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
