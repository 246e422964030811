// Builds the site once and serves it for the browser tests (test/support/built-site.ts). The
// files that need a site of their own (payments, the Emails screen) start one from the same build.
import { existsSync } from "node:fs";
import type { TestProject } from "vitest/node";
import {
  buildSite,
  removeBuild,
  type SiteBuild,
  startBuiltSite,
} from "../../support/built-site.ts";
import { CHROMIUM_PATH } from "../../support/chromium.ts";
import { isCI } from "../../support/ci.ts";

declare module "vitest" {
  export interface ProvidedContext {
    baseURL: string;
    skipReason: string;
    build: SiteBuild;
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
    return;
  }
  project.provide("skipReason", "");
  const build = buildSite("e2e");
  try {
    const site = await startBuiltSite("e2e", { emailRetries: 0, build });
    project.provide("baseURL", site.baseURL);
    project.provide("build", build);
    return async () => {
      await site.stop();
      removeBuild(build);
    };
  } catch (err) {
    removeBuild(build);
    throw err;
  }
}
