import { cloudflare } from "@cloudflare/vite-plugin";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { browserModules } from "./app/page-delivery/server/browser-modules-plugin.ts";

// Remote bindings (Workers AI) need a Cloudflare account; opt in with REMOTE_BINDINGS=true.
const remoteBindings = process.env.REMOTE_BINDINGS === "true";
// The Worker reads nothing from `request.cf`, so the local server's placeholder is enough: without
// this, every start looks it up on workers.cloudflare.com and, offline, prints a stack trace.
process.env.CLOUDFLARE_CF_FETCH_ENABLED ??= "false";

export default defineConfig({
  plugins: [
    cloudflare({ viteEnvironment: { name: "ssr" }, remoteBindings }),
    tailwindcss(),
    reactRouter(),
    // Our browser modules (page script, gallery, fonts, islands) as entries of the browser build,
    // and their files for the Worker (docs/decisions/0101-page-delivery.md).
    browserModules(),
  ],
  resolve: { tsconfigPaths: true },
  // Pre-bundled up front: otherwise `npm run dev` discovers these on the first visit to a page
  // that lazy-loads them and reloads mid-request (a one-off error page for a newcomer).
  // hono/client is the owner's screens' API client (app/lib/admin-api.ts): the first /admin visit.
  optimizeDeps: {
    include: ["sonner", "@radix-ui/react-dialog", "@radix-ui/react-tabs", "zod", "hono/client"],
  },
  environments: {
    ssr: {
      optimizeDeps: { include: ["sonner", "@radix-ui/react-dialog", "@radix-ui/react-tabs"] },
      // Minified like the browser's code: the Worker is smaller.
      build: { minify: true },
    },
  },
});
