// `npm run bench:data`: the owner's screens at the shop's size in a few years. A fresh local D1 is
// filled with 1,000,000 page-view events over 180 days and 100,000 messages from 20,000 people
// (plus their bookings and quotes), then each owner call is timed through the built Worker (the
// median of 9 after a warm-up) and the nightly job rolls the old page views up.
// Relative imports with extensions only: Node runs this file directly (type stripping).
import { readFileSync } from "node:fs";
import { startBuiltSite } from "../support/built-site.ts";

const EVENTS = Number(process.env.BENCH_EVENTS ?? 1_000_000);
const MESSAGES = Number(process.env.BENCH_MESSAGES ?? 100_000);
const PEOPLE = Number(process.env.BENCH_PEOPLE ?? 20_000);
const BUDGET_MS = 200;

const seedSql = `
WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ${EVENTS})
INSERT INTO analytics_events (name, path, referrer_host, day, created_at)
SELECT CASE WHEN i % 50 = 0 THEN 'page_not_found' ELSE 'page_view' END,
       '/page-' || (i % 40),
       CASE i % 3 WHEN 0 THEN NULL WHEN 1 THEN 'www.google.com' ELSE 'localhost' END,
       date('now', '-' || (i % 180) || ' days'),
       strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '-' || (i % 180) || ' days')
FROM n;
WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ${MESSAGES})
INSERT INTO contacts (first_name, last_name, email, phone, message, status, created_at, search_text)
SELECT 'Person', 'No' || (i % ${PEOPLE}), 'person' || (i % ${PEOPLE}) || '@example.com',
       '(713) 555-' || substr('0000' || (i % 10000), -4), 'Message number ' || i, 'replied',
       strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '-' || (i % 700) || ' days'),
       'person no' || (i % ${PEOPLE}) || ' message number ' || i
FROM n;
WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ${PEOPLE / 4})
INSERT INTO appointments (name, email, phone, preferred_date, preferred_time, consultation_type, status, created_at)
SELECT 'Person No' || (i * 4), 'person' || (i * 4) || '@example.com', '713-555-0100',
       date('now', '-' || (i % 600) || ' days'), '10:00 AM', 'Custom Framing', 'done',
       strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '-' || (i % 600) || ' days')
FROM n;
`;

async function median(
  url: string,
  cookie: string,
  runs = 9,
): Promise<{ ms: number; status: number }> {
  let status = 0;
  await (await fetch(url, { headers: { cookie } })).arrayBuffer();
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t = performance.now();
    const res = await fetch(url, { headers: { cookie } });
    await res.arrayBuffer();
    times.push(performance.now() - t);
    status = res.status;
  }
  times.sort((a, b) => a - b);
  return { ms: times[Math.floor(runs / 2)], status };
}

console.log(
  `Seeding ${EVENTS.toLocaleString()} events and ${MESSAGES.toLocaleString()} messages from ${PEOPLE.toLocaleString()} people...`,
);
const started = performance.now();
const site = await startBuiltSite("bench-data", { seedSql, testScheduled: true });
console.log(
  `Built, seeded and started in ${((performance.now() - started) / 1000).toFixed(0)} s\n`,
);
let exitCode = 0;
try {
  const signIn = await fetch(`${site.baseURL}/api/dev/sign-in`, { redirect: "manual" });
  const cookie = (signIn.headers.get("set-cookie") ?? "").split(";")[0];
  if (!cookie) throw new Error("The dev sign-in gave no cookie.");
  const targets: [string, string][] = [
    ["Today", "/api/admin/today"],
    ["Customers, first page", "/api/admin/customers"],
    ["Customers, page 100", "/api/admin/customers?page=100"],
    ["Customers, search", "/api/admin/customers?q=no1234"],
    ["A person's page", `/api/admin/customers/${encodeURIComponent("person1234@example.com")}`],
    ["Messages", "/api/admin/contacts"],
  ];
  // The migration marks everyone once; the first list builds the customers index from all of it.
  const built = performance.now();
  await (await fetch(`${site.baseURL}/api/admin/customers`, { headers: { cookie } })).arrayBuffer();
  console.log(
    `Customers index built by the first list in ${(performance.now() - built).toFixed(0)} ms\n`,
  );
  console.log(`${"owner call".padEnd(28)}${"median ms".padStart(10)}  status`);
  for (const [label, path] of targets) {
    const { ms, status } = await median(site.baseURL + path, cookie);
    const over = ms > BUDGET_MS ? `  over ${BUDGET_MS} ms` : "";
    console.log(`${label.padEnd(28)}${ms.toFixed(0).padStart(10)}  ${status}${over}`);
    if (status !== 200) exitCode = 1;
  }
  const cron = encodeURIComponent("40 8 * * *");
  const t = performance.now();
  const ran = await fetch(`${site.baseURL}/cdn-cgi/handler/scheduled?cron=${cron}`);
  if (process.env.BENCH_DEBUG) console.log(ran.status, await ran.text());
  const rollupMs = performance.now() - t;
  await new Promise((r) => setTimeout(r, 500));
  const log = readFileSync(site.logFile, "utf8");
  if (process.env.BENCH_DEBUG) console.log(log.slice(-3000));
  const rolled = /Analytics: (\d+) raw event/.exec(log)?.[1];
  console.log(
    `\nNightly job (retention + rollup): ${(rollupMs / 1000).toFixed(1)} s; ${rolled ?? "?"} raw events rolled up, ${rolled ? (EVENTS - Number(rolled)).toLocaleString() : "?"} left in analytics_events`,
  );
  const { ms } = await median(`${site.baseURL}/api/admin/today`, cookie);
  console.log(`${"Today, after the rollup".padEnd(28)}${ms.toFixed(0).padStart(10)}`);
} finally {
  await site.stop();
}
process.exit(exitCode);
