// InitiateAuth and AdminInitiateAuth with REFRESH_TOKEN_AUTH as Cognito answers them. A client that
// rotates refresh tokens takes GetTokensFromRefreshToken only; cognito-local would refresh anyway. For
// any other client the token is judged as GetTokensFromRefreshToken judges it (signature, expiry,
// revoked, disabled user; cognito-local looks only for it in the user's list), then cognito-local mints.
'use strict';
const { beforeInitiateAuth, cognitoLocal } = require('./cognito-local.cjs');
const { rotationOf } = require('./client-rotation.cjs');
const { checkRefreshToken } = require('./refresh-tokens.cjs');

const REFRESH_FLOWS = new Set(['REFRESH_TOKEN_AUTH', 'REFRESH_TOKEN']);

function judgeRefreshTokenAuth() {
  const { NotAuthorizedError } = cognitoLocal('errors.js');
  beforeInitiateAuth(async (services, ctx, req) => {
    // Without a token, cognito-local's own answer (InvalidParameterException) stands.
    if (!REFRESH_FLOWS.has(req.AuthFlow) || !req.AuthParameters?.REFRESH_TOKEN) return;
    const userPool = await services.cognito.getUserPoolForClientId(ctx, req.ClientId);
    // AWS documents the refusal, not its exception: NotAuthorizedException is an assumption.
    if (rotationOf(await services.cognito.getAppClient(ctx, req.ClientId))) {
      throw new NotAuthorizedError('Refresh token rotation is enabled for this app client: use GetTokensFromRefreshToken');
    }
    await checkRefreshToken(ctx, userPool, req.AuthParameters.REFRESH_TOKEN);
  });
}

module.exports = { judgeRefreshTokenAuth };
