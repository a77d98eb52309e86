import type { RuntimeConfig } from '#shared/api-types.ts';

// The environment (API origin, Cognito pool) comes from `/config.json` at start, never from the bundle.
let current: RuntimeConfig | undefined;
let settle: (config: RuntimeConfig) => void = () => {};
/** Resolves once the config is in (never, when it cannot be loaded: then nothing calls the API). */
export const runtimeConfigReady = new Promise<RuntimeConfig>((resolve) => {
  settle = resolve;
});

export async function loadRuntimeConfig(): Promise<RuntimeConfig> {
  // The same request as index.html's preload, so the browser hands over that response (the file is
  // served `no-cache`: always revalidated, never stale).
  const response = await fetch('/config.json', { credentials: 'same-origin' });
  if (!response.ok) throw new Error(`GET /config.json answered ${response.status}`);
  const config = (await response.json()) as RuntimeConfig;
  if (typeof config?.apiBaseUrl !== 'string') throw new Error('config.json has no apiBaseUrl');
  current = config;
  settle(config);
  return config;
}

export function getRuntimeConfig(): RuntimeConfig {
  if (!current) throw new Error('Runtime config used before loadRuntimeConfig()');
  return current;
}

/** For tests and for a host page that already knows its config. */
export function setRuntimeConfig(config: RuntimeConfig): void {
  current = config;
  settle(config);
}
