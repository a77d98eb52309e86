// GetTokensFromRefreshToken, which cognito-local lacks: new ID and access tokens for a valid refresh
// token of an enabled user and, when the app client rotates refresh tokens, a new refresh token, the
// presented one still working for the client's grace period only (refresh-tokens.cjs). Tokens are
// minted by cognito-local's own generator, as its REFRESH_TOKEN_AUTH mints them.
'use strict';
const { cognitoLocal, besideCognitoLocal } = require('./cognito-local.cjs');
const { rotationOf } = require('./client-rotation.cjs');
const { exchangeRefreshToken } = require('./refresh-tokens.cjs');

const jwt = besideCognitoLocal('jsonwebtoken');

/** Seconds an access token lives, from its own claims (Cognito answers it as ExpiresIn). */
function lifetimeOf(accessToken) {
  const { exp, iat } = jwt.decode(accessToken) ?? {};
  return typeof exp === 'number' && typeof iat === 'number' ? exp - iat : undefined;
}

function answerGetTokensFromRefreshToken() {
  const { Targets } = cognitoLocal('targets/targets.js');
  const { InvalidParameterError, NotAuthorizedError } = cognitoLocal('errors.js');

  Targets.GetTokensFromRefreshToken = ({ cognito, tokenGenerator }) =>
    async function getTokensFromRefreshToken(ctx, req) {
      if (!req.RefreshToken) throw new InvalidParameterError('Missing required parameter RefreshToken');
      const userPool = await cognito.getUserPoolForClientId(ctx, req.ClientId);
      const appClient = await cognito.getAppClient(ctx, req.ClientId);
      // A confidential client proves itself with its secret, here sent as is.
      if (appClient.ClientSecret && req.ClientSecret !== appClient.ClientSecret) {
        throw new NotAuthorizedError(`Unable to verify secret for client ${req.ClientId}`);
      }
      const rotation = rotationOf(appClient);
      const mint = async (user) => {
        const groups = await userPool.listUserGroupMembership(ctx, user);
        // The pre token generation trigger gets the request's ClientMetadata, as on Cognito.
        return tokenGenerator.generate(ctx, user, groups, appClient, req.ClientMetadata, 'RefreshTokens');
      };
      const tokens = await exchangeRefreshToken(ctx, userPool, req.RefreshToken, { rotation, mint });
      return {
        AuthenticationResult: {
          AccessToken: tokens.AccessToken,
          IdToken: tokens.IdToken,
          RefreshToken: rotation ? tokens.RefreshToken : undefined,
          ExpiresIn: lifetimeOf(tokens.AccessToken),
          TokenType: 'Bearer',
        },
      };
    };
}

module.exports = { answerGetTokensFromRefreshToken };
