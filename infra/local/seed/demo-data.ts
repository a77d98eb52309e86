// The demo every fresh local stack starts with (README lists it). Local only: the shared password
// below never exists outside the emulators.
import type { Access } from '#shared/access.ts';
import type { ThemeColours } from '#shared/api-types.ts';
import type { RoleIcon } from '#shared/constants.ts';

export const DEMO_PASSWORD = 'Portal#2026';

export interface DemoTheme {
  id: string;
  name: string;
  colours: ThemeColours;
}
export interface DemoUser {
  email: string;
  firstName: string;
  lastName: string;
  access: Access;
  business: string | null;
  roles: string[];
}
export interface DemoDashboard {
  id: string;
  business: string;
  name: string;
  summary: string;
  description: string;
  /** Which chart the local demo report page draws. */
  report: string;
  /** The report of the catalogue it belongs to, if any. */
  reportId?: string;
}
export interface DemoReport {
  id: string;
  name: string;
  summary: string;
  description: string;
}
export interface DemoRole {
  id: string;
  business: string;
  name: string;
  icon: RoleIcon;
  dashboards: string[];
}
export interface DemoBusiness {
  id: string;
  name: string;
  subdomain: string;
  userLimit: number;
  /** Ticket mensal in cents. */
  pricingCents: number;
  theme: string;
  cnpj: string;
  contact: { email: string; firstName: string; lastName: string; phone: string };
  serviceDescription: string;
}

export const DEMO_THEMES: DemoTheme[] = [
  {
    id: 'theme-demo',
    name: 'Verde Demo',
    colours: { primary: '0f766e', primary2: '14b8a6', secondary: 'f59e0b', secondary2: 'fcd34d', background: 'f0fdfa', support: '475569' },
  },
  {
    id: 'theme-outra',
    name: 'Roxo Outra',
    colours: { primary: '6d28d9', primary2: '8b5cf6', secondary: 'db2777', secondary2: 'f9a8d4', background: 'faf5ff', support: '52525b' },
  },
];

export const DEMO_BUSINESSES: DemoBusiness[] = [
  {
    id: 'biz-demo',
    name: 'Demo Analytics',
    subdomain: 'demo',
    // Room for the collaborators a developer invites and for the test files that invite into it at the
    // same time (the authorization matrix, the team tests); Outra Empresa's 5 shows a business near its limit.
    userLimit: 100,
    pricingCents: 499_000,
    theme: 'theme-demo',
    cnpj: '12345678000195',
    contact: { email: 'gestor@demo.local', firstName: 'Gabriela', lastName: 'Gestora', phone: '11912345678' },
    serviceDescription: 'Painéis comerciais, financeiros e operacionais.',
  },
  {
    id: 'biz-outra',
    name: 'Outra Empresa',
    subdomain: 'outra',
    userLimit: 5,
    pricingCents: 199_050,
    theme: 'theme-outra',
    cnpj: '98765432000198',
    contact: { email: 'gestor@outra.local', firstName: 'Otávio', lastName: 'Gestor', phone: '21987654321' },
    serviceDescription: 'Indicadores industriais.',
  },
];

export const DEMO_REPORTS: DemoReport[] = [
  {
    id: 'report-vendas',
    name: 'Painel de Vendas',
    summary: 'Vendas por período, região e vendedor.',
    description: '<p>Modelo de painel comercial: vendas, metas e funil.</p>',
  },
  {
    id: 'report-financeiro',
    name: 'Painel Financeiro',
    summary: 'Caixa, resultado e inadimplência.',
    description: '<p>Modelo de painel financeiro para a diretoria.</p>',
  },
  {
    id: 'report-operacoes',
    name: 'Painel de Operações',
    summary: 'Estoque, logística e produção.',
    description: '<p>Modelo de painel operacional.</p>',
  },
];

export const DEMO_USERS: DemoUser[] = [
  { email: 'admin@portal.local', firstName: 'Ana', lastName: 'Administradora', access: 'admin', business: null, roles: [] },
  { email: 'gestor@demo.local', firstName: 'Gabriela', lastName: 'Gestora', access: 'customer_admin', business: 'biz-demo', roles: [] },
  { email: 'cliente@demo.local', firstName: 'Carlos', lastName: 'Cliente', access: 'customer', business: 'biz-demo', roles: ['role-comercial'] },
  { email: 'gestor@outra.local', firstName: 'Otávio', lastName: 'Gestor', access: 'customer_admin', business: 'biz-outra', roles: [] },
];

const describe = (text: string) => `<p>${text}</p><ul><li>Atualizado diariamente</li><li>Fonte: ERP e CRM</li></ul>`;

