// @vitest-environment jsdom
// The themes list through the whole app (router, shell) with a fake API.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { THEME_COLOURS } from '#shared/constants.ts';
import { DEFAULT_THEME } from '#shared/default-theme.ts';
import { THEME_MESSAGES } from '#shared/platform-messages.ts';
import { toaster } from '#web/components/ui/toaster-store.ts';
import { mockFetch, requestsOf, type FakeAnswer } from '#web/testing/mock-fetch.ts';
import { renderApp, signInForTest, userDataFor } from '#web/testing/test-wrapper.tsx';
import { TEAL, themeRow } from '../testing/fixtures.ts';
import { PATIENCE } from '#web/testing/patience.ts';

const T = PATIENCE;
const M = THEME_MESSAGES;
const THEMES = [TEAL, themeRow('t2', { name: 'Padrão' })];

function openList(list: FakeAnswer) {
  signInForTest();
  const fetchSpy = mockFetch({
    'GET /api/v1/user_data': { body: userDataFor({ access: 'admin' }) },
    'GET /api/v1/admin/themes': list,
    'GET /api/v1/admin/themes/t1/edit': { body: { theme: THEMES[0] } },
    'GET /api/v1/admin/themes/t2/edit': { body: { theme: THEMES[1] } },
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
    openList({ body: { themes: THEMES } });
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
    openList({ body: { themes: THEMES } });
    const region = await screen.findByRole('region', { name: M.tableLabel }, T);
    expect(region).toHaveAttribute('tabindex', '0');
    expect(within(region).getByRole('table')).toBeInTheDocument();
  });

  it('opens the edit screen on a click anywhere on the row, and by the link from the keyboard', async () => {
    const { app } = openList({ body: { themes: THEMES } });
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
    const { app } = openList({ body: { themes: THEMES } });
    const create = await screen.findByRole('link', { name: M.create }, T);
    expect(create).toHaveAttribute('href', '/themes/new');
    const table = await screen.findByRole('table', { name: M.tableLabel }, T);
    expect(create.compareDocumentPosition(table) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    await userEvent.click(create);
    await waitFor(() => expect(app.location()).toBe('/themes/new'));
  });

  it('says so when there is no theme', async () => {
    const { fetchSpy } = openList({ body: { themes: [] } });
    expect(await screen.findByText(M.empty, {}, T)).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(requestsOf(fetchSpy)).toContain('GET /api/v1/admin/themes');
  });

  it('shows neither rows nor the empty text when the list fails (the failure is only logged)', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    openList({ status: 500, body: { error: 'Erro interno.' } });
    expect(await screen.findByRole('link', { name: M.create }, T)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('status')).not.toBeInTheDocument(), T);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.queryByText(M.empty)).not.toBeInTheDocument();
  });
});
