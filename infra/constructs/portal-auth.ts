// Cognito login: users are invited by an administrator and sign in with their e-mail address.
import { join } from 'node:path';
import { Duration, RemovalPolicy, Validations } from 'aws-cdk-lib';
import {
  AccountRecovery,
  ClientAttributes,
  FeaturePlan,
  Mfa,
  StandardThreatProtectionMode,
  UserPool,
  CfnUserPool,
  UserPoolClient,
  UserPoolEmail,
  UserPoolOperation,
  VerificationEmailStyle,
} from 'aws-cdk-lib/aws-cognito';
import type { Function as LambdaFunction } from 'aws-cdk-lib/aws-lambda';
import type { RetentionDays } from 'aws-cdk-lib/aws-logs';
import { Secret } from 'aws-cdk-lib/aws-secretsmanager';
import { Construct } from 'constructs';
import { AUTH, ENV } from '#shared/constants.ts';
import { MESSAGES } from '#shared/messages.ts';
import { PASSWORD_POLICY } from '#shared/password-policy.ts';
import { REPO_ROOT } from '../paths.ts';
import { PortalFunction } from './portal-function.ts';

/** The CustomMessage trigger that writes the invitation e-mail (business name and portal address). */
export const CUSTOM_MESSAGE_ENTRY = join(REPO_ROOT, 'functions', 'cognito-messages', 'handler.ts');

/**
 * E-mails Cognito sends, in Brazilian Portuguese like the rest of the portal. The invitation template is
 * the fallback: with the CustomMessage trigger (functions/cognito-messages) the e-mail also names the
 * business and its portal address.
 */
export const COGNITO_MESSAGES = {
  invitationSubject: 'Seu acesso ao portal de dashboards',
  invitationBody:
    'Olá! Você foi convidado para o portal de dashboards.<br><br>' +
    'Usuário: {username}<br>Senha temporária: {####}<br><br>' +
    'No primeiro acesso você vai definir uma nova senha. A senha temporária vale por 7 dias.',
  verificationSubject: 'Seu código de verificação do portal de dashboards',
  verificationBody:
    'Seu código de verificação é {####}.<br><br>' + 'Se você não pediu este código, ignore esta mensagem: sua senha continua a mesma.',
  /** Unused (no phone numbers), but Cognito keeps a text, and an English one would be the only one. */
  verificationSms: 'Seu código de verificação do portal de dashboards é {####}',
} as const;

export interface PortalAuthProps {
  deletionProtection: boolean;
  threatProtection: StandardThreatProtectionMode;
  /**
   * The Lambda of the invitation e-mail (CustomMessage trigger), with its log retention and tracing.
   * Without it (construct tests) the invitation uses the pool's template below, which names neither
   * the business nor its portal.
   */
  invitationMessages?: { logRetention: RetentionDays; tracing: boolean };
  /** Send through SES from this address and verified identity; without it, Cognito's own sender (50 a day). */
  sesEmail?: { from: string; identityArn: string };
}

/** The region and identity of an SES identity's ARN (`arn:aws:ses:<region>:<account>:identity/<identity>`). */
export function parseSesIdentityArn(arn: string): { region: string; identity: string } {
  const match = /^arn:[\w-]+:ses:([a-z0-9-]+):\d{12}:identity\/(.+)$/.exec(arn);
  if (!match) throw new Error(`Not an SES identity ARN: ${arn}`);
  return { region: match[1]!, identity: match[2]! };
}

/**
 * The pool's e-mail through SES (EmailSendingAccount DEVELOPER): the operator's address and quota instead
 * of Cognito's sender. The messages stay the custom-message trigger's; only the sender changes.
 */
function sesEmail({ from, identityArn }: { from: string; identityArn: string }): UserPoolEmail {
  const { region, identity } = parseSesIdentityArn(identityArn);
  return UserPoolEmail.withSES({
    fromEmail: from,
    fromName: MESSAGES.app.title,
    sesRegion: region,
    // A domain identity: CDK checks the sender is on it. An address identity is the sender itself.
    ...(identity.includes('@') ? {} : { sesVerifiedDomain: identity }),
  });
}

export class PortalAuth extends Construct {
  readonly userPool: UserPool;
  readonly client: UserPoolClient;
  readonly customMessages?: PortalFunction;
  /** The HMAC key that binds a first-login challenge to the browser that received it (auth Lambda). */
  readonly challengeKey: Secret;

