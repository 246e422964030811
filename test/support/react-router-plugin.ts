// React Router's Vite plugin for the test projects (vitest.config.ts), closed when Vitest closes.
//
// The plugin starts two Vite servers of its own when its config is resolved (its child compiler
// and its config loader's) and closes them in its buildEnd, which Vite calls when that project's
// server closes. Vitest resolves the config of every project, but starts, and so closes, the
// servers of the projects it runs only: with `--project unit`, with the e2e project or in any run
// the empty bench-email project's two servers stayed open, and every `vitest run` waited 10 s
// after its tests ("close timed out after 10000ms ... something prevents Vite server from
// exiting"), then was exited by force. closeReactRouterPlugins(), a root plugin, closes what
// each instance left open when Vitest closes.
import { reactRouter as reactRouterPlugin } from "@react-router/dev/vite";
import type { Plugin } from "vite";
import type { Vitest } from "vitest/node";

// On globalThis: Vitest may evaluate vitest.config.ts, and so this module, more than once.
const REGISTRY = Symbol.for("heights-frame-studio.react-router-plugins");
const registry = globalThis as { [REGISTRY]?: Set<() => Promise<void>> };
registry[REGISTRY] ??= new Set();
const openInstances = registry[REGISTRY];

type Hook = (this: unknown, ...args: unknown[]) => unknown;

function handlerOf(hook: Plugin["buildEnd"] | Plugin["configResolved"]): Hook | undefined {
  if (!hook) return undefined;
  return (typeof hook === "function" ? hook : hook.handler) as Hook;
}

/** reactRouter() whose servers are also closed when Vitest closes (see above). */
export function reactRouter(): Plugin[] {
  return reactRouterPlugin().map((plugin) => {
    const buildEnd = handlerOf(plugin.buildEnd);
    const configResolved = handlerOf(plugin.configResolved);
    if (plugin.name !== "react-router" || !buildEnd || !configResolved) return plugin;
    const close = async () => {
      openInstances.delete(close);
      await buildEnd.call(undefined);
    };
    return {
      ...plugin,
      async configResolved(...args) {
        await configResolved.apply(this, args);
        openInstances.add(close);
      },
      async buildEnd(...args) {
        openInstances.delete(close);
        await buildEnd.apply(this, args);
      },
    } satisfies Plugin;
  });
}

/** For the root config: Vitest calls its configureVitest whichever projects run. */
export function closeReactRouterPlugins(): Plugin {
  return {
    name: "close-react-router-plugins",
    configureVitest({ vitest }: { vitest: Vitest }) {
      vitest.onClose(async () => {
        await Promise.all([...openInstances].map((close) => close()));
      });
    },
  };
}
