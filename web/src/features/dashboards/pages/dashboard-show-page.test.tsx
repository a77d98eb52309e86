// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Access } from '#shared/access.ts';
import type { DashboardListResponse } from '#shared/api-types.ts';
import { MESSAGES } from '#shared/messages.ts';
import { callsOf, fail, fakeApi, type FakeHandler } from '#web/testing/fake-api.ts';
import { renderApp, signInForTest, userDataFor } from '#web/testing/test-wrapper.tsx';
import { showAnswer } from '../testing/fixtures.ts';
import { PATIENCE } from '#web/testing/patience.ts';

const EMPTY_LIST: DashboardListResponse = {
  roles: [],
  dashboards: [],
  pagination: { total_pages: 1, current_page: 1, first_page: 1, last_page: 1, prev_page: null, next_page: null, total_count: 0 },
};

const requestFullscreen = vi.fn(() => Promise.resolve());

beforeEach(() => {
  Object.defineProperty(HTMLElement.prototype, 'requestFullscreen', { value: requestFullscreen, configurable: true });
});
afterEach(async () => {
  // Unmounting ends the view a tick later: let that happen before the next test's fake server is up.
  cleanup();
  await new Promise((resolve) => setTimeout(resolve, 0));
  requestFullscreen.mockClear();
  delete (HTMLElement.prototype as Partial<HTMLElement>).requestFullscreen;
});

async function openShow(answer: FakeHandler<'showDashboard'> = showAnswer(), access: Access = 'customer') {
  signInForTest();
  const fetchSpy = fakeApi({
    userData: userDataFor({ access }),
    showDashboard: answer,
    listDashboards: EMPTY_LIST,
    endView: { success: true },
  });
  const app = renderApp('/dashboards/d1');
  await screen.findByRole('toolbar');
  return { app, fetchSpy };
}

const frame = () => screen.findByTitle(MESSAGES.dashboards.frameTitle('Vendas Mensais'));

