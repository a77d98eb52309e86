// `npm start`: the whole portal on this machine (local emulators, seeded demo) until Ctrl-C.
import { writeFileSync, rmSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { DATA_DIR } from '../paths.ts';
import { DEMO_PASSWORD, DEMO_USERS } from './seed/demo-data.ts';
import { EmulatorError } from './emulators.ts';
import { startLocalStack, type LocalStack } from './local-stack.ts';
import { PortInUseError, portsFromEnv } from './ports.ts';
import { buildWebIfNeeded } from './web-build.ts';

const PID_FILE = join(DATA_DIR, 'portal.pid');

async function main() {
  const ports = portsFromEnv();
  buildWebIfNeeded();
  mkdirSync(DATA_DIR, { recursive: true });
  const stack = await startLocalStack({ dataDir: DATA_DIR, ports, log: (line) => console.log(line) });
  writeFileSync(PID_FILE, String(process.pid));
  printWelcome(stack, ports.gateway);
  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    console.log('\nStopping…');
    await stack.stop();
    rmSync(PID_FILE, { force: true });
    process.exit(0);
  };
  process.on('SIGINT', () => void stop());
  process.on('SIGTERM', () => void stop());
}

function printWelcome(stack: LocalStack, port: number) {
  const lines = [
    '',
    `Portal running at ${stack.url}`,
    `  ${stack.runtime.hosts.size} functions from the ${stack.assembly.synthesized ? `assembly synthesized now (${stack.assembly.seconds.toFixed(1)} s)` : 'unchanged assembly'}: ${stack.assembly.dir}`,
    `  Demo Analytics by subdomain: http://demo.localhost:${port}`,
    `  Outra Empresa by subdomain:  http://outra.localhost:${port}`,
    stack.seeded ? '  Demo data seeded (first run).' : '  Demo data already present (npm run reset to start over).',
    `  Demo accounts (password ${DEMO_PASSWORD}):`,
    ...DEMO_USERS.map((user) => `    ${user.email.padEnd(22)} ${user.access}`),
    '',
    'Press Ctrl-C to stop.',
  ];
  console.log(lines.join('\n'));
}

main().catch((error: unknown) => {
  // Errors meant for the person at the terminal are one line, not a stack trace.
  if (error instanceof PortInUseError || error instanceof EmulatorError) console.error(`\n${error.message}`);
  else console.error(error);
  process.exit(1);
});
