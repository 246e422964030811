// A content page's HTML, headers included, fits the first round trip of a new connection: a
// server may send 10 TCP segments of 1,460 bytes before the phone's first acknowledgement, so a
// document within that arrives one round trip (about 150 ms on a slow mobile network, as
// Lighthouse simulates it) sooner (docs/decisions/0093-first-round-trip.md). Measured as gzip of
// the served HTML at the level Cloudflare's edge uses by default (6, Node's too) plus the
// response headers as HTTP/1.1 writes them. The blog and the portfolio's grid are left out: they
// grow with every post and work the owner adds (a work's own page is in). The budget:
// test/support/budgets.ts; each page's headroom is printed after the tests.
import { gzipSync } from "node:zlib";
import { afterAll, describe, expect, it } from "vitest";
import { BUDGETS, type BudgetRow, headroomTable } from "../support/budgets";
import { baseURL, e2eSkipReason } from "./harness/browser";
import { contentPaths } from "./harness/content-pages";

const rows: BudgetRow[] = [];
afterAll(() => {
  if (rows.length) console.log(headroomTable("The first round trip", rows));
});
const paths = (await contentPaths()).filter((p) => !/^\/(blog|portfolio$)/.test(p));

describe.skipIf(e2eSkipReason())("content pages in the first round trip", () => {
  it.each(paths)("%s arrives in one round trip", async (path) => {
    const res = await fetch(baseURL() + path);
    expect(res.status).toBe(200);
    const body = gzipSync(await res.text()).byteLength;
    let headers = "HTTP/1.1 200 OK\r\nContent-Encoding: gzip\r\n".length;
    for (const [name, value] of res.headers) headers += `${name}: ${value}\r\n`.length;
    rows.push({
      page: path,
      kind: "content",
      bytes: body + headers,
      budget: BUDGETS.firstRoundTrip,
    });
    expect(body + headers, `${body} B of HTML + ${headers} B of headers`).toBeLessThanOrEqual(
      BUDGETS.firstRoundTrip,
    );
  });
});