describe('dashboard show', () => {
  it('frames the report with a strict sandbox, referrer policy and full-screen permission', async () => {
    const { fetchSpy } = await openShow();
    const iframe = await frame();
    expect(iframe.tagName).toBe('IFRAME');
    expect(iframe).toHaveAttribute('src', 'https://bi.example.com/embed/vendas');
    expect(iframe).toHaveAttribute('allow', 'fullscreen');
    expect(iframe).toHaveAttribute('allowfullscreen');
    expect(iframe).toHaveAttribute('referrerpolicy', 'strict-origin-when-cross-origin');
    expect(iframe.getAttribute('sandbox')?.split(' ').sort()).toEqual([
      'allow-downloads',
      'allow-forms',
      'allow-popups',
      'allow-popups-to-escape-sandbox',
      'allow-same-origin',
      'allow-scripts',
    ]);
    expect(callsOf(fetchSpy).filter((r) => r.startsWith('GET /api/v1/dashboards/d1'))).toHaveLength(1);
  });

  it.each(['javascript:alert(1)', 'data:text/html,<script>alert(1)</script>', 'ftp://example.com/x', 'not a url'])(
    'never frames %s',
    async (url) => {
      await openShow(showAnswer({ iframe_url: url }));
      expect(await screen.findByText(MESSAGES.dashboards.invalidFrameUrl)).toBeInTheDocument();
      expect(document.querySelector('iframe')).toBeNull();
    },
  );

  it('opens the info modal with i: sanitised description, no audience for a customer', async () => {
    await openShow();
    await frame();
    await userEvent.keyboard('i');
    const dialog = await screen.findByRole('dialog', {}, PATIENCE);
    expect(within(dialog).getByText('vendas').tagName).toBe('STRONG');
    expect(dialog.querySelector('script, [onerror]')).toBeNull();
    expect(within(dialog).queryByText(MESSAGES.dashboards.infoVisibleTo)).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('link', { name: MESSAGES.dashboards.viewHistory })).not.toBeInTheDocument();
  });

  it('shows a customer_admin who may see it and the link to its view history', async () => {
    await openShow(showAnswer({ visible_to_users: ['Carlos Cliente', 'Gabriela Gestora'] }), 'customer_admin');
    await frame();
    await userEvent.click(screen.getByRole('button', { name: MESSAGES.toolbar.info }));
    const dialog = await screen.findByRole('dialog', {}, PATIENCE);
    expect(within(dialog).getByText(MESSAGES.dashboards.infoVisibleToNote)).toBeInTheDocument();
    expect(within(dialog).getByText('Carlos Cliente')).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: MESSAGES.dashboards.viewHistory })).toHaveAttribute('href', '/views/dashboard/d1');
  });

  it('ignores hotkeys typed into a field, and runs them elsewhere', async () => {
    await openShow();
    await frame();
    const field = document.body.appendChild(document.createElement('input'));
    await userEvent.type(field, 'fri');
    expect(requestFullscreen).not.toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    field.remove();

    await userEvent.keyboard('f');
    expect(requestFullscreen).toHaveBeenCalledTimes(1);
  });

  it('reloads the report with r by mounting a new frame', async () => {
    await openShow();
    const before = await frame();
    await userEvent.keyboard('r');
    const after = await frame();
    expect(after).not.toBe(before);
    expect(before.isConnected).toBe(false);
  });

  it('keeps the fullscreen control pressed while the report is in full screen', async () => {
    await openShow();
    const container = (await frame()).parentElement!;
    const control = screen.getByRole('button', { name: MESSAGES.toolbar.fullscreen });
    expect(control).toHaveAttribute('aria-pressed', 'false');
    Object.defineProperty(document, 'fullscreenElement', { value: container, configurable: true });
    fireEvent(document, new Event('fullscreenchange'));
    await waitFor(() => expect(control).toHaveAttribute('aria-pressed', 'true'));
    Object.defineProperty(document, 'fullscreenElement', { value: null, configurable: true });
    fireEvent(document, new Event('fullscreenchange'));
    await waitFor(() => expect(control).toHaveAttribute('aria-pressed', 'false'));
  });

  it('ends the view when the user leaves the page (keepalive DELETE with the token)', async () => {
    const { app, fetchSpy } = await openShow();
    await frame();
    await act(() => app.router.navigate('/dashboards'));
    await waitFor(() => expect(callsOf(fetchSpy)).toContain('DELETE /api/v1/views/view-1'));
    const [, init] = fetchSpy.mock.calls.find(([, i]) => i?.method === 'DELETE')!;
    expect(init).toMatchObject({ keepalive: true, headers: { Authorization: 'Bearer test-access-token' } });
    expect(callsOf(fetchSpy).filter((r) => r === 'DELETE /api/v1/views/view-1')).toHaveLength(1);
  });

  it('ends the view on pagehide (tab closed or navigated away)', async () => {
    const { fetchSpy } = await openShow();
    await frame();
    fireEvent(window, new Event('pagehide'));
    expect(callsOf(fetchSpy)).toContain('DELETE /api/v1/views/view-1');
  });

  it("shows the server's error as a danger snackbar and goes back to the list", async () => {
    const { app } = await openShow(fail(404, { error: MESSAGES.errors.dashboardNotFound }));
    expect(await screen.findByText(MESSAGES.errors.dashboardNotFound, {}, PATIENCE)).toBeInTheDocument();
    await waitFor(() => expect(app.location()).toBe('/dashboards'));
  });

  it('starts a new view for every visit, never reusing a cached answer', async () => {
    let views = 0;
    const { app, fetchSpy } = await openShow(() => showAnswer({}, `view-${(views += 1)}`));
    await frame();
    await act(() => app.router.navigate('/dashboards'));
    await act(() => app.router.navigate('/dashboards/d1'));
    await frame();
    expect(views).toBe(2);
    await waitFor(() => expect(callsOf(fetchSpy)).toContain('DELETE /api/v1/views/view-1'));
    expect(callsOf(fetchSpy)).not.toContain('DELETE /api/v1/views/view-2');
  });
});
