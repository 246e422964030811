// Builds the site once and serves it for the browser tests (test/support/built-site.ts). The
// files that need a site of their own (payments, the Emails screen) start one from the same build.
// The build and the site start in the background: the other projects' tests run meanwhile, and
// each browser test file waits for the site first (site-ready.ts).
import { existsSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { TestProject } from "vitest/node";
import {
  type BuiltSite,
  buildSite,
  freePort,
  removeBuild,
  type SiteBuild,
  siteBuildFor,
  startBuiltSite,
} from "../../support/built-site.ts";
import { CHROMIUM_PATH } from "../../support/chromium.ts";
import { isCI } from "../../support/ci.ts";

declare module "vitest" {
  export interface ProvidedContext {
    baseURL: string;
    skipReason: string;
    build: SiteBuild;
    /** A file that says "ready" once the site answers, or "failed: <why>". */
    siteStatusFile: string;
  }
}

export default async function setup(project: TestProject) {
  if (!existsSync(CHROMIUM_PATH)) {
    const reason = `Chromium not found at ${CHROMIUM_PATH} (apt-get install -y chromium)`;
    if (isCI()) throw new Error(`${reason}: browser tests must run under CI.`);
    console.warn(`\n[e2e] SKIPPING browser tests: ${reason}.\n`);
    project.provide("skipReason", reason);
    project.provide("baseURL", "");
    project.provide("build", { dir: "" });
    project.provide("siteStatusFile", "");
    return;
  }
  const port = await freePort();
  const statusFile = join(tmpdir(), `hfs-e2e-site-${process.pid}.status`);
  rmSync(statusFile, { force: true });
  let build: SiteBuild | undefined;
  const started: Promise<BuiltSite | undefined> = (async () => {
    build = await buildSite("e2e");
    return startBuiltSite("e2e", { emailRetries: 0, build, port });
  })().then(
    (site) => {
      writeFileSync(statusFile, "ready");
      return site;
    },
    (err: unknown) => {
      writeFileSync(statusFile, `failed: ${err instanceof Error ? err.message : String(err)}`);
      return undefined;
    },
  );
  project.provide("skipReason", "");
  project.provide("baseURL", `http://localhost:${port}`);
  project.provide("build", siteBuildFor("e2e"));
  project.provide("siteStatusFile", statusFile);
  return async () => {
    const site = await started;
    await site?.stop();
    if (build) removeBuild(build);
    rmSync(statusFile, { force: true });
  };
}
