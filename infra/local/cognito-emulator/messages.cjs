// Cognito's messages as a person would receive them: the CustomMessage trigger's text, else the pool's
// templates, every placeholder filled, handed to the parent process over its IPC channel as they are
// sent (infra/local/cognito-messages.ts reads them), never a log box to parse.
'use strict';
const { cognitoLocal } = require('./cognito-local.cjs');

/** The message posted to the parent (infra/local/cognito-messages.ts reads it). */
const MESSAGE_TYPE = 'cognito-message';
const CODE_PARAMETER = '{####}';
const USERNAME_PARAMETER = '{username}';

// Cognito's own texts, for a message that neither the trigger nor the pool writes.
const COGNITO_DEFAULTS = {
  invitation: {
    subject: 'Your temporary password',
    body: 'Your username is {username} and temporary password is {####}.',
    sms: 'Your username is {username} and temporary password is {####}',
  },
  verification: { subject: 'Your verification code', body: 'Your verification code is {####}.', sms: 'Your verification code is {####}' },
};

// The pool's templates as deployed (emulator-processes.ts passes them), for a local pool that stores none.
const CONFIGURED_TEMPLATES = JSON.parse(process.env.PORTAL_COGNITO_TEMPLATES || '{}');

/** The templates a pool stores (CreateUserPool / UpdateUserPool), where it has them. */
function poolTemplates(pool) {
  const invitation = pool.AdminCreateUserConfig?.InviteMessageTemplate ?? {};
  const verification = pool.VerificationMessageTemplate ?? {};
  return {
    invitation: { subject: invitation.EmailSubject, body: invitation.EmailMessage, sms: invitation.SMSMessage },
    verification: {
      subject: verification.EmailSubject ?? pool.EmailVerificationSubject,
      body: verification.EmailMessage ?? pool.EmailVerificationMessage,
      sms: verification.SmsMessage ?? pool.SmsVerificationMessage,
    },
  };
}

/** The first text that is set, as Cognito falls back from the trigger to the pool to its default. */
const firstSet = (...texts) => texts.find((text) => typeof text === 'string' && text !== '');

/**
 * Every placeholder replaced, in one pass: cognito-local's `String.replace` fills only the first, reads
 * `$&` in a password as a pattern, and would fill a `{username}` that a password happens to contain.
 */
const fillIn = (text, code, username) =>
  text.replace(/\{####\}|\{username\}/g, (placeholder) => (placeholder === CODE_PARAMETER ? code : username));

function writeMessagesAsCognitoDoes() {
  const { MessagesService } = cognitoLocal('services/messages.js');
  const { CognitoServiceFactoryImpl } = cognitoLocal('services/cognitoService.js');
  const { attributesToRecord } = cognitoLocal('services/userPoolService.js');
  const { ConsoleMessageSender } = cognitoLocal('services/messageDelivery/consoleMessageSender.js');

  // The one cognito service (the pools), kept to read a pool's templates when a message is written.
  let cognito;
  const createService = CognitoServiceFactoryImpl.prototype.create;
  CognitoServiceFactoryImpl.prototype.create = async function create(...args) {
    cognito = await createService.apply(this, args);
    return cognito;
  };

  // Replaces cognito-local's, which swallows a failed trigger and keeps only the code when the trigger
  // writes nothing. A failed trigger fails the call, as on Cognito. cognito-local passes seven
  // positional arguments; they are named here in its order.
  MessagesService.prototype.create = async function create(...call) {
    const [ctx, source, clientId, userPoolId, user, code, clientMetadata] = call;
    const written = this.triggers.enabled('CustomMessage')
      ? await this.triggers.lambda.invoke(ctx, 'CustomMessage', {
          clientId: clientId ?? 'CLIENT_ID_NOT_APPLICABLE',
          clientMetadata,
          codeParameter: CODE_PARAMETER,
          triggerSource: `CustomMessage_${source}`,
          userAttributes: attributesToRecord(user.Attributes),
          username: user.Username,
          usernameParameter: USERNAME_PARAMETER,
          userPoolId,
        })
      : undefined;
    const kind = source === 'AdminCreateUser' ? 'invitation' : 'verification';
    const pool = poolTemplates(cognito ? (await cognito.getUserPool(ctx, userPoolId)).options : {})[kind];
    const configured = CONFIGURED_TEMPLATES[kind] ?? {};
    const fallback = COGNITO_DEFAULTS[kind];
    return {
      __code: code,
      __source: source,
      emailSubject: firstSet(written?.emailSubject, pool.subject, configured.subject, fallback.subject),
      emailMessage: fillIn(firstSet(written?.emailMessage, pool.body, configured.body, fallback.body), code, user.Username),
      smsMessage: fillIn(firstSet(written?.smsMessage, pool.sms, fallback.sms), code, user.Username),
    };
  };

  /**
   * Hands a message to the parent as it is sent, before the API call answers; cognito-local would log
   * it as a box through pino-pretty, whose output reaches a pipe in blocks, sometimes minutes late.
   * Without a parent channel (run by hand), it is printed as one JSON line.
   */
  const post = (message) =>
    new Promise((resolve) => {
      const print = () => {
        process.stdout.write(`${JSON.stringify(message)}\n`);
        resolve();
      };
      if (!process.send || !process.connected) return print();
      process.send({ type: MESSAGE_TYPE, message }, (error) => (error ? print() : resolve()));
    });
  const fields = (user, destination, message) => ({
    at: Date.now(),
    source: message.__source ?? 'Unknown',
    username: user.Username,
    destination,
    code: message.__code,
  });
  ConsoleMessageSender.prototype.sendEmail = (_ctx, user, destination, message) =>
    post({ ...fields(user, destination, message), subject: message.emailSubject, body: message.emailMessage });
  ConsoleMessageSender.prototype.sendSms = (_ctx, user, destination, message) =>
    post({ ...fields(user, destination, message), body: message.smsMessage });
}

module.exports = { writeMessagesAsCognitoDoes };
