import type { CustomMessageTriggerEvent } from 'aws-lambda';
import { describe, expect, it } from 'vitest';
import { handler } from './handler.ts';
import { escapeHtml, invitationMessage } from './invitation-message.ts';

const placeholders = { usernameParameter: '{username}', codeParameter: '{####}' };

function triggerEvent(source: CustomMessageTriggerEvent['triggerSource'], clientMetadata?: Record<string, string>): CustomMessageTriggerEvent {
  return {
    version: '1',
    region: 'sa-east-1',
    userPoolId: 'sa-east-1_pool',
    userName: 'a1b2c3',
    callerContext: { awsSdkVersion: '3', clientId: 'CLIENT_ID_NOT_APPLICABLE' },
    triggerSource: source,
    request: {
      userAttributes: { email: 'ana@exemplo.com' },
      codeParameter: '{####}',
      linkParameter: '{##link##}',
      usernameParameter: '{username}',
      clientMetadata,
    },
    response: { smsMessage: null, emailMessage: null, emailSubject: null },
  } as CustomMessageTriggerEvent;
}

describe('invitation e-mail', () => {
  it('names the business and links its portal, in Portuguese, with the username and temporary password placeholders', () => {
    const message = invitationMessage({ ...placeholders, businessName: 'Acme Ltda', portalUrl: 'https://acme.portal.example.com' });

    expect(message.subject).toBe('Seu acesso ao portal de dashboards de Acme Ltda');
    expect(message.html).toContain('Você foi convidado para o portal de dashboards de <strong>Acme Ltda</strong>.');
    expect(message.html).toContain('<a href="https://acme.portal.example.com">https://acme.portal.example.com</a>');
    expect(message.html).toContain('Usuário: {username}');
    expect(message.html).toContain('Senha temporária: {####}');
    expect(message.html).toContain('A senha temporária vale por 7 dias.');
  });

  it('escapes the business name, keeps the subject on one line and links only an http(s) address', () => {
    const message = invitationMessage({
      ...placeholders,
      businessName: 'A & B <script>alert("x")</script>\r\nBcc: x@y',
      portalUrl: 'javascript:alert(1)',
    });

    expect(message.html).toContain('<strong>A &amp; B &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; Bcc: x@y</strong>');
    expect(message.html).not.toContain('<script>');
    expect(message.html).not.toContain('javascript:');
    expect(message.subject).not.toMatch(/[\r\n]/);
    expect(escapeHtml(`'"&<>`)).toBe('&#39;&quot;&amp;&lt;&gt;');
  });

  it('still invites without the business or the address (an invitation sent by other means)', () => {
    const message = invitationMessage(placeholders);

    expect(message.subject).toBe('Seu acesso ao portal de dashboards');
    expect(message.html).toContain('Você foi convidado para o portal de dashboards.');
    expect(message.html).not.toContain('Endereço do portal');
    expect(message.html).toContain('{####}');
  });
});

describe('CustomMessage trigger', () => {
  it('writes the invitation from the client metadata for AdminCreateUser', async () => {
    const event = await handler(
      triggerEvent('CustomMessage_AdminCreateUser', { businessName: 'Acme', portalUrl: 'https://acme.portal.example.com' }),
    );

    expect(event.response.emailSubject).toBe('Seu acesso ao portal de dashboards de Acme');
    expect(event.response.emailMessage).toContain('{####}');
    expect(event.response.emailMessage).toContain('{username}');
    expect(event.response.emailMessage).toContain('https://acme.portal.example.com');
  });

  it('leaves every other message to the pool’s templates', async () => {
    const event = await handler(triggerEvent('CustomMessage_ForgotPassword', { businessName: 'Acme' }));

    expect(event.response).toEqual({ smsMessage: null, emailMessage: null, emailSubject: null });
  });
});
