import type { EmulatorEndpoints } from '#infra/local/emulator-endpoints.ts';
import type { LocalResources } from '#infra/local/provision.ts';

/** What the global setup hands to every integration and end-to-end test file. */
export interface StackInfo {
  baseUrl: string;
  endpoints: EmulatorEndpoints;
  resources: LocalResources;
}

declare module 'vitest' {
  export interface ProvidedContext {
    stack: StackInfo;
  }
}
