// Where cognito-local is, for the patches: its start script is the wrapper's argument
// (node cognito-child.cjs <cognito-local's lib/bin/start.js>). A patch must reach the very module
// instances cognito-local's own code requires, so every module is required from that copy.
'use strict';
const { dirname, join } = require('node:path');

const startScript = process.argv[2];
const libDir = dirname(dirname(startScript));

/** One of cognito-local's own modules (`targets/targets.js`…). */
const cognitoLocal = (path) => require(join(libDir, path));

/** A package as cognito-local resolves it (its own copy of stormdb, jsonwebtoken…), wherever npm placed it. */
const besideCognitoLocal = (name) => require(require.resolve(name, { paths: [dirname(startScript)] }));

/**
 * Runs `judge(services, ctx, req)` before cognito-local's InitiateAuth and AdminInitiateAuth: it may throw
 * Cognito's refusal; when it returns, cognito-local answers as it would have.
 */
function beforeInitiateAuth(judge) {
  const { Targets } = cognitoLocal('targets/targets.js');
  for (const name of ['InitiateAuth', 'AdminInitiateAuth']) {
    const original = Targets[name];
    Targets[name] = (services) => {
      const initiate = original(services);
      return async (ctx, req) => {
        await judge(services, ctx, req);
        return initiate(ctx, req);
      };
    };
  }
}

module.exports = { startScript, cognitoLocal, besideCognitoLocal, beforeInitiateAuth };
