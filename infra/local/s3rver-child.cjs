// Runs s3rver in its own process: node s3rver-child.cjs <directory> <port> <address>
// Plain CommonJS so it starts without a TypeScript loader.
'use strict';
const S3rver = require('s3rver');
const AWSAccount = require('s3rver/lib/models/account');

// s3rver only knows the access key id `S3RVER` (it does not check SigV4 signatures at all). Register
// the local stack's key too, so DynamoDB, S3 and Cognito clients can all share one key pair.
AWSAccount.DUMMY_ACCOUNT.createKeyPair('local', 'local');
// Each function signs with credentials of its own, which the local stack's front door (infra/local/
// aws-front-door) checks against the function's role before a request gets here: any key id is the account's.
const knownKeys = AWSAccount.registry;
AWSAccount.registry = { get: (accessKeyId) => knownKeys.get(accessKeyId) ?? AWSAccount.DUMMY_ACCOUNT };

const [directory, port, address] = process.argv.slice(2);
const server = new S3rver({ directory, port: Number(port), address, silent: true });

server.run().then(
  ({ address: host, port: bound }) => console.log(`s3rver listening on ${host}:${bound}`),
  (error) => {
    console.error(`s3rver failed to start: ${error.message}`);
    process.exit(1);
  },
);

// Finish requests in flight (an object half written to disk is worse than a short wait), then exit.
const shutdown = () => {
  setTimeout(() => process.exit(0), 2000).unref();
  server.close().then(
    () => process.exit(0),
    () => process.exit(0),
  );
};
process.on('SIGTERM', shutdown);
process.on('SIGINT', shutdown);
