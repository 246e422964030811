// Before each browser test file: the shared site, which global-setup.ts builds and starts in the
// background, answers (its status file says "ready"), or its failure is this file's error.
import { readFileSync } from "node:fs";
import { inject } from "vitest";

const READY_WITHIN_MS = 10 * 60_000;

function status(file: string): string {
  try {
    return readFileSync(file, "utf8");
  } catch {
    return "";
  }
}

const file = inject("siteStatusFile");
if (file) {
  const deadline = Date.now() + READY_WITHIN_MS;
  for (;;) {
    const now = status(file);
    if (now === "ready") break;
    if (now.startsWith("failed")) throw new Error(`The browser tests' site did not start (${now})`);
    if (Date.now() > deadline)
      throw new Error(`The browser tests' site did not start within ${READY_WITHIN_MS} ms`);
    await new Promise((r) => setTimeout(r, 200));
  }
}
