// A user's refresh tokens as Cognito keeps them, on cognito-local's user record. cognito-local lists
// every refresh token it issued in `RefreshTokens` and takes any listed one forever; here a token must
// also carry its signature and be unexpired, a token that rotation replaced works only for the client's
// grace period (`RotatedRefreshTokens`: its jti → when that ends and when the token itself expires),
// and a global sign-out empties both lists.
'use strict';
const { cognitoLocal, besideCognitoLocal } = require('./cognito-local.cjs');

const jwt = besideCognitoLocal('jsonwebtoken');
const { pem: PUBLIC_KEY } = cognitoLocal('keys/cognitoLocal.public.json');
const { CognitoError, NotAuthorizedError, UserNotFoundError } = cognitoLocal('errors.js');

/**
 * The claims of a token cognito-local signed for this pool, or Cognito's NotAuthorizedException for
 * one that is forged, of another pool, or expired. `kind` names it in the message ('Refresh', 'Access').
 */
function verifiedClaims(token, kind, userPoolId) {
  let claims;
  try {
    claims = jwt.verify(token ?? '', PUBLIC_KEY, { algorithms: ['RS256'] });
  } catch (error) {
    throw new NotAuthorizedError(error?.name === 'TokenExpiredError' ? `${kind} Token has expired` : `Invalid ${kind} Token`);
  }
  if (userPoolId !== undefined && !String(claims.iss).endsWith(`/${userPoolId}`)) throw new NotAuthorizedError(`Invalid ${kind} Token`);
  return claims;
}

/** Where a refresh token stands for its owner at `now`: current, in its grace period, retired, or revoked. */
function standing(user, token, jti, now) {
  const rotated = user.RotatedRefreshTokens?.[jti];
  if (rotated && rotated.graceEndsAt <= now) return 'retired';
  if (!(user.RefreshTokens ?? []).includes(token)) return 'revoked';
  return rotated ? 'grace' : 'current';
}

/**
 * The owner of a refresh token that may still be used at `now`, or Cognito's refusal: a token rotation
 * retired is reused (RefreshTokenReuseException), one revoked or signed out is refused, and so is a
 * disabled user.
 */
async function usableOwner(ctx, userPool, token, claims, now) {
  const user = await userPool.getUserByUsername(ctx, claims['cognito:username']);
  const state = user ? standing(user, token, claims.jti, now) : 'revoked';
  if (state === 'retired') throw new CognitoError('RefreshTokenReuseException', 'Refresh Token has been rotated and can no longer be used');
  if (state === 'revoked') throw new NotAuthorizedError('Refresh Token has been revoked');
  if (user.Enabled === false) throw new NotAuthorizedError('User is disabled.');
  return user;
}

// One change at a time per user: a rotation reads the record, mints (perhaps through a trigger) and
// writes it back, and two at once would lose one of the tokens they add.
const queues = new Map();
async function oneAtATime(key, work) {
  const previous = queues.get(key) ?? Promise.resolve();
  const running = previous.then(() => work());
  const settled = running.catch(() => undefined);
  queues.set(key, settled);
  try {
    return await running;
  } finally {
    if (queues.get(key) === settled) queues.delete(key);
  }
}
const userKey = (userPool, username) => `${userPool.options.Id}/${username}`;

/** Expiry of a token in ms (0 when it has none), from the token itself: it is ours, so only decoded. */
const expiryOf = (token) => (jwt.decode(token)?.exp ?? 0) * 1000;

/**
 * Records a rotation: `issued` joins the user's tokens, `presented` stays usable until `graceSeconds`
 * from now (a retry within it keeps the first deadline), and tokens past their expiry or their grace
 * leave the list (a retired one stays known by its jti until it expires, so its reuse is told apart).
 */
async function recordRotation(ctx, userPool, username, { presented, jti, issued, graceSeconds, now }) {
  const user = await userPool.getUserByUsername(ctx, username);
  if (!user) return; // deleted meanwhile: nothing left to record
  const rotated = { ...(user.RotatedRefreshTokens ?? {}) };
  rotated[jti] ??= { graceEndsAt: now + graceSeconds * 1000, expiresAt: expiryOf(presented) };
  for (const [id, entry] of Object.entries(rotated)) if (entry.expiresAt <= now) delete rotated[id];
  const retired = (token) => {
    const entry = rotated[jwt.decode(token)?.jti];
    return entry !== undefined && entry.graceEndsAt <= now;
  };
  const kept = (user.RefreshTokens ?? []).filter((token) => expiryOf(token) > now && !retired(token));
  await userPool.saveUser(ctx, { ...user, RefreshTokens: [...kept, issued], RotatedRefreshTokens: rotated });
}

/**
 * New tokens for a refresh token, minted by `mint(user)` (cognito-local's own generator, through the
 * caller). With `rotation` ({ graceSeconds }), the minted refresh token replaces the presented one.
 */
async function exchangeRefreshToken(ctx, userPool, token, { rotation, mint, now = Date.now() }) {
  const claims = verifiedClaims(token, 'Refresh', userPool.options.Id);
  return oneAtATime(userKey(userPool, claims['cognito:username']), async () => {
    const user = await usableOwner(ctx, userPool, token, claims, now);
    const tokens = await mint(user);
    if (rotation) {
      const change = { presented: token, jti: claims.jti, issued: tokens.RefreshToken, graceSeconds: rotation.graceSeconds, now };
      await recordRotation(ctx, userPool, user.Username, change);
    }
    return tokens;
  });
}

/** The refusal Cognito answers for a refresh token that may not be used now, if any (nothing is changed). */
async function checkRefreshToken(ctx, userPool, token, now = Date.now()) {
  const claims = verifiedClaims(token, 'Refresh', userPool.options.Id);
  await usableOwner(ctx, userPool, token, claims, now);
}

/** Invalidates every refresh token of the user (UserNotFoundException when there is no such user). */
async function signOutEverywhere(ctx, userPool, username) {
  const known = await userPool.getUserByUsername(ctx, username);
  if (!known) throw new UserNotFoundError('User does not exist.');
  await oneAtATime(userKey(userPool, known.Username), async () => {
    const user = await userPool.getUserByUsername(ctx, known.Username);
    await userPool.saveUser(ctx, { ...user, RefreshTokens: [], RotatedRefreshTokens: {} });
  });
}

module.exports = { verifiedClaims, exchangeRefreshToken, checkRefreshToken, signOutEverywhere };
