// The production build served by workerd (wrangler dev --local) on a free loopback port with fresh
// local D1/R2/KV. Shared by the browser tests, `npm run bench` and `npm run audit:pages`. The
// browser tests build once (buildSite in test/e2e/harness/global-setup.ts) and start every site
// they need from that one build; the other tools build their own.
// Relative imports with extensions only: Node runs this file directly (type stripping).
import { type ChildProcess, execFile, spawn } from "node:child_process";
import { mkdtempSync, openSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { promisify } from "node:util";

export const root = resolve(import.meta.dirname, "../..");

export interface BuiltSite {
  baseURL: string;
  logFile: string;
  stop: () => Promise<void>;
}

// Asynchronous, so that a build in Vitest's global setup leaves its process free to run the
// other projects' tests meanwhile.
const run = (file: string, args: string[], options: { cwd: string; env: NodeJS.ProcessEnv }) =>
  promisify(execFile)(file, args, { ...options, maxBuffer: 64 * 1024 * 1024 });

export function freePort(): Promise<number> {
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
    if (server.exitCode !== null)
      throw new Error(`The server exited early (code ${server.exitCode}).`);
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`The server did not become healthy within ${timeoutMs} ms.`);
}

function bin(name: string) {
  return join(root, "node_modules/.bin", name);
}

export interface BuiltSiteOptions {
  /**
   * The email queue consumer's retries before its dead-letter queue (wrangler.toml: 5, the first
   * after 30 s). The browser tests use 0 so a refused email is "failed" at once, not in 15 minutes.
   */
  emailRetries?: number;
  /** SQL run on the fresh local D1 after its migrations, before the server starts (bench data). */
  seedSql?: string;
  /** Extra variables and secrets for this site (e.g. online payments pointed at a stand-in). */
  vars?: Record<string, string>;
  /** wrangler dev's /__scheduled route, to run a Cron job on demand (benchmarks only). */
  testScheduled?: boolean;
  /** A build from buildSite() to serve, left in place on stop(); without it the site builds its own. */
  build?: SiteBuild;
  /** The loopback port to serve on (from freePort()); a free one when absent. */
  port?: number;
}

/** A production build's folder (plain data: Vitest's provide() hands it to the test files). */
export interface SiteBuild {
  dir: string;
}

export function removeBuild(build: SiteBuild): void {
  rmSync(build.dir, { recursive: true, force: true });
}

/** Where buildSite(label) puts its build. */
export function siteBuildFor(label: string): SiteBuild {
  return { dir: join(root, `.build-${label}-${process.pid}`) };
}

/** The production build, into its own folder (the browser tests' sites all serve one). */
export async function buildSite(label = "site"): Promise<SiteBuild> {
  const env = { ...process.env, WRANGLER_SEND_METRICS: "false", CI: "true" };
  const build = siteBuildFor(label);
  try {
    await run("node", [join(root, "worker/dev/setup-local.mjs"), "--keys-only"], {
      cwd: root,
      env,
    });
    // NODE_ENV=production: under vitest it is "test", which would bundle React's development build.
    await run(bin("react-router"), ["build"], {
      cwd: root,
      env: { ...env, NODE_ENV: "production", BUILD_DIR: build.dir },
    });
  } catch (err) {
    removeBuild(build);
    throw err;
  }
  return build;
}

/**
 * Builds (unless given a build), migrates a fresh state directory and starts workerd. `stop()`
 * removes everything but a build it was given.
 */
export async function startBuiltSite(
  label = "site",
  options: BuiltSiteOptions = {},
): Promise<BuiltSite> {
  const env = { ...process.env, WRANGLER_SEND_METRICS: "false", CI: "true" };
  const build = options.build ?? (await buildSite(label));
  const stateDir = mkdtempSync(join(tmpdir(), `hfs-${label}-state-`));
  // The site's own copy of the build's Wrangler config, beside it so its relative paths hold.
  const configPath = join(build.dir, `server/wrangler.${label}-${process.pid}.json`);
  const cleanup = () => {
    if (options.build) rmSync(configPath, { force: true });
    else removeBuild(build);
    rmSync(stateDir, { recursive: true, force: true });
  };
  try {
    await run(
      bin("wrangler"),
      ["d1", "migrations", "apply", "DB", "--local", "--persist-to", stateDir],
      {
        cwd: root,
        env,
      },
    );
    if (options.seedSql) {
      const seedFile = join(stateDir, "seed.sql");
      writeFileSync(seedFile, options.seedSql);
      await run(
        bin("wrangler"),
        ["d1", "execute", "DB", "--local", "--persist-to", stateDir, "--file", seedFile, "--yes"],
        { cwd: root, env },
      );
    }
    const config = JSON.parse(readFileSync(join(build.dir, "server/wrangler.json"), "utf8"));
    if (options.emailRetries !== undefined) {
      for (const consumer of config.queues?.consumers ?? []) {
        if (consumer.dead_letter_queue) consumer.max_retries = options.emailRetries;
      }
    }
    writeFileSync(configPath, JSON.stringify(config));
  } catch (err) {
    cleanup();
    throw err;
  }

  const port = options.port ?? (await freePort());
  const baseURL = `http://localhost:${port}`;
  const envFile = join(stateDir, "site.env");
  const devVars = readFileSync(join(root, ".dev.vars"), "utf8").replace(
    /^SITE_URL=.*$/m,
    `SITE_URL='${baseURL}'`,
  );
  const extra = Object.entries(options.vars ?? {})
    .map(([k, v]) => `${k}='${v}'`)
    .join("\n");
  writeFileSync(envFile, extra ? `${devVars.trimEnd()}\n${extra}\n` : devVars);

  const logFile = join(stateDir, "server.log");
  const logFd = openSync(logFile, "a");
  const server = spawn(
    bin("wrangler"),
    [
      "dev",
      "--config",
      configPath,
      "--local",
      "--ip",
      "127.0.0.1",
      "--port",
      String(port),
      "--persist-to",
      stateDir,
      "--env-file",
      envFile,
      "--show-interactive-dev-session=false",
      "--log-level",
      options.testScheduled ? "log" : "warn",
      ...(options.testScheduled ? ["--test-scheduled"] : []),
    ],
    { cwd: root, env, detached: true, stdio: ["ignore", logFd, logFd] },
  );
  server.unref();

  const stop = async () => {
    if (server.pid && server.exitCode === null) {
      // ref(): an unref'd child's exit would not keep Node alive until the cleanup below.
      server.ref();
      const exited = new Promise((r) => server.once("exit", r));
      process.kill(-server.pid, "SIGTERM");
      await exited;
    }
    cleanup();
  };

  try {
    await waitForHealth(`${baseURL}/api/health`, server, 60_000);
  } catch (err) {
    console.error(readFileSync(logFile, "utf8"));
    await stop();
    throw err;
  }
  return { baseURL, logFile, stop };
}