export const DEMO_DASHBOARDS: DemoDashboard[] = [
  {
    id: 'dash-vendas-mensais',
    business: 'biz-demo',
    name: 'Vendas Mensais',
    summary: 'Faturamento mês a mês por linha de produto.',
    description: describe('Evolução das <strong>vendas mensais</strong> com comparação ao ano anterior.'),
    report: 'bars',
    reportId: 'report-vendas',
  },
  {
    id: 'dash-funil-comercial',
    business: 'biz-demo',
    name: 'Funil Comercial',
    summary: 'Oportunidades por etapa do funil.',
    description: describe('Conversão entre etapas do <em>funil comercial</em>.'),
    report: 'funnel',
    reportId: 'report-vendas',
  },
  {
    id: 'dash-metas-regionais',
    business: 'biz-demo',
    name: 'Metas Regionais',
    summary: '',
    description: describe('Atingimento de metas por região.'),
    report: 'bars',
  },
  {
    id: 'dash-relatorio-clientes',
    business: 'biz-demo',
    name: 'Relatório de Clientes',
    summary: 'Carteira ativa, novos clientes e churn.',
    description: describe('Indicadores da carteira de clientes.'),
    report: 'line',
  },
  {
    id: 'dash-fluxo-caixa',
    business: 'biz-demo',
    name: 'Fluxo de Caixa',
    summary: 'Entradas e saídas previstas e realizadas.',
    description: describe('Fluxo de caixa diário.'),
    report: 'line',
    reportId: 'report-financeiro',
  },
  {
    id: 'dash-dre-gerencial',
    business: 'biz-demo',
    name: 'DRE Gerencial',
    summary: 'Demonstrativo de resultados do exercício.',
    description: describe('DRE consolidado por centro de custo.'),
    report: 'bars',
    reportId: 'report-financeiro',
  },
  {
    id: 'dash-inadimplencia',
    business: 'biz-demo',
    name: 'Inadimplência',
    summary: 'Títulos vencidos por faixa de atraso.',
    description: describe('Carteira vencida por faixa.'),
    report: 'pie',
  },
  {
    id: 'dash-estoque',
    business: 'biz-demo',
    name: 'Estoque e Suprimentos',
    summary: 'Cobertura de estoque por categoria.',
    description: describe('Giro e cobertura de estoque.'),
    report: 'bars',
  },
  {
    id: 'dash-logistica',
    business: 'biz-demo',
    name: 'Logística de Entregas',
    summary: 'Prazos de entrega e ocorrências.',
    description: describe('Prazo médio de entrega por transportadora.'),
    report: 'line',
  },
  {
    id: 'dash-satisfacao',
    business: 'biz-demo',
    name: 'Satisfação de Clientes',
    summary: 'NPS e pesquisas de satisfação.',
    description: describe('Resultados de NPS por trimestre.'),
    report: 'pie',
  },
  {
    id: 'dash-producao',
    business: 'biz-outra',
    name: 'Produção Industrial',
    summary: 'Volume produzido por linha.',
    description: describe('Produção diária por linha.'),
    report: 'bars',
  },
  {
    id: 'dash-qualidade',
    business: 'biz-outra',
    name: 'Qualidade',
    summary: 'Índices de refugo e retrabalho.',
    description: describe('Indicadores de qualidade.'),
    report: 'line',
  },
  {
    id: 'dash-manutencao',
    business: 'biz-outra',
    name: 'Manutenção',
    summary: 'Paradas planejadas e corretivas.',
    description: describe('MTBF e MTTR por equipamento.'),
    report: 'pie',
  },
];

export const DEMO_ROLES: DemoRole[] = [
  {
    id: 'role-comercial',
    business: 'biz-demo',
    name: 'Comercial',
    icon: 'chart-bar',
    dashboards: ['dash-vendas-mensais', 'dash-funil-comercial', 'dash-metas-regionais', 'dash-relatorio-clientes'],
  },
  {
    id: 'role-financeiro',
    business: 'biz-demo',
    name: 'Financeiro',
    icon: 'wallet',
    dashboards: ['dash-fluxo-caixa', 'dash-dre-gerencial', 'dash-inadimplencia', 'dash-vendas-mensais'],
  },
  { id: 'role-operacoes', business: 'biz-demo', name: 'Operações', icon: 'truck', dashboards: ['dash-estoque', 'dash-logistica'] },
  { id: 'role-fabrica', business: 'biz-outra', name: 'Fábrica', icon: 'factory', dashboards: ['dash-producao', 'dash-qualidade'] },
];
