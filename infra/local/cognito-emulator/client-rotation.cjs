// An app client's refresh-token rotation (RefreshTokenRotation: Feature, RetryGracePeriodSeconds), which
// CreateUserPoolClient and UpdateUserPoolClient take and DescribeUserPoolClient answers on Cognito.
// cognito-local copies the fields it knows one by one and drops this one, so it is stored here.
'use strict';
const { cognitoLocal } = require('./cognito-local.cjs');

const { InvalidParameterError } = cognitoLocal('errors.js');

/** Cognito's bounds (RefreshTokenRotationType): a grace of 0 to 60 seconds. */
const MAX_GRACE_SECONDS = 60;

/** The setting as given, checked as Cognito checks it; undefined when the request has none. */
function requestedRotation(rotation) {
  if (rotation === undefined || rotation === null) return undefined;
  if (rotation.Feature !== 'ENABLED' && rotation.Feature !== 'DISABLED') {
    throw new InvalidParameterError('RefreshTokenRotation.Feature must be ENABLED or DISABLED');
  }
  const grace = rotation.RetryGracePeriodSeconds;
  if (grace !== undefined && !(Number.isInteger(grace) && grace >= 0 && grace <= MAX_GRACE_SECONDS)) {
    throw new InvalidParameterError(`RefreshTokenRotation.RetryGracePeriodSeconds must be between 0 and ${MAX_GRACE_SECONDS}`);
  }
  return grace === undefined ? { Feature: rotation.Feature } : { Feature: rotation.Feature, RetryGracePeriodSeconds: grace };
}

/**
 * The grace of a client that rotates refresh tokens ({ graceSeconds }), or undefined when it does not.
 * AWS states no default for an unset RetryGracePeriodSeconds; 0 (no grace) is the strict reading.
 */
function rotationOf(appClient) {
  const rotation = appClient?.RefreshTokenRotation;
  if (rotation?.Feature !== 'ENABLED') return undefined;
  return { graceSeconds: rotation.RetryGracePeriodSeconds ?? 0 };
}

/** The answer describing a client, with its rotation setting; `requested` is stored first, if given. */
async function withRotation({ cognito }, ctx, answer, requested) {
  const stored = await cognito.getAppClient(ctx, answer.UserPoolClient.ClientId);
  if (requested) {
    const userPool = await cognito.getUserPool(ctx, stored.UserPoolId);
    await userPool.saveAppClient(ctx, { ...stored, RefreshTokenRotation: requested });
  }
  const rotation = requested ?? stored?.RefreshTokenRotation;
  return rotation ? { UserPoolClient: { ...answer.UserPoolClient, RefreshTokenRotation: rotation } } : answer;
}

function storeClientRotation() {
  const { Targets } = cognitoLocal('targets/targets.js');
  // The setting is checked before anything is written; UpdateUserPoolClient keeps what it is not given.
  for (const name of ['CreateUserPoolClient', 'UpdateUserPoolClient', 'DescribeUserPoolClient']) {
    const original = Targets[name];
    Targets[name] = (services) => {
      const target = original(services);
      return async (ctx, req) => {
        const requested = requestedRotation(req.RefreshTokenRotation);
        return withRotation(services, ctx, await target(ctx, req), requested);
      };
    };
  }
}

module.exports = { storeClientRotation, rotationOf };
