// Ports of the local stack, their env overrides, and the checks that turn a taken port into one clear line.
import net from 'node:net';

export type LocalService = 'gateway' | 'dynamodb' | 's3' | 'cognito';

export const DEFAULT_PORTS: Record<LocalService, number> = { gateway: 3000, dynamodb: 8000, s3: 4569, cognito: 9229 };

export const PORT_ENV: Record<LocalService, string> = {
  gateway: 'PORT',
  dynamodb: 'DYNAMODB_PORT',
  s3: 'S3_PORT',
  cognito: 'COGNITO_PORT',
};

export const PORT_LABELS: Record<LocalService, string> = {
  gateway: 'local gateway',
  dynamodb: 'DynamoDB Local',
  s3: 'S3 emulator',
  cognito: 'Cognito emulator',
};

export class PortInUseError extends Error {
  override name = 'PortInUseError';
  constructor(
    readonly port: number,
    readonly label: string,
    readonly envName: string,
  ) {
    super(`Port ${port} (${label}) is already in use. Stop what uses it or set ${envName} to another port.`);
  }
}

/** The ports to use, from the environment or the defaults; a malformed value is a one-line error. */
export function portsFromEnv(env: NodeJS.ProcessEnv = process.env): Record<LocalService, number> {
  const ports = { ...DEFAULT_PORTS };
  for (const service of Object.keys(ports) as LocalService[]) {
    const raw = env[PORT_ENV[service]];
    if (raw === undefined || raw === '') continue;
    const port = Number(raw);
    if (!Number.isInteger(port) || port < 1 || port > 65535) {
      throw new Error(`${PORT_ENV[service]}=${raw} is not a port number (1-65535).`);
    }
    ports[service] = port;
  }
  return ports;
}

type BindResult = 'free' | 'in-use' | 'no-such-address' | { error: string };

function tryBind(host: string, port: number): Promise<BindResult> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'EADDRINUSE') resolve('in-use');
      else if (error.code === 'EADDRNOTAVAIL' || error.code === 'EAFNOSUPPORT') resolve('no-such-address');
      else resolve({ error: error.code ?? error.message });
    });
    server.listen({ host, port, exclusive: true }, () => server.close(() => resolve('free')));
  });
}

/**
 * Throws PortInUseError unless `port` can be bound on 127.0.0.1 and ::1 (a server on either would
 * answer clients that resolve `localhost`). `allInterfaces` also checks the wildcard address, for
 * servers such as DynamoDB Local that bind every interface.
 */
export async function assertPortFree(port: number, label: string, envName: string, options: { allInterfaces?: boolean } = {}): Promise<void> {
  const hosts = ['127.0.0.1', '::1', ...(options.allInterfaces ? ['::', '0.0.0.0'] : [])];
  for (const host of hosts) {
    const result = await tryBind(host, port);
    if (result === 'in-use') throw new PortInUseError(port, label, envName);
    if (typeof result === 'object') {
      throw new Error(`Port ${port} (${label}) cannot be opened (${result.error}). Set ${envName} to another port.`);
    }
    // The dual-stack wildcard covers 0.0.0.0 where IPv6 exists; skip the second check then.
    if (host === '::' && result === 'free') break;
  }
}

// Ports handed out recently, so several calls in a row never return the same one.
const handedOut = new Set<number>();

/** A port that is free on every interface right now (for tests). */
export async function findFreePort(): Promise<number> {
  for (let attempt = 0; attempt < 20; attempt++) {
    const port = await new Promise<number>((resolve, reject) => {
      const server = net.createServer();
      server.once('error', reject);
      // No host: the dual-stack wildcard, so the port is free for every address.
      server.listen({ port: 0, exclusive: true }, () => {
        const { port } = server.address() as net.AddressInfo;
        server.close(() => resolve(port));
      });
    });
    if (!handedOut.has(port)) {
      handedOut.add(port);
      return port;
    }
  }
  throw new Error('Could not find a free port after 20 attempts.');
}
