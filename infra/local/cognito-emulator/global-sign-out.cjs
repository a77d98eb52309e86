// AdminUserGlobalSignOut (as the pool's administrator) and GlobalSignOut (with the user's access token),
// which cognito-local lacks: every refresh token of the user stops working (a later refresh is refused,
// "Refresh Token has been revoked"). Access tokens already issued stay valid JWTs until they expire.
'use strict';
const { cognitoLocal } = require('./cognito-local.cjs');
const { signOutEverywhere, verifiedClaims } = require('./refresh-tokens.cjs');

function answerGlobalSignOut() {
  const { Targets } = cognitoLocal('targets/targets.js');
  const { NotAuthorizedError } = cognitoLocal('errors.js');

  Targets.AdminUserGlobalSignOut = ({ cognito }) =>
    async function adminUserGlobalSignOut(ctx, req) {
      const userPool = await cognito.getUserPool(ctx, req.UserPoolId);
      await signOutEverywhere(ctx, userPool, req.Username);
      return {};
    };

  // cognito-local's own token-authorized targets only decode the token; this one checks it.
  Targets.GlobalSignOut = ({ cognito }) =>
    async function globalSignOut(ctx, req) {
      const claims = verifiedClaims(req.AccessToken, 'Access');
      if (claims.token_use !== 'access' || !claims.client_id) throw new NotAuthorizedError('Invalid Access Token');
      const userPool = await cognito.getUserPoolForClientId(ctx, claims.client_id);
      await signOutEverywhere(ctx, userPool, claims.username);
      return {};
    };
}

module.exports = { answerGlobalSignOut };
