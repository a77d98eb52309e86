// The invitation e-mail, in Portuguese like the rest of the portal: the business that invites, its
// portal's address, the username and the temporary password. Cognito fills in `usernameParameter` and
// `codeParameter` (its placeholders) and sends it as HTML, so every value of ours is escaped.

export interface InvitationDetails {
  /** The placeholders Cognito gives the trigger (`{username}`, `{####}`). */
  usernameParameter: string;
  codeParameter: string;
  businessName?: string;
  portalUrl?: string;
}

export interface EmailMessage {
  subject: string;
  html: string;
}

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (character) => HTML_ESCAPES[character]);

/** One line of plain text (a subject): no line breaks or other control characters, trimmed. */
const oneLine = (text: string): string => text.replace(/[\p{Cc}\s]+/gu, ' ').trim();

/** Only an http(s) address is linked (the users Lambda builds it; anything else is left out). */
const linkable = (url: string | undefined): string | undefined => (url && /^https?:\/\/[^\s"'<>]+$/i.test(url) ? url : undefined);

export function invitationMessage(details: InvitationDetails): EmailMessage {
  const business = details.businessName ? oneLine(details.businessName) : '';
  const url = linkable(details.portalUrl);
  const lines = [
    'Olá!',
    '',
    business
      ? `Você foi convidado para o portal de dashboards de <strong>${escapeHtml(business)}</strong>.`
      : 'Você foi convidado para o portal de dashboards.',
    ...(url ? [`Endereço do portal: <a href="${escapeHtml(url)}">${escapeHtml(url)}</a>`] : []),
    '',
    `Usuário: ${details.usernameParameter}`,
    `Senha temporária: ${details.codeParameter}`,
    '',
    'No primeiro acesso você vai definir uma nova senha. A senha temporária vale por 7 dias.',
  ];
  return {
    subject: business ? `Seu acesso ao portal de dashboards de ${business}` : 'Seu acesso ao portal de dashboards',
    html: lines.join('<br>'),
  };
}
