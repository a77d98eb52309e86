// Texts of the activity trail (screens, API answers). Kept out of shared/messages.ts so they reach the
// browser only in the trail's lazy chunks.
import type { ActivityAction, ActivityEntityKind } from './insights-api-types.ts';

/** A `YYYY-MM-DD` day as the screens write it (DD/MM/YYYY). */
const shownDay = (day: string) => `${day.slice(8, 10)}/${day.slice(5, 7)}/${day.slice(0, 4)}`;

export const ACTIVITY_MESSAGES = {
  heading: 'Atividade',
  platformHeading: 'Atividade da plataforma',
  tableLabel: 'Atividade, mais recente primeiro',
  empty: 'Nenhuma atividade encontrada.',
  loadMore: 'Carregar mais',
  /** Read aloud when "Carregar mais" appended a page. */
  loaded: (count: number) => (count === 1 ? '1 entrada carregada.' : `${count} entradas carregadas.`),
  invalidCursor: 'Página de atividade inválida.',
  invalidPeriod: 'Período inválido: a data inicial deve ser anterior à final.',
  invalidDay: 'Data inválida: escolha um dia do calendário.',
  /** The days kept, `YYYY-MM-DD`. */
  periodNotKept: (from: string, to: string) =>
    `Nenhum dia desse período está no histórico: escolha datas entre ${shownDay(from)} e ${shownDay(to)}.`,
  filters: {
    person: 'Pessoa',
    anyPerson: 'Todas as pessoas',
    kind: 'Tipo',
    anyKind: 'Todos os tipos',
    from: 'De',
    to: 'Até',
  },
  columns: { at: 'Quando', actor: 'Quem', action: 'O quê', entity: 'Item', changes: 'Alterações' },
  kinds: {
    dashboard: 'Dashboard',
    role: 'Nível de acesso',
    user: 'Colaborador',
    theme: 'Tema',
    report: 'Report',
    business: 'Empresa',
    account: 'Conta',
    session: 'Acesso',
  } satisfies Record<ActivityEntityKind, string>,
  actions: {
    created: 'Criou',
    updated: 'Alterou',
    deleted: 'Excluiu',
    deactivated: 'Desativou',
    reactivated: 'Reativou',
    invitation_resent: 'Reenviou o convite',
    signed_in: 'Entrou no portal',
    sign_in_failed: 'Falhou ao entrar',
  } satisfies Record<ActivityAction, string>,
  /** A change as read aloud and shown: `Nome: "A" → "B"`. */
  change: (field: string, from: string | null, to: string | null) => `${field}: ${from ?? '—'} → ${to ?? '—'}`,
  /** Labels of the fields entries record; a field without one is shown by its key. */
  fields: {
    name: 'Nome',
    summary: 'Resumo',
    description: 'Descrição',
    url: 'Endereço',
    image: 'Imagem de prévia',
    report: 'Report',
    icon: 'Ícone',
    dashboards: 'Dashboards',
    members: 'Membros',
    roles: 'Níveis de acesso',
    access: 'Acesso',
    email: 'E-mail',
    first_name: 'Nome',
    last_name: 'Sobrenome',
    password: 'Senha',
    colours: 'Cores',
    cnpj: 'CNPJ',
    subdomain: 'Subdomínio',
    service_description: 'Descrição do serviço',
    pricing: 'Ticket mensal',
    user_count: 'Limite de usuários',
    theme: 'Tema',
    logo: 'Logo',
  } as Record<string, string>,
} as const;
