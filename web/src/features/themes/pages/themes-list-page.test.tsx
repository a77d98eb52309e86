// @vitest-environment jsdom
// The themes list through the whole app (router, shell) with a fake API.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { THEME_COLOURS } from '#shared/constants.ts';
import { DEFAULT_THEME } from '#shared/default-theme.ts';
import type { ThemeItem, ThemeListResponse } from '#shared/api-types.ts';
import { THEME_MESSAGES } from '#shared/platform-messages.ts';
import { toaster } from '#web/components/ui/toaster-store.ts';
import { callsOf, fail, fakeApi, type FakeHandler } from '#web/testing/fake-api.ts';
import { renderApp, signInForTest, userDataFor } from '#web/testing/test-wrapper.tsx';
import { TEAL, themeRow } from '../testing/fixtures.ts';
import { PATIENCE } from '#web/testing/patience.ts';

const T = PATIENCE;
const M = THEME_MESSAGES;
const THEMES = [TEAL, themeRow('t2', { name: 'Padrão' })];

function openList(list: FakeHandler<'listThemes'>) {
  signInForTest();
  const fetchSpy = fakeApi({
    userData: userDataFor({ access: 'admin' }),
    listThemes: list,
    editTheme: ({ params }) => {
      const theme = THEMES.find(({ id }) => id === params.id);
      return theme ? { theme } : fail(404, { error: M.notFound });
    },
  });
  return { app: renderApp('/themes'), fetchSpy };
}

beforeEach(() => {
  // The toast store outlives a test: no notice of the test before may answer for this one.
  toaster.remove();
  vi.restoreAllMocks();
});

describe('themes list', { timeout: 20_000 }, () => {
  it('shows a row per theme: its name as a link and six squares named by colour and hex', async () => {
    openList({ themes: THEMES });
    expect(await screen.findByRole('heading', { level: 1, name: M.listHeading }, T)).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: M.tableLabel }, T);
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual([M.columns.name, M.columns.colours]);

    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    expect(within(rows[0]).getByRole('link', { name: 'Verde-água' })).toHaveAttribute('href', '/themes/t1/edit');
    expect(within(rows[1]).getByRole('link', { name: 'Padrão' })).toHaveAttribute('href', '/themes/t2/edit');
    const squares = within(rows[0]).getAllByRole('img');
    expect(squares.map((square) => square.getAttribute('aria-label'))).toEqual(
      THEME_COLOURS.map((colour) => M.swatchName(M.colours[colour], TEAL[colour])),
    );
    expect(within(rows[0]).getByRole('img', { name: 'Cor primária: #0f766e' })).toHaveStyle({ background: '#0f766e' });
    expect(within(rows[1]).getByRole('img', { name: `Cor de fundo: #${DEFAULT_THEME.background}` })).toBeInTheDocument();
  });

  it('keeps the table in a focusable, labelled region, so a narrow screen can scroll it by keyboard', async () => {
    openList({ themes: THEMES });
    const region = await screen.findByRole('region', { name: M.tableLabel }, T);
    expect(region).toHaveAttribute('tabindex', '0');
    expect(within(region).getByRole('table')).toBeInTheDocument();
  });

  it('opens the edit screen on a click anywhere on the row, and by the link from the keyboard', async () => {
    const { app } = openList({ themes: THEMES });
    const table = await screen.findByRole('table', { name: M.tableLabel }, T);
    const row = within(table).getAllByRole('row')[2];
    await userEvent.click(within(row).getAllByRole('img')[3]);
    await waitFor(() => expect(app.location()).toBe('/themes/t2/edit'));
    expect(await screen.findByRole('textbox', { name: M.name }, T)).toHaveValue('Padrão');

    app.router.navigate('/themes');
    const link = await screen.findByRole('link', { name: 'Verde-água' }, T);
    link.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(app.location()).toBe('/themes/t1/edit'));
    expect(await screen.findByRole('textbox', { name: M.name }, T)).toHaveValue('Verde-água');
  });

  it('offers "Criar novo tema" above the table, a link to the new form', async () => {
    const { app } = openList({ themes: THEMES });
    const create = await screen.findByRole('link', { name: M.create }, T);
    expect(create).toHaveAttribute('href', '/themes/new');
    const table = await screen.findByRole('table', { name: M.tableLabel }, T);
    expect(create.compareDocumentPosition(table) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    await userEvent.click(create);
    await waitFor(() => expect(app.location()).toBe('/themes/new'));
  });

  it('says so when there is no theme', async () => {
    const { fetchSpy } = openList({ themes: [] });
    expect(await screen.findByText(M.empty, {}, T)).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(callsOf(fetchSpy)).toContain('GET /api/v1/admin/themes');
  });

  it('shows neither rows nor the empty text when the list fails (the failure is only logged)', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    openList(fail(500, { error: 'Erro interno.' }));
    expect(await screen.findByRole('link', { name: M.create }, T)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('status')).not.toBeInTheDocument(), T);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.queryByText(M.empty)).not.toBeInTheDocument();
  });
});

