// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RefreshCw } from 'lucide-react';
import { useMemo } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { Access } from '#shared/access.ts';
import type { ClientRouteName } from '#web/lib/client-routes.ts';
import { MESSAGES } from '#shared/messages.ts';
import { renderWithProviders } from '#web/testing/test-wrapper.tsx';
import type { ToolbarControl } from './toolbar-context.ts';
import { Toolbar } from './toolbar.tsx';
import { ToolbarProvider } from './toolbar-provider.tsx';
import { useToolbarControls, useVisibleToolbarControls } from './use-toolbar-controls.ts';

function Page({ reload }: { reload: () => void }) {
  const controls = useMemo<ToolbarControl[]>(
    () => [
      {
        id: 'reload',
        type: 'icon',
        route: 'dashboard-show',
        title: MESSAGES.toolbar.reload,
        hotkey: 'r',
        icon: RefreshCw,
        access: ['customer', 'customer_admin'],
        action: reload,
      },
    ],
    [reload],
  );
  useToolbarControls(controls);
  return <input aria-label="campo" />;
}

function HeaderToolbar({ route, access }: { route: ClientRouteName; access: Access }) {
  return <Toolbar controls={useVisibleToolbarControls(route, access)} />;
}

function renderToolbar(route: ClientRouteName, access: Access, reload = vi.fn()) {
  renderWithProviders(
    <ToolbarProvider>
      <HeaderToolbar route={route} access={access} />
      <Page reload={reload} />
    </ToolbarProvider>,
  );
  return reload;
}

describe('toolbar registry', () => {
  it('shows a page control on its route, with its label, and runs it by click or hotkey', async () => {
    const reload = renderToolbar('dashboard-show', 'customer');
    const button = await screen.findByRole('button', { name: MESSAGES.toolbar.reload });
    expect(button).toHaveAttribute('aria-keyshortcuts', 'r');
    await userEvent.click(button);
    await userEvent.keyboard('r');
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('ignores the hotkey while the user types in a field', async () => {
    const reload = renderToolbar('dashboard-show', 'customer');
    await userEvent.type(screen.getByLabelText('campo'), 'r');
    expect(reload).not.toHaveBeenCalled();
  });

  it('hides controls of other routes and other access', async () => {
    renderToolbar('dashboard-list', 'customer');
    expect(screen.queryByRole('button', { name: MESSAGES.toolbar.reload })).not.toBeInTheDocument();
    screen.getByLabelText('campo');
  });

  it('hides controls from an access not listed', () => {
    renderToolbar('dashboard-show', 'admin');
    expect(screen.queryByRole('toolbar')).not.toBeInTheDocument();
  });
});
