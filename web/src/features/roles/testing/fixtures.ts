// Answers of the fake API for the access level screens' tests.
import type { RoleEditResponse, RoleListItem, RoleNewResponse } from '#shared/api-types.ts';
import { ROLE_ICONS } from '#shared/constants.ts';

export const roleRow = (id: string, overrides: Partial<RoleListItem> = {}): RoleListItem => ({
  id,
  name: `Nível ${id}`,
  icon: 'truck',
  users_count: 0,
  dashboards_count: 0,
  ...overrides,
});

export const OPTIONS: RoleNewResponse = {
  icons: [...ROLE_ICONS],
  users: [
    { id: 'u1', name: 'Ana Souza' },
    { id: 'u2', name: 'Bruno Lima' },
    { id: 'u3', name: 'Carla Dias' },
  ],
  dashboards: [
    { id: 'd1', name: 'Vendas Mensais' },
    { id: 'd2', name: 'Estoque' },
    { id: 'd3', name: 'Financeiro' },
  ],
};

export const EDIT: RoleEditResponse = {
  ...OPTIONS,
  role: {
    id: 'r1',
    name: 'Comercial',
    icon: 'store',
    user_ids: ['u2', 'u1'],
    user_names: ['Bruno Lima', 'Ana Souza'],
    dashboard_ids: ['d1'],
    dashboard_names: ['Vendas Mensais'],
  },
};
