import { cloudflareTest, readD1Migrations } from "@cloudflare/vitest-plugin";
import { exportJWK, generateKeyPair } from "jose";
import { defineConfig } from "vitest/config";
import { browserModules } from "./app/page-delivery/server/browser-modules-plugin.ts";
import { closeReactRouterPlugins, reactRouter } from "./test/support/react-router-plugin.ts";

// The API project signs its own Access JWTs: one trusted key (its public half is the JWKS the
// Worker verifies against) and one untrusted key for bad-signature cases.
async function testKey(kid: string) {
  const { publicKey, privateKey } = await generateKeyPair("RS256", { extractable: true });
  return {
    publicJwk: { ...(await exportJWK(publicKey)), kid, alg: "RS256" },
    privateJwk: { ...(await exportJWK(privateKey)), kid, alg: "RS256" },
  };
}

export const TEST_VARS = {
  ENVIRONMENT: "development",
  SITE_URL: "http://localhost",
  ADMIN_EMAILS: "owner@heightsframestudio.com, Partner@HeightsFrameStudio.com",
  ACCESS_TEAM_DOMAIN: "test.cloudflareaccess.com",
  ACCESS_AUD: "test-aud",
  // Tests never reach Workers AI: the assistant is always the local stand-in.
  AI_STAND_IN: "always",
  ORDER_LINK_SECRET: "test-order-link-secret",
};

export default defineConfig(async () => {
  const [trusted, untrusted, migrations] = await Promise.all([
    testKey("trusted"),
    testKey("trusted"),
    readD1Migrations("./migrations"),
  ]);
  return {
    // Without it every run waits 10 s after its tests (test/support/react-router-plugin.ts).
    plugins: [closeReactRouterPlugins()],
    test: {
      projects: [
        {
          test: {
            name: "unit",
            include: ["test/unit/**/*.test.ts"],
            environment: "node",
            // Pure functions, no mocks: one worker for every file instead of one per file.
            isolate: false,
          },
          resolve: { tsconfigPaths: true },
        },
        {
          plugins: [
            cloudflareTest({
              remoteBindings: false,
              wrangler: { configPath: "./wrangler.toml" },
              miniflare: {
                bindings: {
                  ...TEST_VARS,
                  ACCESS_JWKS: JSON.stringify({ keys: [trusted.publicJwk] }),
                  DEV_SIGNING_KEY: "",
                  TEST_SIGNING_KEY: JSON.stringify(trusted.privateJwk),
                  TEST_UNTRUSTED_KEY: JSON.stringify(untrusted.privateJwk),
                  TEST_MIGRATIONS: migrations,
                },
                // Tests deliver the email outbox themselves (test/api/outbox-helpers.ts): the
                // producer points at a queue nothing consumes, so no background consumer races them.
                queueProducers: { EMAIL_QUEUE: { queueName: "heights-frame-studio-emails-tests" } },
              },
            }),
            reactRouter(),
            browserModules(),
          ],
          resolve: { tsconfigPaths: true },
          test: {
            name: "api",
            include: ["test/api/**/*.test.ts"],
            // One workerd for every file, not a new one per file (~1.7 s each, most of the
            // project's time): setup.ts gives each file the fresh storage it had on its own.
            isolate: false,
            setupFiles: ["./test/api/setup.ts"],
            // 5 s is too tight for the longest files' tests on a busy 2-core CI machine, and the
            // free-times test may wait up to 5 s for a fresh minute (helpers.ts awaitFreshWindow).
            testTimeout: 30_000,
          },
        },
        {
          // `npm run bench:email` only (test/bench/email-outbox.bench-test.ts): the real local
          // Queue with its consumer, as wrangler.toml declares it.
          plugins: [
            cloudflareTest({
              remoteBindings: false,
              wrangler: { configPath: "./wrangler.toml" },
              miniflare: { bindings: { ...TEST_VARS, TEST_MIGRATIONS: migrations } },
            }),
            reactRouter(),
            browserModules(),
          ],
          resolve: { tsconfigPaths: true },
          test: {
            name: "bench-email",
            include: process.env.BENCH_EMAIL ? ["test/bench/email-outbox.test.ts"] : [],
            testTimeout: 600_000,
            // The consumer logs each injected failure; the figures are what matters.
            onConsoleLog: (log: string) => !log.includes("injected failure"),
          },
        },
        {
          test: {
            name: "e2e",
            include: ["test/e2e/**/*.test.ts"],
            environment: "node",
            globalSetup: ["./test/e2e/harness/global-setup.ts"],
            setupFiles: ["./test/e2e/harness/site-ready.ts"],
            testTimeout: 60_000,
            hookTimeout: 120_000,
            // One browser, one server: files share them one after another, in one worker (no
            // mocks, no state between files but the site's), after the other projects.
            fileParallelism: false,
            isolate: false,
            sequence: { groupOrder: 1 },
            // expect.poll's 1 s default is too short for a page's fetch on a loaded 2-core machine.
            expect: { poll: { timeout: 10_000 } },
          },
          resolve: { tsconfigPaths: true },
        },
      ],
    },
  };
});
