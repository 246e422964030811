// Builds the production bundle once, serves it with workerd (wrangler dev --local) on a free
// loopback port with fresh local D1/R2/KV, and tears everything down after the run.
import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { existsSync, mkdtempSync, openSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import type { TestProject } from "vitest/node";
import { CHROMIUM_PATH } from "./browser";

declare module "vitest" {
  export interface ProvidedContext {
    baseURL: string;
    skipReason: string;
  }
}

const root = resolve(import.meta.dirname, "../../..");

function freePort(): Promise<number> {
  return new Promise((res, rej) => {
    const srv = createServer();
    srv.once("error", rej);
    srv.listen(0, "127.0.0.1", () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => res(port));
    });
  });
}

async function waitForHealth(url: string, server: ChildProcess, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`The test server exited early (code ${server.exitCode}).`);
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`The test server did not become healthy within ${timeoutMs} ms.`);
}

export default async function setup(project: TestProject) {
  if (!existsSync(CHROMIUM_PATH)) {
    const reason = `Chromium not found at ${CHROMIUM_PATH} (apt-get install -y chromium)`;
    if (process.env.CI === "true") throw new Error(`${reason}: browser tests must run under CI=true.`);
    console.warn(`\n[e2e] SKIPPING browser tests: ${reason}.\n`);
    project.provide("skipReason", reason);
    project.provide("baseURL", "");
    return;
  }
  project.provide("skipReason", "");

  const env = { ...process.env, WRANGLER_SEND_METRICS: "false", CI: "true" };
  const buildDir = join(root, `.build-e2e-${process.pid}`);
  const stateDir = mkdtempSync(join(tmpdir(), "hfs-e2e-state-"));
  execFileSync("node", [join(root, "worker/dev/setup-local.mjs"), "--keys-only"], { cwd: root, env });
  execFileSync("react-router", ["build"], { cwd: root, env: { ...env, BUILD_DIR: buildDir }, stdio: "ignore" });
  execFileSync("wrangler", ["d1", "migrations", "apply", "DB", "--local", "--persist-to", stateDir], {
    cwd: root,
    env,
    stdio: "ignore",
  });

  const port = await freePort();
  const baseURL = `http://localhost:${port}`;
  const envFile = join(stateDir, "e2e.env");
  const devVars = readFileSync(join(root, ".dev.vars"), "utf8").replace(/^SITE_URL=.*$/m, `SITE_URL='${baseURL}'`);
  writeFileSync(envFile, devVars);

  const logFile = join(stateDir, "server.log");
  const logFd = openSync(logFile, "a");
  const server = spawn(
    "wrangler",
    [
      "dev",
      "--config", join(buildDir, "server/wrangler.json"),
      "--local",
      "--ip", "127.0.0.1",
      "--port", String(port),
      "--persist-to", stateDir,
      "--env-file", envFile,
      "--show-interactive-dev-session=false",
      "--log-level", "warn",
    ],
    { cwd: root, env, detached: true, stdio: ["ignore", logFd, logFd] },
  );
  server.unref();
  try {
    await waitForHealth(`${baseURL}/api/health`, server, 60_000);
  } catch (err) {
    if (server.pid) process.kill(-server.pid, "SIGTERM");
    console.error(readFileSync(logFile, "utf8"));
    throw err;
  }
  project.provide("baseURL", baseURL);

  return async () => {
    if (server.pid && server.exitCode === null) {
      process.kill(-server.pid, "SIGTERM");
      await new Promise((r) => server.once("exit", r));
    }
    rmSync(buildDir, { recursive: true, force: true });
    rmSync(stateDir, { recursive: true, force: true });
  };
}
