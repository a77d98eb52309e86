// A local stack of the faults test's own (its emulators are stopped and started again, so it cannot be
// the shared one the other files use), the HTTP calls it makes through the gateway with their timing,
// and the checks of what an answer during an outage may be.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect } from 'vitest';
import { SERVICE_MESSAGES } from '#shared/service-messages.ts';
import { buildPath } from '#shared/routes.ts';
import { DEMO_PASSWORD } from '#infra/local/seed/demo-data.ts';
import { isAlive } from '#infra/local/leftovers.ts';
import { startLocalStack, type LocalStack } from '#infra/local/local-stack.ts';
import { findFreePort } from '#infra/local/ports.ts';

/** What the issue allows at most for any answer while a service is down: "never a hang past a few seconds". */
export const MAX_ANSWER_MS = 8000;

export interface FaultStack {
  stack: LocalStack;
  /** Seconds the stack took to start (emulators, provisioning, demo seed). */
  startSeconds: number;
  /** Stops the stack and checks that no emulator process outlived it. */
  close(): Promise<void>;
}

/**
 * The whole portal on free ports, DynamoDB Local on disk (not in memory) so its tables survive a
 * restart of the emulator, as S3's and Cognito's data already do.
 */
export async function startFaultStack(): Promise<FaultStack> {
  const dataDir = mkdtempSync(join(tmpdir(), 'portal-faults-'));
  const ports = { gateway: await findFreePort(), dynamodb: await findFreePort(), s3: await findFreePort(), cognito: await findFreePort() };
  const started = performance.now();
  let stack: LocalStack;
  try {
    // FAULTS_LOGS=1 shows the stack's and the functions' log lines (each 503 is logged as a warning with its cause).
    stack = await startLocalStack({ dataDir, ports, inMemory: false, log: process.env.FAULTS_LOGS ? console.log : undefined });
  } catch (error) {
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
  const startSeconds = (performance.now() - started) / 1000;
  return {
    stack,
    startSeconds,
    async close() {
      const pids = () => [stack.emulators.dynamodb.pid, stack.emulators.s3.pid, stack.emulators.cognito.pid];
      try {
        await stack.stop();
        expect(pids().filter((pid) => pid !== undefined && isAlive(pid))).toEqual([]);
      } finally {
        rmSync(dataDir, { recursive: true, force: true });
      }
    },
  };
}

export interface Answer {
  status: number;
  body: any;
  text: string;
  ms: number;
  /** Milliseconds after the test's clock started that the request was sent. */
  sentAt: number;
}

export interface Api {
  call(method: string, path: string, options?: { token?: string; body?: unknown }): Promise<Answer>;
  login(email: string): Promise<string>;
  /** A picture uploaded as the SPA does (presigned PUT); answers the pending key a dashboard save names. */
  uploadPreview(token: string): Promise<string>;
}

/** The smallest thing that reads as a PNG: its 8-byte signature and an IHDR chunk header. */
const PNG_BYTES = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 0, 0, 0, 1]);

export function apiOf(baseUrl: string): Api {
  const clock = performance.now();
  const call: Api['call'] = async (method, path, options = {}) => {
    const headers: Record<string, string> = { origin: baseUrl, 'sec-fetch-site': 'same-origin' };
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    if (options.body !== undefined) headers['content-type'] = 'application/json';
    const sent = performance.now();
    const response = await fetch(new URL(path, baseUrl), {
      method,
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
    });
    const text = await response.text();
    const ms = performance.now() - sent;
    let body: unknown = text;
    try {
      body = text ? JSON.parse(text) : undefined;
    } catch {
      // not JSON: kept as text, and the checks below will say so
    }
    return { status: response.status, body, text, ms, sentAt: sent - clock };
  };
  return {
    call,
    async login(email) {
      const answer = await call('POST', buildPath('authLogin'), { body: { email, password: DEMO_PASSWORD } });
      if (answer.status !== 200) throw new Error(`login of ${email} failed: ${answer.status} ${answer.text}`);
      return answer.body.accessToken as string;
    },
    async uploadPreview(token) {
      const answer = await call('POST', buildPath('createUpload'), {
        token,
        body: { upload: { purpose: 'dashboard_preview', content_type: 'image/png', size: PNG_BYTES.length } },
      });
      if (answer.status !== 201) throw new Error(`upload refused: ${answer.status} ${answer.text}`);
      const { key, url, headers } = answer.body.upload as { key: string; url: string; headers: Record<string, string> };
      const put = await fetch(url, { method: 'PUT', headers, body: new Uint8Array(PNG_BYTES) });
      if (!put.ok) throw new Error(`PUT to the presigned URL failed: ${put.status}`);
      return key;
    },
  };
}

/** Sends `send()` every `everyMs` until `until` settles (and once more after), answering every answer. */
export async function keepCalling(send: () => Promise<Answer>, until: Promise<unknown>, everyMs = 25, max = 40): Promise<Answer[]> {
  let done = false;
  void until.finally(() => (done = true)).catch(() => undefined);
  const answers: Promise<Answer>[] = [];
  while (!done && answers.length < max) {
    answers.push(send());
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
  answers.push(send());
  return Promise.all(answers);
}

/**
 * Each answer is either what the route answers when all is well (`ok`) or the Portuguese 503, within
 * MAX_ANSWER_MS, and never shows a stack, an SDK error or a Node error code.
 */
export function expectOkOrUnavailable(answers: Answer[], ok: number): void {
  for (const answer of answers) {
    const seen = `${answer.status} after ${Math.round(answer.ms)} ms: ${answer.text.slice(0, 200)}`;
    expect(answer.ms, seen).toBeLessThan(MAX_ANSWER_MS);
    expect([ok, 503], seen).toContain(answer.status);
    if (answer.status === 503) expect(answer.body, seen).toEqual({ error: SERVICE_MESSAGES.unavailable });
    expect(answer.text, seen).not.toMatch(/\bat \S+:\d+|ECONN|Exception|TimeoutError|socket hang up|stack/i);
  }
}

/** The Portuguese 503, within MAX_ANSWER_MS. */
export function expectUnavailable(answer: Answer): void {
  expectOkOrUnavailable([answer], -1);
  expect(answer.status).toBe(503);
}

/** A line of the figures the test reports: how many answers of each status, and the slowest. */
export function tally(answers: Answer[]): { sent: number; ok: number; unavailable: number; slowestMs: number } {
  return {
    sent: answers.length,
    ok: answers.filter((answer) => answer.status < 300).length,
    unavailable: answers.filter((answer) => answer.status === 503).length,
    slowestMs: Math.round(Math.max(0, ...answers.map((answer) => answer.ms))),
  };
}