  constructor(scope: Construct, id: string, props: PortalAuthProps) {
    super(scope, id);

    this.userPool = new UserPool(this, 'UserPool', {
      signInAliases: { email: true },
      signInCaseSensitive: false,
      // Administrators invite collaborators (within the business's user limit); nobody signs up alone.
      selfSignUpEnabled: false,
      autoVerify: { email: true },
      // Mutable so an administrator can fix a mistyped address; users cannot (see writeAttributes below).
      standardAttributes: { email: { required: true, mutable: true } },
      // The numbers live in shared/password-policy.ts, which the portal checks too.
      passwordPolicy: { ...PASSWORD_POLICY, tempPasswordValidity: Duration.days(7) },
      accountRecovery: AccountRecovery.EMAIL_ONLY,
      userInvitation: {
        emailSubject: COGNITO_MESSAGES.invitationSubject,
        emailBody: COGNITO_MESSAGES.invitationBody,
      },
      // Also the template of the forgotten-password code.
      userVerification: {
        emailStyle: VerificationEmailStyle.CODE,
        emailSubject: COGNITO_MESSAGES.verificationSubject,
        emailBody: COGNITO_MESSAGES.verificationBody,
        smsMessage: COGNITO_MESSAGES.verificationSms,
      },
      ...(props.sesEmail ? { email: sesEmail(props.sesEmail) } : {}),
      mfa: Mfa.OFF,
      featurePlan: FeaturePlan.PLUS,
      standardThreatProtectionMode: props.threatProtection,
      deletionProtection: props.deletionProtection,
      removalPolicy: RemovalPolicy.RETAIN,
    });
    if (props.sesEmail) {
      // withSES builds the identity's ARN from this stack's account; the operator's own ARN is the one to trust.
      (this.userPool.node.defaultChild as CfnUserPool).addPropertyOverride('EmailConfiguration.SourceArn', props.sesEmail.identityArn);
    }
    if (props.invitationMessages) {
      // Reads nothing and is granted nothing: the users Lambda hands it the business and the address.
      this.customMessages = new PortalFunction(this, 'CustomMessages', {
        entry: CUSTOM_MESSAGE_ENTRY,
        logRetention: props.invitationMessages.logRetention,
        tracing: props.invitationMessages.tracing,
        memorySize: 256,
        timeout: Duration.seconds(5),
      });
      this.userPool.addTrigger(UserPoolOperation.CUSTOM_MESSAGE, this.customMessages.lambda);
    }
    Validations.of(this.userPool).acknowledge({
      id: 'AwsSolutions-COG2',
      reason:
        'MFA is off for now: the portal login (auth Lambda and SPA) implements only the NEW_PASSWORD_REQUIRED challenge, so an MFA challenge would lock users out. Threat protection (Plus plan) checks compromised credentials meanwhile.',
    });

    // Public client of the SPA, used server-side by the auth Lambda: no secret, no hosted UI.
    this.client = this.userPool.addClient('PortalClient', {
      generateSecret: false,
      authFlows: { userPassword: true },
      disableOAuth: true,
      accessTokenValidity: Duration.minutes(AUTH.accessTokenMinutes),
      idTokenValidity: Duration.minutes(AUTH.accessTokenMinutes),
      refreshTokenValidity: Duration.days(AUTH.refreshTokenDays),
      // Every refresh hands out a new refresh token and retires the old one (after a short grace for a
      // retried request). Cognito then allows GetTokensFromRefreshToken only, never REFRESH_TOKEN_AUTH.
      refreshTokenRotationGracePeriod: Duration.seconds(AUTH.refreshRotationGraceSeconds),
      preventUserExistenceErrors: true,
      enableTokenRevocation: true,
      // With its access token a user may change only these; never the e-mail, which is their identity.
      writeAttributes: new ClientAttributes().withStandardAttributes({ givenName: true, familyName: true }),
    });

    // Generated at the first deploy and never in the template or the repository.
    this.challengeKey = new Secret(this, 'ChallengeKey', {
      description: 'HMAC key that binds a first-login new-password challenge to the browser that received it (auth Lambda).',
      generateSecretString: { passwordLength: 64, excludePunctuation: true },
    });
    Validations.of(this.challengeKey).acknowledge({
      id: 'AwsSolutions-SMG4',
      reason:
        'The key only binds a challenge of a few minutes to one browser; replacing it (a new deploy of the secret) merely asks a user mid-challenge to sign in again, so there is nothing a rotation schedule would protect.',
    });
  }

  /**
   * Hands the challenge key to the auth Lambda as an environment variable, resolved by CloudFormation
   * at deploy (a Secrets Manager dynamic reference): the Lambda needs no SDK call or grant to read it.
   */
  passChallengeKeyTo(fn: LambdaFunction): void {
    fn.addEnvironment(ENV.authChallengeKey, this.challengeKey.secretValue.unsafeUnwrap());
  }
}
