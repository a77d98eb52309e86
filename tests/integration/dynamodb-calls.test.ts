// How many DynamoDB calls each viewer route makes, counted by an SDK middleware on a client handed to
// the handlers in-process. The budgets (the caller's profile Query included):
//   GET /dashboards        ≤ 5: profile Query, roles BatchGet ‖ bookmarks Query, then either the few candidates'
//                               BatchGet (a customer's roles, a role filter, favourites: ≤ 100) or the
//                               directory Query and the page's BatchGet
//   GET /dashboards/{id}   ≤ 8: profile Query, dashboard Get ‖ roles BatchGet ‖ bookmark Get (‖ roles Query ‖
//                               users Query for a customer_admin), 2 counter UpdateItems ‖, view Put
//   POST /bookmarks        ≤ 4: profile Query, dashboard Get ‖ roles BatchGet, Put
//   GET /views             ≤ 4: profile Query, entity Get ‖ counter Get, one range Query
//   DELETE /views/{id}     ≤ 2: profile Query, conditional UpdateItem
// and never a Scan.
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import type { APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { beforeAll, describe, expect, it } from 'vitest';
import { LOCAL_CREDENTIALS, LOCAL_REGION } from '../../infra/local/aws-clients.ts';
import { createDocumentClient, type TableContext } from '../../functions/lib/dynamo.ts';
import { buildHandler as buildBookmarks } from '../../functions/bookmarks/handler.ts';
import { buildHandler as buildDashboards } from '../../functions/dashboards/handler.ts';
import { buildHandler as buildViews } from '../../functions/views/handler.ts';
import { buildEvent, type EventOptions } from '../support/events.ts';
import { stackInfo, userIdOf } from '../support/stack.ts';
import type { RouteId } from '../../shared/routes.ts';

/** A table whose client records the name of every command it sends. */
function recordingTable(): TableContext & { commands: string[] } {
  const commands: string[] = [];
  const client = new DynamoDBClient({ region: LOCAL_REGION, credentials: LOCAL_CREDENTIALS, endpoint: stackInfo().endpoints.dynamodb });
  client.middlewareStack.add(
    (next, context) => async (args) => {
      commands.push(context.commandName as string);
      return next(args);
    },
    { step: 'initialize', name: 'recordCommandNames' },
  );
  return { db: createDocumentClient(client), tableName: stackInfo().resources.tableName, commands };
}

type Handler = (event: unknown, context: unknown) => Promise<APIGatewayProxyStructuredResultV2>;

/** Invokes a freshly built handler for one route and answers its status, body and the commands it sent. */
async function invoke(build: (options: { table: () => TableContext }) => unknown, routeId: RouteId, options: EventOptions) {
  const table = recordingTable();
  const handler = build({ table: () => table }) as Handler;
  const result = await handler(buildEvent(routeId, options), {});
  return { status: result.statusCode, body: JSON.parse(result.body ?? 'null'), commands: table.commands };
}

let cliente: string;
let gestor: string;

beforeAll(async () => {
  [cliente, gestor] = await Promise.all([userIdOf('cliente@demo.local'), userIdOf('gestor@demo.local')]);
});

describe('DynamoDB calls per request', () => {
  it('lists dashboards in at most 5 calls, without a Scan', async () => {
    for (const sub of [cliente, gestor]) {
      const answer = await invoke(buildDashboards, 'listDashboards', { sub, query: { name: 'a', page: '1' } });
      expect(answer.status).toBe(200);
      expect(answer.commands).not.toContain('ScanCommand');
      expect(answer.commands.length).toBeLessThanOrEqual(5);
    }
    // A customer with four dashboards: read by id, no directory.
    const customer = await invoke(buildDashboards, 'listDashboards', { sub: cliente });
    expect(customer.commands.sort()).toEqual(['BatchGetItemCommand', 'BatchGetItemCommand', 'QueryCommand', 'QueryCommand']);
    // A customer_admin without filters: the directory and the page.
    const admin = await invoke(buildDashboards, 'listDashboards', { sub: gestor });
    expect(admin.commands.sort()).toEqual(['BatchGetItemCommand', 'QueryCommand', 'QueryCommand', 'QueryCommand']);
  });

  it('shows a dashboard and starts its view in at most 7 calls for a customer and 8 for a customer_admin', async () => {
    const customer = await invoke(buildDashboards, 'showDashboard', { sub: cliente, params: { id: 'dash-funil-comercial' } });
    expect(customer.status).toBe(200);
    expect(customer.commands.sort()).toEqual([
      'BatchGetItemCommand',
      'GetItemCommand',
      'GetItemCommand',
      'PutItemCommand',
      'QueryCommand',
      'UpdateItemCommand',
      'UpdateItemCommand',
    ]);
    const admin = await invoke(buildDashboards, 'showDashboard', { sub: gestor, params: { id: 'dash-funil-comercial' } });
    expect(admin.status).toBe(200);
    expect(admin.commands).not.toContain('ScanCommand');
    expect(admin.commands.length).toBeLessThanOrEqual(8);
  });

  it('answers a dashboard out of reach without writing anything', async () => {
    const answer = await invoke(buildDashboards, 'showDashboard', { sub: cliente, params: { id: 'dash-producao' } });
    expect(answer.status).toBe(404);
    expect(answer.commands.filter((name) => /Put|Update|Delete|Write/.test(name))).toEqual([]);
  });

  it('bookmarks in at most 4 calls', async () => {
    const answer = await invoke(buildBookmarks, 'createBookmark', { sub: cliente, body: { bookmark: { dashboard_id: 'dash-metas-regionais' } } });
    expect(answer.status).toBe(200);
    expect(answer.commands.length).toBeLessThanOrEqual(4);
    const removed = await invoke(buildBookmarks, 'deleteBookmark', { sub: cliente, params: { id: 'dash-metas-regionais' } });
    expect(removed.status).toBe(200);
    expect(removed.commands.length).toBeLessThanOrEqual(4);
  });

  it('lists views in at most 4 calls and ends one in 2', async () => {
    const opened = await invoke(buildDashboards, 'showDashboard', { sub: cliente, params: { id: 'dash-vendas-mensais' } });
    const listed = await invoke(buildViews, 'listViews', { sub: gestor, query: { dashboard_id: 'dash-vendas-mensais' } });
    expect(listed.status).toBe(200);
    expect(listed.commands.sort()).toEqual(['GetItemCommand', 'GetItemCommand', 'QueryCommand', 'QueryCommand']);
    const ended = await invoke(buildViews, 'endView', { sub: cliente, params: { id: opened.body.view.id } });
    expect(ended.status).toBe(200);
    expect(ended.commands).toEqual(['QueryCommand', 'UpdateItemCommand']);
  });

  it('answers malformed JSON in-process with a 400 and no DynamoDB call', async () => {
    const answer = await invoke(buildBookmarks, 'createBookmark', { sub: cliente, body: '{"bookmark":' });
    expect(answer.status).toBe(400);
    expect(answer.commands).toEqual([]);
  });
});
