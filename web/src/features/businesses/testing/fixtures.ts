// Answers of the fake API for the business screens' tests.
import { DEFAULT_THEME } from '#shared/default-theme.ts';
import { buildPagination } from '#shared/pagination.ts';
import type {
  BusinessEditResponse,
  BusinessFields,
  BusinessListItem,
  BusinessUserItem,
  BusinessUserListResponse,
  ThemeOption,
} from '#shared/platform-api-types.ts';

export const TEAL: ThemeOption = {
  id: 't1',
  name: 'Verde-água',
  primary: '0f766e',
  primary2: '115e59',
  secondary: 'f59e0b',
  secondary2: 'fcd34d',
  background: 'f8fafc',
  support: '64748b',
};
export const PLAIN: ThemeOption = { id: 't2', name: 'Padrão', ...DEFAULT_THEME };
export const THEMES = [TEAL, PLAIN];

export const listItem = (id: string, overrides: Partial<BusinessListItem> = {}): BusinessListItem => ({
  id,
  name: `Empresa ${id}`,
  main_contact_name: `Contato ${id}`,
  current_user_count: 0,
  user_count: 10,
  dashboard_count: 0,
  pricing: '0.00',
  recent_usage: { active_users: 0, views: 0 },
  ...overrides,
});

export const ACME: BusinessFields = {
  id: 'b1',
  name: 'Acme Ltda',
  cnpj: '11.222.333/0001-81',
  subdomain: 'acme',
  main_contact_email: 'maria@acme.com.br',
  main_contact_first_name: 'Maria',
  main_contact_last_name: 'Silva',
  main_contact_phone_number: '(11) 98765-4321',
  service_description: 'Painéis de vendas',
  pricing: '1234.56',
  user_count: 25,
  theme_id: 't1',
  logo_pic: '/uploads/b1/logo.png',
};

export const editAnswer = (overrides: Partial<BusinessFields> = {}): BusinessEditResponse => ({
  business: { ...ACME, ...overrides },
  themes: THEMES,
});

export const businessUser = (id: string, overrides: Partial<BusinessUserItem> = {}): BusinessUserItem => ({
  id,
  name: `Pessoa ${id}`,
  email: `${id}@acme.com.br`,
  customer_admin: false,
  invited_at: null,
  invitation_pending: false,
  invitation_sent_at: null,
  deactivated_at: null,
  ...overrides,
});

export function usersAnswer(users: BusinessUserItem[], { page = 1, total = users.length } = {}): BusinessUserListResponse {
  return { business: { id: ACME.id, name: ACME.name }, users, pagination: buildPagination(page, 20, total) };
}
