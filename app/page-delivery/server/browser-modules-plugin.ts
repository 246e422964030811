// The build side of page delivery (docs/decisions/0101-page-delivery.md). Every browser module of
// our own is one more entry of React Router's browser build, so Vite type-strips, bundles, minifies
// and content-hashes it like the rest of the browser's code:
// - the light modules (BROWSER_MODULES: the page script, the portfolio's gallery, the brand fonts'
//   warm-up), written to /scripts/<name>-<8 hex>.js: loaded by the Worker's after-paint loader,
//   cached for a year (public/_headers);
// - the island entries, app/page-delivery/browser/islands/<name>.island.tsx (record 0095).
// Their output files and the files each imports are handed to the server build as
// `virtual:browser-modules` ({ [entry]: { file, imports } }, ./browser-modules.d.ts), from which the
// Worker writes the page's scripts (./document-html.ts). React Router builds the browser's code
// first, in the same process.
// Without a browser build (`npm run dev`, the api tests) every entry maps to its source file,
// which Vite's dev server serves and transforms on request: pages run the same way in dev.
import { readdirSync } from "node:fs";
import path from "node:path";
import type { Plugin } from "vite";

export type BrowserModuleManifest = Record<string, { file: string; imports: string[] }>;

const VIRTUAL_ID = "virtual:browser-modules";
const RESOLVED_ID = `\0${VIRTUAL_ID}`;
const BROWSER_DIR = "app/page-delivery/browser";
const ISLAND_FILE = /([\w-]+)\.island\.tsx$/;

/** The light modules by entry name (a lower-case word: it is part of their /scripts/ address). */
export const BROWSER_MODULES: Record<string, string> = {
  page: "page-script.ts",
  gallery: "gallery-script.ts",
  fonts: "brand-fonts.ts",
  wake: "island-wake.ts",
};

/** Every browser entry of the app by name: "page", …, "islands/contact" for an island entry. */
export function browserEntries(root: string): Record<string, string> {
  const dir = path.join(root, BROWSER_DIR);
  let islands: string[] = [];
  try {
    islands = readdirSync(path.join(dir, "islands"));
  } catch {
    // No islands folder: no islands.
  }
  return {
    ...Object.fromEntries(
      Object.entries(BROWSER_MODULES).map(([name, file]) => [name, path.join(dir, file)]),
    ),
    ...Object.fromEntries(
      islands.flatMap((file) => {
        const name = ISLAND_FILE.exec(file)?.[1];
        return name ? [[`islands/${name}`, path.join(dir, "islands", file)]] : [];
      }),
    ),
  };
}

const sourcePath = (root: string, file: string) =>
  `/${path.relative(root, file).split(path.sep).join("/")}`;

// An island entry in dev: a module that installs React Router's React Refresh preamble, which the
// transformed .tsx files check for, before the entry (the router's own pages get it from
// <Scripts>, which an island page leaves out).
const DEV_ISLAND_PREFIX = `${VIRTUAL_ID}/dev-island/`;

/** In dev and the api tests: each entry is its source file, served by Vite's dev server. */
function sourceManifest(root: string): BrowserModuleManifest {
  return Object.fromEntries(
    Object.entries(browserEntries(root)).map(([name, file]) => [
      name,
      {
        file: name.startsWith("islands/")
          ? `/@id/__x00__${DEV_ISLAND_PREFIX}${name.slice("islands/".length)}`
          : sourcePath(root, file),
        imports: [],
      },
    ]),
  );
}

export function browserModules(): Plugin {
  let root = process.cwd();
  let isBuild = false;
  // Filled by the browser build, read by the server build that follows it.
  let manifest: BrowserModuleManifest = {};
  const lightFiles = () =>
    new Set(Object.values(BROWSER_MODULES).map((file) => path.join(root, BROWSER_DIR, file)));
  return {
    name: "browser-modules",
    configResolved(config) {
      root = config.root;
      isBuild = config.command === "build";
    },
    // React Router fixes the browser build's inputs in its own configEnvironment hook; what this
    // one returns is merged into them (Vite's mergeConfig concatenates the two input arrays).
    configEnvironment(name, _options, env) {
      if (name !== "client" || env.command !== "build") return;
      return { build: { rollupOptions: { input: Object.values(browserEntries(process.cwd())) } } };
    },
    // The light modules' files get their short, stable address: /scripts/<name>-<8 hex>.js.
    outputOptions(options) {
      const light = lightFiles();
      const names = Object.fromEntries(
        Object.entries(BROWSER_MODULES).map(([name, file]) => [
          path.join(root, BROWSER_DIR, file),
          name,
        ]),
      );
      const base = options.entryFileNames;
      return {
        ...options,
        hashCharacters: "hex",
        entryFileNames: (chunk) => {
          if (chunk.facadeModuleId && light.has(chunk.facadeModuleId))
            return `scripts/${names[chunk.facadeModuleId]}-[hash:8].js`;
          if (typeof base === "function") return base(chunk);
          return base ?? "assets/[name]-[hash].js";
        },
      };
    },
    generateBundle(_options, bundle) {
      if (this.environment.name !== "client") return;
      const entries = browserEntries(root);
      const byFile = new Map(Object.entries(entries).map(([name, file]) => [file, name]));
      const found: BrowserModuleManifest = {};
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
        found[name] = { file: `/${chunk.fileName}`, imports: [...imports].map((f) => `/${f}`) };
      }
      const missing = Object.keys(entries).filter((name) => !found[name]);
      if (missing.length)
        this.error(`Browser entries missing from the build: ${missing.join(", ")}`);
      manifest = found;
    },
    resolveId(id) {
      if (id === VIRTUAL_ID || id.startsWith(DEV_ISLAND_PREFIX)) return `\0${id}`;
    },
    load(id) {
      if (id.startsWith(`\0${DEV_ISLAND_PREFIX}`)) {
        const entry = browserEntries(root)[`islands/${id.slice(DEV_ISLAND_PREFIX.length + 1)}`];
        if (!entry) return;
        return `import "virtual:react-router/inject-hmr-runtime";\nimport "${sourcePath(root, entry)}";`;
      }
      if (id !== RESOLVED_ID) return;
      // The browser's own code never needs it.
      if (this.environment.name === "client") return "export default {};";
      const value = isBuild ? manifest : sourceManifest(root);
      return `export default ${JSON.stringify(value)};`;
    },
  };
}