describe('themes list after a write', { timeout: 20_000 }, () => {
  /** A fake server that keeps its themes: the list and the form read what the writes left. */
  function openStoredList() {
    let stored: ThemeItem[] = [...THEMES];
    let held: ((answer: ThemeListResponse) => void) | undefined;
    let holdNextList = false;
    const fetchSpy = fakeApi({
      userData: userDataFor({ access: 'admin' }),
      listThemes: () => {
        if (!holdNextList) return { themes: stored };
        holdNextList = false;
        return new Promise<ThemeListResponse>((resolve) => (held = resolve));
      },
      editTheme: ({ params }) => {
        const theme = stored.find(({ id }) => id === params.id);
        return theme ? { theme } : fail(404, { error: M.notFound });
      },
      updateTheme: ({ params, body }) => {
        const { theme } = body as { theme: Omit<ThemeItem, 'id' | 'business_names'> };
        stored = stored.map((row) => (row.id === params.id ? { ...row, ...theme } : row));
        return { success: true };
      },
      deleteTheme: ({ params }) => {
        stored = stored.filter(({ id }) => id !== params.id);
        return { success: true };
      },
    });
    signInForTest();
    const app = renderApp('/themes');
    const release = () => held?.({ themes: stored });
    return { app, fetchSpy, holdNextList: () => (holdNextList = true), release };
  }

  const rowNames = async () =>
    within(await screen.findByRole('table', { name: M.tableLabel }, T))
      .getAllByRole('link')
      .map((link) => link.textContent);

  it("drops a deleted theme from the list at once, before the list's own refetch answers", async () => {
    const { app, fetchSpy, holdNextList, release } = openStoredList();
    await userEvent.click(await screen.findByRole('link', { name: 'Padrão' }, T));
    await userEvent.click(await screen.findByRole('button', { name: M.delete }, T));
    const dialog = await screen.findByRole('dialog', { name: M.delete }, T);
    holdNextList();
    await userEvent.click(within(dialog).getByRole('button', { name: M.delete }));
    await waitFor(() => expect(app.location()).toBe('/themes'));

    await waitFor(() => expect(callsOf(fetchSpy).filter((call) => call === 'GET /api/v1/admin/themes')).toHaveLength(2));
    // Still waiting for the list, yet the deleted theme is gone.
    expect(await rowNames()).toEqual(['Verde-água']);
    release();
  });

  it('asks again for the list and for the saved theme: both show it as now stored', async () => {
    const { app, fetchSpy } = openStoredList();
    await userEvent.click(await screen.findByRole('link', { name: 'Verde-água' }, T));
    const name = await screen.findByRole('textbox', { name: M.name }, T);
    await userEvent.clear(name);
    await userEvent.type(name, 'Verde-mar');
    await userEvent.click(screen.getByRole('button', { name: M.submitEdit }));
    await waitFor(() => expect(app.location()).toBe('/themes'));
    await waitFor(async () => expect(await rowNames()).toEqual(['Verde-mar', 'Padrão']), T);

    await userEvent.click(screen.getByRole('link', { name: 'Verde-mar' }));
    expect(await screen.findByRole('textbox', { name: M.name }, T)).toHaveValue('Verde-mar');
    expect(callsOf(fetchSpy).filter((call) => call === 'GET /api/v1/admin/themes/t1/edit')).toHaveLength(2);
  });
});
