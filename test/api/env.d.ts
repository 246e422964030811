declare namespace Cloudflare {
  interface Env {
    TEST_MIGRATIONS: import("cloudflare:test").D1Migration[];
    TEST_SIGNING_KEY: string;
    TEST_UNTRUSTED_KEY: string;
  }
}
