// wrangler.toml schedules the Cron Triggers; worker/crons.ts names the job behind each. An
// expression in one list and not the other is a job that never runs or a trigger that does nothing.
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { CRONS } from "~worker/crons";

const wrangler = readFileSync(resolve(import.meta.dirname, "../../wrangler.toml"), "utf8");

describe("Cron Triggers", () => {
  it("has one [triggers] table in wrangler.toml", () => {
    expect(wrangler.match(/^\[triggers\]$/gm)).toHaveLength(1);
  });

  it("schedules exactly the expressions worker/crons.ts names, each once", () => {
    const line = wrangler.match(/^crons\s*=\s*\[(.*)\]$/m)?.[1] ?? "";
    const scheduled = [...line.matchAll(/"([^"]+)"/g)].map((m) => m[1]);
    expect(scheduled.toSorted()).toEqual(Object.values(CRONS).toSorted());
    expect(new Set(Object.values(CRONS)).size).toBe(Object.keys(CRONS).length);
  });
});
