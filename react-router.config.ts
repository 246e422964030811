import type { Config } from "@react-router/dev/config";

export default {
  ssr: true,
  // The browser test harness builds into its own folder so parallel runs never share output.
  buildDirectory: process.env.BUILD_DIR ?? "build",
} satisfies Config;
