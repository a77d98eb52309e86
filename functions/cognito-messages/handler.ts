// The user pool's CustomMessage trigger: writes the invitation e-mail (AdminCreateUser, first sending
// and RESEND) with the business and portal address the users Lambda passes as client metadata. Every
// other message keeps the pool's own Portuguese templates (infra/constructs/portal-auth.ts). It reads
// nothing and is granted nothing.
import type { CustomMessageTriggerEvent } from 'aws-lambda';
import { invitationMessage } from './invitation-message.ts';

export const handler = async (event: CustomMessageTriggerEvent): Promise<CustomMessageTriggerEvent> => {
  if (event.triggerSource !== 'CustomMessage_AdminCreateUser') return event;
  const { codeParameter, usernameParameter, clientMetadata } = event.request;
  const message = invitationMessage({
    codeParameter,
    usernameParameter: usernameParameter ?? event.userName,
    businessName: clientMetadata?.businessName,
    portalUrl: clientMetadata?.portalUrl,
  });
  event.response.emailSubject = message.subject;
  event.response.emailMessage = message.html;
  return event;
};
