// AdminCreateUser with MessageAction RESEND, which cognito-local refuses (UnsupportedError). Cognito, for
// a user still in FORCE_CHANGE_PASSWORD, sets a new temporary password (with a new 7-day validity;
// cognito-local checks no expiry, so only the modification date records it) and sends the invitation
// again, with the same trigger source as the first; any other user is refused.
'use strict';
const { randomInt } = require('node:crypto');
const { cognitoLocal } = require('./cognito-local.cjs');

const TEMPORARY_PASSWORD_CHARACTERS = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz!';

/** A temporary password like cognito-local's own (six characters of the same alphabet). */
const newTemporaryPassword = () =>
  Array.from({ length: 6 }, () => TEMPORARY_PASSWORD_CHARACTERS[randomInt(TEMPORARY_PASSWORD_CHARACTERS.length)]).join('');

/** Where the invitation goes, as cognito-local's AdminCreateUser chooses (SMS unless told otherwise). */
function invitationDelivery(mediums, user, attributeValue) {
  const phone = attributeValue('phone_number', user.Attributes);
  if (mediums.includes('SMS') && phone) return { AttributeName: 'phone_number', DeliveryMedium: 'SMS', Destination: phone };
  const email = attributeValue('email', user.Attributes);
  if (mediums.includes('EMAIL') && email) return { AttributeName: 'email', DeliveryMedium: 'EMAIL', Destination: email };
  return undefined;
}

function resendInvitations() {
  const { Targets } = cognitoLocal('targets/targets.js');
  const { CognitoError, InvalidParameterError, UserNotFoundError } = cognitoLocal('errors.js');
  const { attributeValue } = cognitoLocal('services/userPoolService.js');
  const { userToResponseObject } = cognitoLocal('targets/responses.js');

  const resend = async ({ clock, cognito, messages }, ctx, req) => {
    const userPool = await cognito.getUserPool(ctx, req.UserPoolId);
    const existing = await userPool.getUserByUsername(ctx, req.Username);
    if (!existing) throw new UserNotFoundError('User does not exist.');
    if (existing.UserStatus !== 'FORCE_CHANGE_PASSWORD') {
      throw new CognitoError('UnsupportedUserStateException', `Resend not possible. ${existing.Username} status is ${existing.UserStatus}.`);
    }
    const delivery = invitationDelivery(req.DesiredDeliveryMediums ?? ['SMS'], existing, attributeValue);
    if (!delivery) throw new InvalidParameterError('User has no attribute matching desired delivery mediums');
    const user = { ...existing, Password: req.TemporaryPassword ?? newTemporaryPassword(), UserLastModifiedDate: clock.get() };
    await userPool.saveUser(ctx, user);
    await messages.deliver(ctx, 'AdminCreateUser', null, userPool.options.Id, user, user.Password, req.ClientMetadata, delivery);
    return { User: userToResponseObject(user) };
  };

  // The router reads this table at each call, so replacing the entry is enough.
  const adminCreateUser = Targets.AdminCreateUser;
  Targets.AdminCreateUser = (services) => {
    const create = adminCreateUser(services);
    return (ctx, req) => (req.MessageAction === 'RESEND' ? resend(services, ctx, req) : create(ctx, req));
  };
}

module.exports = { resendInvitations };
