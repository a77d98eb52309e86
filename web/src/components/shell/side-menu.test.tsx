// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { Access } from '#shared/access.ts';
import { MESSAGES } from '#shared/messages.ts';
import { renderWithProviders } from '#web/testing/test-wrapper.tsx';
import { SideMenu } from './side-menu.tsx';

function renderMenu(access: Access, onLogout = vi.fn()) {
  renderWithProviders(
    <SideMenu
      id="menu"
      access={access}
      logo="https://cdn.example.com/logo.png"
      businessName="Empresa"
      homeHref="/dashboards"
      open
      onNavigate={() => {}}
      onLogout={onLogout}
    />,
    { url: '/dashboards' },
  );
  return within(screen.getByRole('navigation', { name: MESSAGES.menu.navigation }));
}

const menuLinks = (nav: ReturnType<typeof renderMenu>) =>
  nav.getAllByRole('link').map((link) => link.textContent || link.querySelector('img')?.alt);

describe('side menu', () => {
  it.each<[Access, string[]]>([
    ['customer', [MESSAGES.menu.dashboards, MESSAGES.menu.account]],
    [
      'customer_admin',
      [
        MESSAGES.menu.dashboards,
        MESSAGES.menu.roles,
        MESSAGES.menu.users,
        MESSAGES.menu.insights,
        MESSAGES.menu.activity,
        MESSAGES.menu.account,
      ],
    ],
    ['admin', [MESSAGES.menu.businesses, MESSAGES.menu.themes, MESSAGES.menu.reports, MESSAGES.menu.activity]],
  ])('shows %s the items of its access, in the spec order', (access, items) => {
    const nav = renderMenu(access);
    expect(menuLinks(nav)).toEqual([MESSAGES.menu.logoAlt, ...items]);
    expect(nav.getByRole('button', { name: MESSAGES.menu.logout })).toBeInTheDocument();
  });

  it('links the logo to the dashboard list and marks the current page', () => {
    const nav = renderMenu('customer');
    expect(nav.getByRole('img', { name: MESSAGES.menu.logoAlt }).closest('a')).toHaveAttribute('href', '/dashboards');
    expect(nav.getByRole('link', { name: MESSAGES.menu.dashboards })).toHaveAttribute('aria-current', 'page');
    expect(nav.getByRole('link', { name: MESSAGES.menu.account })).not.toHaveAttribute('aria-current');
  });

  it('logs out with Sair', async () => {
    const onLogout = vi.fn();
    const nav = renderMenu('customer', onLogout);
    await userEvent.click(nav.getByRole('button', { name: MESSAGES.menu.logout }));
    expect(onLogout).toHaveBeenCalledOnce();
  });

  it('takes the focus when it opens (on a phone it sits above its toggle), not when it is shown from the start', async () => {
    function PhoneShell() {
      const [open, setOpen] = useState(false);
      return (
        <>
          <button onClick={() => setOpen(true)}>{MESSAGES.menu.open}</button>
          <SideMenu
            id="menu"
            access="customer"
            logo={null}
            businessName="Empresa"
            homeHref="/dashboards"
            open={open}
            onNavigate={() => {}}
            onLogout={() => {}}
          />
        </>
      );
    }
    renderWithProviders(<PhoneShell />, { url: '/dashboards' });
    const toggle = screen.getByRole('button', { name: MESSAGES.menu.open });
    await userEvent.click(toggle);
    expect(screen.getByRole('link', { name: 'Empresa' })).toHaveFocus();
  });

  it('leaves the focus alone when it is open from the start (desktop)', () => {
    renderMenu('customer');
    expect(document.body).toHaveFocus();
  });
});
