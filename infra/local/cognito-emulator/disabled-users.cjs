// Password sign-in of a disabled user (AdminDisableUser): cognito-local signs them in as if enabled;
// Cognito refuses with NotAuthorizedException "User is disabled." (the message the portal tells apart).
// A wrong password is left to cognito-local's own answer. AdminEnableUser lets the same password in again.
'use strict';
const { beforeInitiateAuth, cognitoLocal } = require('./cognito-local.cjs');

const PASSWORD_FLOWS = new Set(['USER_PASSWORD_AUTH', 'ADMIN_USER_PASSWORD_AUTH', 'ADMIN_NO_SRP_AUTH']);

function refuseDisabledUsers() {
  const { NotAuthorizedError } = cognitoLocal('errors.js');
  beforeInitiateAuth(async (services, ctx, req) => {
    const { USERNAME, PASSWORD } = req.AuthParameters ?? {};
    if (!PASSWORD_FLOWS.has(req.AuthFlow) || !USERNAME) return;
    const userPool = req.UserPoolId
      ? await services.cognito.getUserPool(ctx, req.UserPoolId)
      : await services.cognito.getUserPoolForClientId(ctx, req.ClientId);
    const user = await userPool.getUserByUsername(ctx, USERNAME);
    if (user?.Enabled === false && user.Password === PASSWORD) throw new NotAuthorizedError('User is disabled.');
  });
}

module.exports = { refuseDisabledUsers };
