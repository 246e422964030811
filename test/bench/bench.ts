// `npm run bench`: serves the production build locally (workerd on loopback), warms up, then
// loads each target for a fixed time with autocannon. Prints req/s, p50 and p99 latency, and each
// target's req/s as a ratio of the static-asset ceiling measured in the same run, and for each
// page how much faster the edge-cached copy is served than a fresh render.
import autocannon from "autocannon";
import { startBuiltSite } from "../support/built-site.ts";

const DURATION_SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
const UNCACHED_PARAM = "bench-uncached";

interface Result {
  target: string;
  rps: number;
  p50: number;
  p99: number;
  non2xx: number;
}

async function load(url: string): Promise<Result> {
  const r = await autocannon({ url, connections: CONNECTIONS, duration: DURATION_SECONDS });
  return {
    target: new URL(url).pathname + new URL(url).search,
    rps: r.requests.average,
    p50: r.latency.p50,
    p99: r.latency.p99,
    non2xx: r.non2xx,
  };
}

async function seededSlug(baseURL: string): Promise<string> {
  const xml = await (await fetch(`${baseURL}/sitemap.xml`)).text();
  const slug = /\/blog\/([a-z0-9-]+)<\/loc>/.exec(xml)?.[1];
  if (!slug) throw new Error("No blog post in the sitemap to benchmark.");
  return slug;
}

const site = await startBuiltSite("bench");
let exitCode = 0;
try {
  const slug = await seededSlug(site.baseURL);
  const pages = ["/", "/services", "/about", "/portfolio", "/blog", `/blog/${slug}`];
  // The same pages rendered on every request: a query parameter the edge cache does not key on
  // makes the Worker render the page (what a cache miss or the signed-in owner costs).
  const uncached = (path: string) => `${path}?${UNCACHED_PARAM}`;
  const targets = [
    "/favicon.svg",
    ...pages,
    ...pages.map(uncached),
    // Live availability: cached under the free-times version and the minute, and rendered fresh.
    "/contact",
    uncached("/contact"),
    "/api/blog/posts",
    "/api/uploads/images",
  ];
  // Warm-up: compile, fill caches, open D1.
  for (const t of targets)
    for (let i = 0; i < 20; i++) await (await fetch(site.baseURL + t)).arrayBuffer();

  const results: Result[] = [];
  for (const t of targets) {
    results.push(await load(site.baseURL + t));
    process.stdout.write(".");
  }
  process.stdout.write("\n");
  const ceiling = results[0]!.rps;
  console.log(
    `\n${CONNECTIONS} connections, ${DURATION_SECONDS} s per target; ratio = req/s / static-asset req/s\n`,
  );
  console.log(
    "target".padEnd(52) +
      "req/s".padStart(9) +
      "p50 ms".padStart(9) +
      "p99 ms".padStart(9) +
      "ratio".padStart(8) +
      "non-2xx".padStart(9),
  );
  for (const r of results) {
    console.log(
      r.target.padEnd(52) +
        r.rps.toFixed(0).padStart(9) +
        String(r.p50).padStart(9) +
        String(r.p99).padStart(9) +
        (r.rps / ceiling).toFixed(2).padStart(8) +
        String(r.non2xx).padStart(9),
    );
    if (r.non2xx > 0) exitCode = 1;
  }
  console.log(`\n${"page".padEnd(52)}cached/uncached req/s`);
  for (const page of pages) {
    const cached = results.find((r) => r.target === page)!;
    const fresh = results.find((r) => r.target === uncached(page))!;
    console.log(page.padEnd(52) + (cached.rps / fresh.rps).toFixed(2).padStart(9));
  }
  if (exitCode)
    console.error("\nSome requests failed (non-2xx); the figures above are not trustworthy.");
} finally {
  await site.stop();
}
process.exit(exitCode);
