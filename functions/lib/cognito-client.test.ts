// @vitest-environment node
// The functions' Cognito client finds an emulator through the SDK's own service endpoint variable
// (AWS_ENDPOINT_URL_COGNITO_IDENTITY_PROVIDER): no variable of the portal's is needed for it.
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { GetUserCommand } from '@aws-sdk/client-cognito-identity-provider';
import { afterEach, describe, expect, it, vi } from 'vitest';

let server: Server | undefined;

afterEach(async () => {
  vi.unstubAllEnvs();
  vi.resetModules();
  await new Promise((resolve) => (server ? server.close(resolve) : resolve(undefined)));
  server = undefined;
});

/** A stand-in for Cognito that records each request and refuses it as Cognito refuses a bad token. */
async function fakeCognito(): Promise<{ endpoint: string; seen: IncomingHttpHeaders[] }> {
  const seen: IncomingHttpHeaders[] = [];
  server = createServer((request, response) => {
    seen.push(request.headers);
    request.resume();
    response
      .writeHead(400, { 'content-type': 'application/x-amz-json-1.1' })
      .end(JSON.stringify({ __type: 'NotAuthorizedException', message: 'Invalid Access Token' }));
  });
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  return { endpoint: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, seen };
}

describe('cognito()', () => {
  it('sends to the endpoint AWS_ENDPOINT_URL_COGNITO_IDENTITY_PROVIDER names', async () => {
    const { endpoint, seen } = await fakeCognito();
    vi.stubEnv('AWS_REGION', 'us-east-1');
    vi.stubEnv('AWS_ACCESS_KEY_ID', 'local');
    vi.stubEnv('AWS_SECRET_ACCESS_KEY', 'local');
    vi.stubEnv('AWS_ENDPOINT_URL', undefined);
    vi.stubEnv('AWS_ENDPOINT_URL_COGNITO_IDENTITY_PROVIDER', endpoint);
    // A fresh module: the client is built once per instance, as in a Lambda.
    const { cognito } = await import('./cognito-client.ts');

    const sent = cognito().send(new GetUserCommand({ AccessToken: 'not-a-token' }));

    await expect(sent).rejects.toMatchObject({ name: 'NotAuthorizedException' });
    expect(seen.map((headers) => [headers.host, headers['x-amz-target']])).toEqual([
      [new URL(endpoint).host, 'AWSCognitoIdentityProviderService.GetUser'],
    ]);
  });
});
