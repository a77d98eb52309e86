import type { EmulatorEndpoints } from '#infra/local/emulator-endpoints.ts';
import type { LocalResources } from '#infra/local/provision.ts';

/** What the global setup hands to every integration and end-to-end test file. */
export interface StackInfo {
  baseUrl: string;
  endpoints: EmulatorEndpoints;
  resources: LocalResources;
  /** The stack's data directory (its Cognito outbox: infra/local/cognito-messages.ts). */
  dataDir: string;
  /** The cloud assembly it runs (the local stage's synth). */
  assemblyDir: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    stack: StackInfo;
  }
}
