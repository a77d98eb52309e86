// The cost benchmark's printout, as Markdown (it goes into docs/deploy.md as it is): the scripted month,
// what each action used, the bill line by line, the totals against the goal, and what dominates.
import { loadavg } from 'node:os';
import { VIEWS } from '#shared/constants.ts';
import { billOf, dominantLines, monthlyUsage, scaleUsage, type ActionSample, type Bill, type LineName, type Usage } from './bill.ts';
import { UNSENT_REQUEST_HEADER_BYTES } from './browser.ts';
import type { Meters } from './meters.ts';
import { PRICES } from './prices-sa-east-1.ts';
import {
  heartbeatsOf,
  heartbeatsPerMonth,
  MONTH,
  PER_MONTH,
  REFRESH_EVERY_MINUTES,
  refreshesPerMonth,
  SAMPLE_SIZE,
  USER_DAY,
  type ActionName,
} from './scenario.ts';

/** US$ per month of each company at or under which the portal meets its goal (Cognito apart). */
export const GOAL_USD = 1;

export interface Report {
  samples: Record<string, ActionSample>;
  seconds: Record<string, number>;
  month: Usage;
  extra: Usage;
  bill: Bill;
  meters: Meters;
  runSeconds: number;
  startSeconds: number;
  synthesized: boolean;
}

/** What would make an action cheaper, for the actions that dominate. */
const ACTION_ADVICE: Partial<Record<ActionName, string>> = {
  heartbeat: `ping less often: VIEWS.heartbeatSeconds ${VIEWS.heartbeatSeconds} → 120 halves the heartbeats, 300 fifths them (VIEWS.staleAfterSeconds, now ${VIEWS.staleAfterSeconds}, must stay above it; an abandoned view's end is then known less precisely); or make a ping a plain UpdateItem of the view and add the seconds to the day's counters at the view's end (a transaction bills each item twice)`,
  backToList: 'keep the list a minute instead of revalidating it on every return (SWR revalidateIfStale: false with a short dedupingInterval)',
  refresh: `fewer refreshes: a longer access token (AUTH.accessTokenMinutes, now a refresh every ${REFRESH_EVERY_MINUTES} min), or refresh only while the tab is visible`,
  signIn: 'keep sessions across days (the refresh cookie lasts 30 days): a reload then costs a refresh, not a sign-in',
};

/** What would make a line cheaper, whatever action it comes from. */
const LINE_ADVICE: Partial<Record<LineName, string>> = {
  xrayTraces: 'prod records a trace per invocation at most; a sampling rule of 5 % (or tracing off) removes nearly all of it',
  lambdaArmGbSecond:
    'these are local durations; 256 MB instead of 512 for the functions that mostly wait on DynamoDB would roughly halve whatever AWS measures',
  logsIngestion: 'one line per request at most; Lambda’s own START/END/REPORT lines go with a JSON log format and a WARN system log level',
};

const usd = (value: number) => (value >= 0.01 || value === 0 ? `US$ ${value.toFixed(2)}` : `US$ ${value.toFixed(4)}`);
const count = (value: number) => (value >= 100 ? Math.round(value).toLocaleString('en-US') : value.toFixed(value >= 10 ? 1 : 2));
const row = (cells: (string | number)[]) => `| ${cells.join(' | ')} |`;
const minutes = (seconds: number) => `${(seconds / 60).toFixed(1)} min`;

function printMix(): void {
  const views = MONTH.viewLengths.map((view) => `${view.perDay} × ${minutes(view.seconds)} (${heartbeatsOf(view.seconds)} heartbeats)`);
  console.log(`
## The scripted month (one company, sa-east-1)

- ${MONTH.users} users × ${MONTH.workingDays} working days (${MONTH.weeks} weeks); the seeded demo business grown to 50 users, 20 dashboards, 5 roles, 3 favourites each.
- ${MONTH.viewsPerUserPerDay} views per user per working day: ${views.join(', ')}; a heartbeat every ${VIEWS.heartbeatSeconds} s while open → ${USER_DAY.heartbeats} heartbeats a day.
- Each view: GET /dashboards/{id} (starts the view; the page needs no /info), its heartbeats, DELETE /views/{id}, and the list again (SWR revalidates it on mount; every other one ★ only).
- Each working day: one page load and sign-in (shell, branding, login, user data, list, logo and pictures), the tab open ${MONTH.tabOpenMinutesPerDay / 60} h → ${USER_DAY.refreshes} token refreshes (one every ${REFRESH_EVERY_MINUTES} min), ${MONTH.infoPerUserPerDay} info modal from a card.
- Each week: ${MONTH.favouriteTogglesPerUserPerWeek} favourite toggled per user (then the list), the insights page once (30 days).
- Each month: ${Object.entries(MONTH.admin)
    .map(([action, times]) => `${times} × ${action}`)
    .join(', ')}; ${MONTH.deploysPerMonth} deploys (every browser downloads the SPA's files again).
- Measured by sampling: each action run as many times as the second table's "sample" says, its usage per occurrence multiplied by its count in the month.`);
}

