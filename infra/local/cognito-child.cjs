// Runs cognito-local in its own process: node cognito-child.cjs <cognito-local's lib/bin/start.js>
// Plain CommonJS so it starts without a TypeScript loader. Before cognito-local starts, the modules of
// cognito-emulator/ teach it what Cognito does and it does not, where the portal meets the difference
// (patching its modules in memory, never its files on disk):
//   - atomic database writes;
//   - messages: the CustomMessage trigger's text, else the pool's templates, handed to the parent process;
//   - AdminCreateUser with MessageAction RESEND;
//   - a FORCE_CHANGE_PASSWORD user signs in with the temporary password only;
//   - a disabled user's password sign-in refused ("User is disabled.");
//   - refresh-token rotation on app clients, GetTokensFromRefreshToken, REFRESH_TOKEN_AUTH as Cognito
//     judges it, AdminUserGlobalSignOut and GlobalSignOut.
'use strict';
const { startScript } = require('./cognito-emulator/cognito-local.cjs');
const { writeDatabaseFilesAtomically } = require('./cognito-emulator/atomic-writes.cjs');
const { writeMessagesAsCognitoDoes } = require('./cognito-emulator/messages.cjs');
const { resendInvitations } = require('./cognito-emulator/resend-invitation.cjs');
const { checkTemporaryPasswords } = require('./cognito-emulator/temporary-passwords.cjs');
const { refuseDisabledUsers } = require('./cognito-emulator/disabled-users.cjs');
const { storeClientRotation } = require('./cognito-emulator/client-rotation.cjs');
const { answerGetTokensFromRefreshToken } = require('./cognito-emulator/get-tokens-from-refresh-token.cjs');
const { judgeRefreshTokenAuth } = require('./cognito-emulator/refresh-token-auth.cjs');
const { answerGlobalSignOut } = require('./cognito-emulator/global-sign-out.cjs');

writeDatabaseFilesAtomically();
writeMessagesAsCognitoDoes();
resendInvitations();
checkTemporaryPasswords();
refuseDisabledUsers();
storeClientRotation();
answerGetTokensFromRefreshToken();
judgeRefreshTokenAuth();
answerGlobalSignOut();
require(startScript);
