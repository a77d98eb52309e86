// `npm run bench:cost`: what one client company of 50 users costs on AWS in a month (sa-east-1 list
// prices, prices-sa-east-1.ts), measured on the local stack. It starts a stack of its own (in-memory
// DynamoDB, free ports, a temporary data folder), grows the seeded demo business to a real company
// (company.ts), then runs samples of each action of the scripted month (scenario.ts), as the SPA sends
// them (journeys.ts), and counts what each used from the stack itself (meters.ts): DynamoDB's own
// ConsumedCapacity on every call (the functions ask for it: functions/lib/dynamo.ts), S3 requests by
// price class, API and CloudFront requests and bytes, Lambda invocations and their billed GB-seconds at
// each function's memory setting, log bytes, and who signed in (Cognito's monthly active users). Each
// action's usage per occurrence, times the month's count of it, is the month (bill.ts).
//
// Why samples of each action rather than whole working days: the local stack serves about 45 requests a
// second on this 2-core machine, so one full day of the company (about 10,000 API requests) alone would
// take 4 minutes; a few hundred of each action take well under one, and tell what each action costs.
// The actions run one after another (no concurrency): one local environment per function serves every
// request, so concurrent requests would inflate each other's durations. Lambda durations are still this
// machine's (DynamoDB Local, worker threads), not AWS's: see the printout.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startLocalStack } from '#infra/local/local-stack.ts';
import { findFreePort } from '#infra/local/ports.ts';
import { addUsage, billOf, monthlyUsage, subtractUsage, type ActionSample } from './bill.ts';
import { prepareCompany, writeUsageHistory } from './company.ts';
import * as act from './journeys.ts';
import { Meters } from './meters.ts';
import { printReport } from './report.ts';
import { MONTH, PER_MONTH, SAMPLE_SIZE, USER_DAY, type ActionName } from './scenario.ts';
import { pictureOriginFetches, spaAssetsAfterDeploys } from './static-traffic.ts';

/** The web ACL's rules (infra/constructs/auth-rate-limit.ts: the sign-in rate rule). */
const WAF_RULES = 1;

async function main() {
  const started = performance.now();
  const dataDir = mkdtempSync(join(tmpdir(), 'portal-bench-cost-'));
  const ports = { gateway: await findFreePort(), dynamodb: await findFreePort(), s3: await findFreePort(), cognito: await findFreePort() };
  const meters = new Meters();
  let running = false;
  // The functions' lines are counted (CloudWatch would ingest them); the stack's own, once it runs, are
  // printed only when something went wrong (the Cognito e-mails it prints are no part of the report).
  const log = (line: string) => {
    const printed = /^\[([\w-]+)\] ([\s\S]*)$/.exec(line);
    if (printed && meters.functionLine(printed[1], printed[2])) return;
    if (!running || /AccessDenied|error|fail/i.test(line)) console.log(line);
  };
  console.log('Starting the local stack…');
  const stack = await startLocalStack({ dataDir, ports, inMemory: true, log });
  running = true;
  const startSeconds = (performance.now() - started) / 1000;
  try {
    const company = await prepareCompany(stack, MONTH.users);
    meters.attach(stack);
    const portal: act.Portal = { origin: stack.url, counters: meters.clients, company, dataDir, signedIn: meters.signedIn };
    const samples: Record<string, ActionSample> = {};
    const seconds: Record<string, number> = {};
    const measure = async (action: ActionName, work: () => Promise<unknown>) => {
      const before = await meters.read();
      const at = performance.now();
      await work();
      // The functions' last log lines come through their worker's stdout a moment later.
      await new Promise((resolve) => setTimeout(resolve, 50));
      samples[action] = { usage: subtractUsage(await meters.read(), before), count: SAMPLE_SIZE[action] };
      seconds[action] = (performance.now() - at) / 1000;
    };
    const times = <T>(count: number, work: (i: number) => Promise<T>) => sequence(Array.from({ length: count }, (_, i) => () => work(i)));

    const members: act.Member[] = [];
    await measure('signIn', () => times(SAMPLE_SIZE.signIn, async (i) => members.push(await act.signIn(portal, company.people[i]))));
    const member = (i: number) => members[i % members.length];
    const cardOf = (i: number, k: number) => member(i).cards[k % member(i).cards.length];
    const views: { member: act.Member; id: string }[] = [];
    await measure('openView', () =>
      times(SAMPLE_SIZE.openView, async (i) => {
        const id = await act.openView(member(i), cardOf(i, Math.floor(i / members.length)).id);
        views.push({ member: member(i), id });
      }),
    );
    await measure('heartbeat', () =>
      times(SAMPLE_SIZE.heartbeat, (i) => act.heartbeat(views[i % views.length].member, views[i % views.length].id)),
    );
    await measure('endView', () => times(SAMPLE_SIZE.endView, (i) => act.endView(views[i].member, views[i].id)));
    await measure('backToList', () => times(SAMPLE_SIZE.backToList, (i) => act.backToList(member(i), i % 2 === 1)));
    await measure('refresh', () => times(SAMPLE_SIZE.refresh, (i) => act.refresh(member(i))));
    await measure('info', () => times(SAMPLE_SIZE.info, (i) => act.info(member(i), cardOf(i, 1).id)));
    await measure('favourite', () => times(SAMPLE_SIZE.favourite, (i) => act.toggleFavourite(member(i), cardOf(i, i))));

    // The last 30 days' counters at this company's scale, before the insights page reads them.
    await writeUsageHistory(stack, company, { viewsPerUser: USER_DAY.views, secondsPerUser: USER_DAY.viewSeconds }, 30);
    const admin = members.find((each) => each.person.access === 'customer_admin')!;
    await measure('insights', () => times(SAMPLE_SIZE.insights, () => act.insights(admin)));
    await measure('publishDashboard', () => act.publishDashboard(admin, 'Receita Recorrente'));
    await measure('editDashboard', () => act.editDashboard(admin, company.dashboardIds[0]));
    const inviteeEmail = `convidada-${Date.now()}@demo.local`;
    await measure('inviteCollaborator', () => act.inviteCollaborator(portal, admin, inviteeEmail));
    const collaborator = company.people.find((person) => person.access === 'customer')!;
    await measure('changeAccess', () => act.changeAccess(admin, collaborator.email, company.roleIds.slice(0, 2)));
    await measure('editRole', () => act.editRole(admin, company.roleIds[0], company.dashboardIds.at(-1)!));
    await measure('activityPage', () => act.activityPage(admin));
    await measure('viewHistory', () => act.viewHistory(admin, collaborator.email));
    // One leaves as one arrived: the company stays at its size.
    await measure('deactivateCollaborator', () => act.deactivateCollaborator(admin, inviteeEmail));

    const extra = addUsage(spaAssetsAfterDeploys(MONTH.users, MONTH.deploysPerMonth), pictureOriginFetches(company, MONTH.workingDays));
    const month = monthlyUsage(samples, PER_MONTH, extra);
    const bill = billOf(month, meters.signedIn.size, WAF_RULES);
    printReport({
      samples,
      seconds,
      month,
      extra,
      bill,
      meters,
      runSeconds: (performance.now() - started) / 1000,
      startSeconds,
      synthesized: stack.assembly.synthesized,
    });
  } finally {
    await stack.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Runs the works one after another. */
async function sequence(works: (() => Promise<unknown>)[]): Promise<void> {
  for (const work of works) await work();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
