// The local stack runs what the cloud assembly deploys, so a copy of the synthesized template with one
// thing dropped fails exactly where that deploy would fail on AWS: a function whose role lost a grant is
// refused by the service (AccessDenied) and answers the portal's 500, one that lost a variable cannot
// work, and a route that is not in the template is not served.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '#shared/messages.ts';
import { buildPath } from '#shared/routes.ts';
import type { Template } from '#infra/local/cloud-assembly/read-assembly.ts';
import { functionId, mutatedAssembly, runAssembly } from '../support/mutated-assembly.ts';
import { callApi, loginAs, stackInfo } from '../support/stack.ts';
import { uploadPreview } from './fixtures/pictures.ts';

type Runtime = Awaited<ReturnType<typeof runAssembly>>;
const opened: Runtime[] = [];
const run = async (edit: (template: Template) => void) => {
  const runtime = await runAssembly(mutatedAssembly(edit));
  opened.push(runtime);
  return runtime;
};

/** The properties of a function of the template, by the app's name for it. */
const functionOf = (template: Template, name: string) => template.Resources[functionId(template, name)].Properties as Record<string, any>;

/** Removes `action` from every statement of the policies attached to the function's role. */
function dropGrant(template: Template, name: string, action: string): void {
  const roleId = functionOf(template, name).Role['Fn::GetAtt'][0] as string;
  const policies = Object.values(template.Resources).filter(
    (resource) => resource.Type === 'AWS::IAM::Policy' && (resource.Properties!.Roles as { Ref: string }[]).some((ref) => ref.Ref === roleId),
  );
  let dropped = 0;
  for (const policy of policies) {
    for (const statement of (policy.Properties!.PolicyDocument as { Statement: { Action: string | string[] }[] }).Statement) {
      const actions = [statement.Action].flat();
      dropped += actions.filter((each) => each === action).length;
      statement.Action = actions.filter((each) => each !== action);
    }
  }
  if (dropped === 0) throw new Error(`${name}'s role has no ${action} to drop`);
}

const dashboardForm = (previewKey: string) => ({
  dashboard: {
    name: 'Painel Sem Permissão',
    summary: 'Resumo',
    description: '<p>Texto</p>',
    iframe_url: 'https://bi.example.com/p/1',
    preview_key: previewKey,
  },
});

let gestor: string;
beforeAll(async () => {
  gestor = await loginAs('gestor@demo.local');
});
afterAll(async () => {
  await Promise.all(opened.map((runtime) => runtime.close()));
});

describe('a copy of the synthesized assembly with one thing dropped', () => {
  it('a role without dynamodb:PutItem: the write is refused as AccessDenied, the answer is the portal’s 500, and the picture survives for the next save', async () => {
    const runtime = await run((template) => dropGrant(template, 'dashboards', 'dynamodb:PutItem'));
    const previewKey = await uploadPreview(gestor);

    const refused = await callApi('POST', buildPath('createDashboard'), {
      baseUrl: runtime.url,
      token: gestor,
      body: dashboardForm(previewKey),
    });

    expect([refused.status, refused.body]).toEqual([500, { error: MESSAGES.errors.internal }]);
    const denied = runtime.calls.filter((call) => !call.allowed);
    expect(denied).toEqual([
      expect.objectContaining({
        service: 'dynamodb',
        operation: 'TransactWriteItems',
        principal: runtime.functionNameOf('dashboards'),
        authorizations: expect.arrayContaining([expect.objectContaining({ action: 'dynamodb:PutItem' })]),
      }),
    ]);
    // The function saw the service's own refusal, by its SDK name, as it would on AWS.
    expect(runtime.logs.some((line) => line.includes('"name":"AccessDeniedException"'))).toBe(true);
    // The suite's stack (the unmodified assembly) saves with the very same upload.
    const saved = await callApi('POST', buildPath('createDashboard'), { token: gestor, body: dashboardForm(previewKey) });
    expect(saved.status).toBe(201);
    await callApi('DELETE', buildPath('deleteDashboard', { id: saved.body.dashboard.id }), { token: gestor });
  });

  it('a function without PORTAL_TABLE_NAME cannot reach its table: 500, while the suite’s stack answers', async () => {
    // Even with the variable in this process's own environment: nothing of it reaches a function.
    process.env.PORTAL_TABLE_NAME = stackInfo().resources.tableName;
    const runtime = await run((template) => {
      delete (functionOf(template, 'bookmarks').Environment.Variables as Record<string, unknown>).PORTAL_TABLE_NAME;
    });
    delete process.env.PORTAL_TABLE_NAME;
    const body = { bookmark: { dashboard_id: 'dash-funil-comercial' } };

    const broken = await callApi('POST', buildPath('createBookmark'), { baseUrl: runtime.url, token: gestor, body });

    expect([broken.status, broken.body]).toEqual([500, { error: MESSAGES.errors.internal }]);
    expect(runtime.logs.some((line) => line.includes('PORTAL_TABLE_NAME is not set'))).toBe(true);
    const working = await callApi('POST', buildPath('createBookmark'), { token: gestor, body });
    expect(working.status).toBeLessThan(300);
    await callApi('DELETE', buildPath('deleteBookmark', { id: 'dash-funil-comercial' }), { token: gestor });
  });

  it('a route missing from the template is a 404 of the gateway, though shared/routes.ts still names it', async () => {
    const runtime = await run((template) => {
      const route = Object.entries(template.Resources).find(
        ([, resource]) => resource.Type === 'AWS::ApiGatewayV2::Route' && resource.Properties!.RouteKey === 'GET /api/v1/roles',
      );
      delete template.Resources[route![0]];
    });

    const missing = await callApi('GET', buildPath('listRoles'), { baseUrl: runtime.url, token: gestor });

    expect([missing.status, missing.body]).toEqual([404, { message: 'Not Found', error: MESSAGES.errors.routeNotFound }]);
    expect((await callApi('GET', buildPath('listRoles'), { token: gestor })).status).toBe(200);
    // Its neighbours of the same function are still served.
    expect((await callApi('GET', buildPath('newRole'), { baseUrl: runtime.url, token: gestor })).status).toBe(200);
  });
});