function printActions(report: Report): void {
  console.log('\n## What each action used (per occurrence) and costs in the month\n');
  console.log(row(['action', 'per month', 'sample', 'API req.', 'Lambda inv.', 'Lambda GB-s ‰', 'RRU', 'WRU', 'US$/month']));
  console.log(row(Array(9).fill('---')));
  const total = report.bill.total;
  const lines = (Object.keys(PER_MONTH) as ActionName[]).map((action) => {
    const sample = report.samples[action];
    const each = scaleUsage(sample.usage, 1 / sample.count);
    const monthly = billOf(scaleUsage(each, PER_MONTH[action]), 0, 0).total;
    return { action, each, monthly, sample };
  });
  lines.sort((a, b) => b.monthly - a.monthly);
  for (const { action, each, monthly } of lines) {
    console.log(
      row([
        action,
        count(PER_MONTH[action]),
        SAMPLE_SIZE[action],
        count(each.apiRequests),
        count(each.lambdaInvocations),
        count(each.lambdaMbMs / 1024),
        count(each.readUnits),
        count(each.writeUnits),
        `${usd(monthly)} (${((monthly / total) * 100).toFixed(0)} %)`,
      ]),
    );
  }
  const extra = billOf(report.extra, 0, 0).total;
  console.log(
    row(['SPA files after deploys, pictures from S3', '', '', '', '', '', '', '', `${usd(extra)} (${((extra / total) * 100).toFixed(0)} %)`]),
  );
  console.log('\n(Lambda GB-s ‰: thousandths of a GB-second, at each function’s memory setting, from this machine’s durations.)');
}

function printBill({ bill }: Report): void {
  console.log('\n## The month’s bill (list prices, no free tier)\n');
  console.log(row(['line', 'quantity / month', 'unit price', 'US$ / month', 'price read']));
  console.log(row(['---', '---:', '---', '---:', '---']));
  for (const line of bill.lines) {
    const { price } = line;
    const per = price.per === 1 ? '' : ` per ${price.per.toLocaleString('en-US')}`;
    console.log(
      row([
        line.label,
        `${count(line.quantity)} ${line.unit}`,
        `US$ ${price.usd}${per}`,
        usd(line.usd),
        price.confirmed ? `✓ ${price.readOn}` : `✗ best known (${price.readOn})`,
      ]),
    );
  }
  const cognito = PRICES.cognitoPlusMau;
  console.log(row(['**Total, Cognito apart**', '', '', `**${usd(bill.total)}**`, '']));
  console.log(row(['Cognito (Plus)', `${bill.cognito.mau} MAU`, `US$ ${cognito.usd} per MAU`, usd(bill.cognito.usd), `✓ ${cognito.readOn}`]));
  console.log(row(['**Total with Cognito**', '', '', `**${usd(bill.totalWithCognito)}**`, '']));
  console.log(
    `\nPlatform-wide, not per company: the WAF web ACL and its rule, ${usd(bill.platformFixed)} a month (US$ ${PRICES.wafWebAcl.usd} + US$ ${PRICES.wafRule.usd}).`,
  );
}

function printVerdict(report: Report): void {
  const { bill } = report;
  const over = bill.total > GOAL_USD;
  console.log(
    `\n**Goal: ≤ ${usd(GOAL_USD)} per 50-user company per month, Cognito apart — ${over ? `over, at ${usd(bill.total)}` : `met, at ${usd(bill.total)}`}.**`,
  );
  const dominant = dominantLines(bill);
  console.log(
    `\nWhat dominates: ${dominant.map((line) => `${line.label} ${usd(line.usd)} (${((line.usd / bill.total) * 100).toFixed(0)} %)`).join(', ')}.`,
  );
  const byAction = (Object.keys(PER_MONTH) as ActionName[])
    .map((action) => {
      const sample = report.samples[action];
      return { action, usd: billOf(scaleUsage(sample.usage, PER_MONTH[action] / sample.count), 0, 0).total };
    })
    .sort((a, b) => b.usd - a.usd)
    .slice(0, 3);
  console.log(`By action: ${byAction.map((each) => `${each.action} ${((each.usd / bill.total) * 100).toFixed(0)} %`).join(', ')}.`);
  if (!over) return;
  console.log('\nWhat would bring it down:');
  for (const { action } of byAction) if (ACTION_ADVICE[action]) console.log(`- ${action}: ${ACTION_ADVICE[action]}.`);
  for (const line of dominant) if (LINE_ADVICE[line.name]) console.log(`- ${line.label}: ${LINE_ADVICE[line.name]}.`);
  printWhatIfs(report);
}

/** A change of the SPA's or the stage's settings, priced on the same measured actions. */
interface Change {
  label: string;
  perMonth?: Partial<Record<ActionName, number>>;
  tracedShare?: number;
}

const HEARTBEAT_300: Change['perMonth'] = { heartbeat: heartbeatsPerMonth(300) };
const LIST_KEPT: Change['perMonth'] = { backToList: 0 };
const TOKEN_HOUR: Change['perMonth'] = { refresh: refreshesPerMonth(60) };

