// The build side of islands (docs/decisions/0095-islands.md). Every app/page-delivery/browser/islands/<name>.island.tsx
// becomes one more entry of the browser build, beside React Router's; its output file and the
// files it imports are handed to the server build as `virtual:islands` ({ [name]: { file,
// imports } }), from which the Worker writes the page's <script type="module"> and preloads
// (app/page-delivery/server/document-html.ts). React Router builds the browser's code first, in the same process.
// Without a browser build (`npm run dev`, the api tests) the module is empty and island pages
// hydrate whole with React Router, which works because <Island> renders the same markup either way.
import { readdirSync } from "node:fs";
import path from "node:path";
import type { Plugin } from "vite";

export type IslandManifest = Record<string, { file: string; imports: string[] }>;

const VIRTUAL_ID = "virtual:islands";
const RESOLVED_ID = `\0${VIRTUAL_ID}`;
const ISLAND_FILE = /([\w-]+)\.island\.tsx$/;

/** The island entries of the app, by name: app/page-delivery/browser/islands/contact.island.tsx is "contact". */
export function islandEntries(root: string): Record<string, string> {
  const dir = path.join(root, "app/page-delivery/browser/islands");
  let files: string[] = [];
  try {
    files = readdirSync(dir);
  } catch {
    // No islands folder: no islands.
  }
  return Object.fromEntries(
    files.flatMap((file) => {
      const name = ISLAND_FILE.exec(file)?.[1];
      return name ? [[name, path.join(dir, file)]] : [];
    }),
  );
}

export function islands(): Plugin {
  let root = process.cwd();
  let isBuild = false;
  // Filled by the browser build, read by the server build that follows it.
  let manifest: IslandManifest = {};
  return {
    name: "islands",
    configResolved(config) {
      root = config.root;
      isBuild = config.command === "build";
    },
    // React Router fixes the browser build's inputs in its own configEnvironment hook; what this
    // one returns is merged into them (Vite's mergeConfig concatenates the two input arrays).
    configEnvironment(name, _options, env) {
      if (name !== "client" || env.command !== "build") return;
      const inputs = Object.values(islandEntries(process.cwd()));
      if (inputs.length === 0) return;
      return { build: { rollupOptions: { input: inputs } } };
    },
    generateBundle(_options, bundle) {
      if (this.environment.name !== "client") return;
      const entries = islandEntries(root);
      const byFile = new Map(Object.entries(entries).map(([name, file]) => [file, name]));
      const found: IslandManifest = {};
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== "chunk" || !chunk.isEntry || !chunk.facadeModuleId) continue;
        const name = byFile.get(chunk.facadeModuleId);
        if (!name) continue;
        // Every file the entry imports statically, however deep: all of them are preloaded.
        const imports = new Set<string>();
        const queue = [...chunk.imports];
        while (queue.length) {
          const file = queue.shift() as string;
          if (imports.has(file)) continue;
          imports.add(file);
          const imported = bundle[file];
          if (imported?.type === "chunk") queue.push(...imported.imports);
        }
        found[name] = { file: chunk.fileName, imports: [...imports] };
      }
      const missing = Object.keys(entries).filter((name) => !found[name]);
      if (missing.length)
        this.error(`Island entries missing from the build: ${missing.join(", ")}`);
      manifest = found;
    },
    resolveId(id) {
      return id === VIRTUAL_ID ? RESOLVED_ID : undefined;
    },
    load(id) {
      if (id !== RESOLVED_ID) return;
      // The browser's own code never needs it; the server's only in a production build.
      const value = isBuild && this.environment.name !== "client" ? manifest : {};
      return `export default ${JSON.stringify(value)};`;
    },
  };
}
