// Answers of the users API for this feature's tests.
import type { UserEditResponse, UserListItem, UserListResponse, UserNewResponse } from '#shared/api-types.ts';
import { buildPagination } from '#shared/pagination.ts';

export const listUser = (id: string, overrides: Partial<UserListItem> = {}): UserListItem => ({
  id,
  name: `Pessoa ${id}`,
  email: `${id}@empresa.com`,
  customer_admin: false,
  roles: [],
  invited_by_name: null,
  invited_at: null,
  invitation_pending: false,
  invitation_sent_at: null,
  deactivated_at: null,
  ...overrides,
});

export const USERS: UserListItem[] = [
  listUser('u1', {
    name: 'Bruno Lima',
    email: 'bruno@empresa.com',
    roles: [
      { name: 'Comercial', icon: 'truck' },
      { name: 'Financeiro', icon: 'wallet' },
    ],
    invited_by_name: 'Ana Souza',
    invited_at: '2024-03-05T15:00:00.000Z',
  }),
  listUser('u2', { name: 'Carla Dias', email: 'carla@empresa.com', customer_admin: true, invited_at: '2024-01-02T12:00:00.000Z' }),
];

export function usersAnswer(
  users: UserListItem[] = USERS,
  { current = 5, limit = 10, page = 1, total = users.length }: { current?: number; limit?: number; page?: number; total?: number } = {},
): UserListResponse {
  return {
    users,
    roles: [
      { id: 'role-comercial', name: 'Comercial' },
      { id: 'role-financeiro', name: 'Financeiro' },
    ],
    pagination: buildPagination(page, 20, total),
    current_user_count: current,
    business_user_count: limit,
  };
}

export const FORM_ROLES: UserNewResponse['roles'] = [
  { id: 'role-comercial', name: 'Comercial', dashboard_names: ['Vendas', 'Área Comercial', 'estoque'] },
  { id: 'role-financeiro', name: 'Financeiro', dashboard_names: ['Vendas', 'Zona Sul', 'Base'] },
  { id: 'role-rh', name: 'RH', dashboard_names: [] },
];

export const newAnswer = (userLimitReached = false): UserNewResponse => ({ roles: FORM_ROLES, user_limit_reached: userLimitReached });

export const editAnswer = (overrides: Partial<UserEditResponse['user']> = {}): UserEditResponse => ({
  user: {
    id: 'u1',
    first_name: 'Bruno',
    last_name: 'Lima',
    email: 'bruno@empresa.com',
    role_ids: ['role-financeiro'],
    customer_admin: false,
    invitation_pending: false,
    invitation_sent_at: null,
    ...overrides,
  },
  roles: FORM_ROLES,
});