const CHANGES: Change[] = [
  { label: `a heartbeat every 120 s (not ${VIEWS.heartbeatSeconds})`, perMonth: { heartbeat: heartbeatsPerMonth(120) } },
  { label: 'a heartbeat every 300 s', perMonth: HEARTBEAT_300 },
  { label: 'X-Ray sampled at 5 % in prod', tracedShare: 0.05 },
  { label: 'the list kept on coming back from a dashboard (no revalidation)', perMonth: LIST_KEPT },
  { label: `a 60-minute access token (not ${REFRESH_EVERY_MINUTES + 1}): a refresh an hour`, perMonth: TOKEN_HOUR },
  { label: 'heartbeat 300 s + X-Ray 5 %', perMonth: HEARTBEAT_300, tracedShare: 0.05 },
  {
    label: 'heartbeat 300 s + X-Ray 5 % + list kept + 60-minute token',
    perMonth: { ...HEARTBEAT_300, ...LIST_KEPT, ...TOKEN_HOUR },
    tracedShare: 0.05,
  },
];

/** The same measured actions, priced after each change: the month each would make. */
function printWhatIfs({ samples, extra, bill }: Report): void {
  console.log('\n| change (same measured actions) | month, Cognito apart | goal |');
  console.log('| --- | ---: | --- |');
  console.log(row(['none (as measured)', usd(bill.total), bill.total <= GOAL_USD ? 'met' : 'over']));
  for (const change of CHANGES) {
    const month = monthlyUsage(samples, { ...PER_MONTH, ...change.perMonth }, extra);
    const total = billOf(month, 0, 0, { tracedShare: change.tracedShare ?? 1 }).total;
    console.log(row([change.label, usd(total), total <= GOAL_USD ? 'met' : 'over']));
  }
}

function printNotes(report: Report): void {
  const { meters, month } = report;
  const durations = [...meters.durations.entries()]
    .map(([name, values]) => {
      const sorted = [...values].sort((a, b) => a - b);
      return `${name} ${sorted[Math.floor(sorted.length / 2)].toFixed(0)} ms (${values.length})`;
    })
    .join(', ');
  // The run's average memory setting per invocation, for what 10 ms more or less would cost the month.
  const averageGb = meters.memoryMbSum / meters.invocations / 1024;
  const per10ms = month.lambdaInvocations * 0.01 * averageGb * PRICES.lambdaArmGbSecond.usd;
  console.log(`
## Notes

- Lambda durations are this machine's (worker threads, DynamoDB Local, the front door), not AWS's, and include a cold start's module loading (${meters.coldStarts} cold starts in the run). Median local duration by function (invocations): ${durations}. There is no AWS measurement to put beside them; each 10 ms more (or less) of average billed duration per invocation moves the month by ${usd(per10ms)}.
- DynamoDB units are DynamoDB Local's own ConsumedCapacity (ReturnConsumedCapacity on every call: item sizes and index writes included), but for transactions: Local bills ${count(meters.transactions.count)} TransactWriteItems of the run ${count(meters.transactions.localUnits)} WRU, AWS's documented model (2 per KB of each item, then ordinary index writes; transaction-units.ts) ${count(meters.transactions.awsUnits)}, which the bill uses${meters.estimatedWrites ? `; ${meters.estimatedWrites} writes refused by their condition were billed at 1 unit (2 in a transaction), an estimate` : ''}.
- CloudFront bytes: measured bodies and headers; requests to the API add ${UNSENT_REQUEST_HEADER_BYTES} bytes each for the browser's and CloudFront's own headers (an estimate). Local tokens and cookies are the Cognito emulator's, not Cognito's (whose are longer).
- Logs: the functions' own lines as printed, Lambda's START/END/REPORT (+ X-Ray) lines and one API access line per request, 26 bytes each added as CloudWatch counts them.
- X-Ray: the prod stage traces; counted as one trace per invocation (an upper bound: the default rule records 1 a second and 5 % beyond, platform-wide).
- Prices marked ✗ could not be read for sa-east-1 from this machine (see tests/benchmarks/cost/prices-sa-east-1.ts for each one's source and note). Free tiers are the account's, not the company's, and are left out.
- Not counted: storage. A month's views (about 0.7 KB each, stored with two index copies and kept: views have no TTL) add some 50 MB a month to the table, a few cents a month more with every month kept; pictures and logs' retention are smaller. Nor Cognito's e-mails (SES), CloudWatch alarms and dashboards (platform-wide).`);
}

export function printReport(report: Report): void {
  printMix();
  printActions(report);
  printBill(report);
  printVerdict(report);
  printNotes(report);
  const load = loadavg()[0].toFixed(2);
  console.log(
    `\nRun time: ${report.runSeconds.toFixed(0)} s (stack start ${report.startSeconds.toFixed(0)} s${report.synthesized ? ', synthesized' : ''}; actions ${Object.values(
      report.seconds,
    )
      .reduce((a, b) => a + b, 0)
      .toFixed(0)} s), load average ${load} on this machine at the end.`,
  );
}
