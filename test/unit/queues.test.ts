// wrangler.toml declares the Queues; worker/queues.ts names them and routes their batches. A name
// in one and not the other is an email that is never sent. And only the outbox sends email.
import { readdirSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { EMAIL_MAX_RETRIES, QUEUES } from "~worker/queues";
import { retryDelaySeconds } from "~worker/services/outbox";

const ROOT = resolve(import.meta.dirname, "../..");
const wrangler = readFileSync(join(ROOT, "wrangler.toml"), "utf8");

/** Each [[queues.consumers]] table's lines as key -> value. */
function consumers(): Array<Record<string, string>> {
  return wrangler
    .split(/^\[\[queues\.consumers\]\]$/m)
    .slice(1)
    .map((table) => {
      const body = table.split(/^\[/m)[0];
      return Object.fromEntries(
        [...body.matchAll(/^(\w+)\s*=\s*"?([^"\n]+)"?$/gm)].map((m) => [m[1], m[2].trim()]),
      );
    });
}

function sourceFiles(dir: string): string[] {
  return readdirSync(join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.(m?[jt]sx?)$/.test(entry.name) ? [path] : [];
  });
}

describe("the email queues", () => {
  it("produces to the emails queue through EMAIL_QUEUE", () => {
    expect(wrangler).toMatch(
      new RegExp(
        `\\[\\[queues\\.producers\\]\\]\\nbinding = "EMAIL_QUEUE"\\nqueue = "${QUEUES.emails}"`,
      ),
    );
  });

  it("consumes the emails queue with its retries and dead-letter queue, and that queue too", () => {
    const byQueue = Object.fromEntries(consumers().map((c) => [c.queue, c]));
    expect(Object.keys(byQueue).sort()).toEqual([QUEUES.emails, QUEUES.emailsDead].sort());
    expect(byQueue[QUEUES.emails]).toMatchObject({
      max_retries: String(EMAIL_MAX_RETRIES),
      dead_letter_queue: QUEUES.emailsDead,
    });
  });

  it("waits longer after each failure, never longer than the sweep's 10 minutes", () => {
    const delays = Array.from({ length: EMAIL_MAX_RETRIES + 1 }, (_, i) =>
      retryDelaySeconds(i + 1),
    );
    expect(delays).toEqual([30, 60, 120, 240, 480, 480]);
    expect(Math.max(...delays)).toBeLessThan(600);
  });
});

describe("one way out for email", () => {
  it("calls the email binding's send only in the outbox module", () => {
    const callers = ["app", "worker", "db"]
      .flatMap(sourceFiles)
      .filter((file) =>
        /\bNOTIFY\s*\.\s*send\b|\.NOTIFY\b[^;]*\.send\(/.test(
          readFileSync(join(ROOT, file), "utf8"),
        ),
      );
    expect(callers).toEqual(["worker/services/outbox.ts"]);
  });
});
