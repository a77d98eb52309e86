// Sign-in of a user who still has a temporary password (FORCE_CHANGE_PASSWORD): cognito-local answers
// NEW_PASSWORD_REQUIRED whatever the password, so a replaced temporary password (RESEND) would still
// work. Cognito checks it like any password.
'use strict';
const { cognitoLocal } = require('./cognito-local.cjs');

function checkTemporaryPasswords() {
  const { Targets } = cognitoLocal('targets/targets.js');
  const { NotAuthorizedError } = cognitoLocal('errors.js');
  const initiateAuth = Targets.InitiateAuth;
  Targets.InitiateAuth = (services) => {
    const initiate = initiateAuth(services);
    return async (ctx, req) => {
      const { USERNAME, PASSWORD } = req.AuthParameters ?? {};
      if (req.AuthFlow === 'USER_PASSWORD_AUTH' && USERNAME) {
        const userPool = await services.cognito.getUserPoolForClientId(ctx, req.ClientId);
        const user = await userPool.getUserByUsername(ctx, USERNAME);
        if (user?.UserStatus === 'FORCE_CHANGE_PASSWORD' && user.Password !== PASSWORD) {
          throw new NotAuthorizedError('Incorrect username or password.');
        }
      }
      return initiate(ctx, req);
    };
  };
}

module.exports = { checkTemporaryPasswords };
