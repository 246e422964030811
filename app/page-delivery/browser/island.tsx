// Islands: the interactive parts of a tool page hydrate on their own, without React Router's
// client (docs/decisions/0095-islands.md). The server renders an <Island> inside the page as
// usual; its props travel beside it as JSON. In the production build the page's island entry
// (app/page-delivery/browser/islands/<page>.island.tsx) calls hydrateIslands, which hydrates each one with React alone.
// Everything an island renders must therefore work without a router: no react-router imports
// anywhere in its module graph (test/unit/islands.test.ts checks).
import { type ComponentType, createElement, type ReactNode, useEffect } from "react";
import { hydrateRoot } from "react-dom/client";
import { scriptJson } from "../server/script-json";
import { holdChangedControls } from "./island-replay";
import { type HeldAction, replayHeldActions } from "./island-wake";

export function Island<P extends object>({
  name,
  component,
  props,
}: {
  /** Unique on the page; the island entry's key for this component. */
  name: string;
  component: ComponentType<P>;
  props: P;
}) {
  return (
    <>
      <div data-island={name}>{createElement(component, props)}</div>
      <script
        type="application/json"
        data-island-props={name}
        // biome-ignore lint/security/noDangerouslySetInnerHtml: our own JSON, escaped for <script>.
        dangerouslySetInnerHTML={{ __html: scriptJson(props) }}
      />
    </>
  );
}

/** The props an <Island> named `name` carries in a document, if it has one. */
function islandProps(doc: ParentNode, name: string): unknown {
  const json = doc.querySelector(`script[data-island-props="${CSS.escape(name)}"]`);
  return json ? JSON.parse(json.textContent || "{}") : undefined;
}

/** Calls `onCommit` once its island has hydrated. */
function Hydrated({ onCommit, children }: { onCommit: () => void; children?: ReactNode }) {
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, after the first commit.
  useEffect(onCommit, []);
  return children;
}

/**
 * Hydrates every island on the page whose name has a component here. The islands wake on the
 * visitor's first touch (./island-wake.ts): what was changed or asked for meanwhile is carried
 * out once all of them have hydrated (./island-replay.ts).
 */
// biome-ignore lint/suspicious/noExplicitAny: each island's props are its own.
export function hydrateIslands(components: Record<string, ComponentType<any>>): void {
  const islands = [...document.querySelectorAll<HTMLElement>("[data-island]")].flatMap((root) => {
    const name = root.dataset.island ?? "";
    const component = components[name];
    const props = component && islandProps(document, name);
    return props ? [{ root, component, props }] : [];
  });
  const replayChanges = holdChangedControls(islands.map((i) => i.root));
  let waiting = islands.length;
  const awake = () => {
    if (--waiting > 0) return;
    replayChanges();
    // Browser tests wait for this mark, as on a page React Router hydrates (app/root.tsx).
    document.documentElement.dataset.hydrated = "true";
    replayHeldActions((window as { heldIslandActions?: HeldAction[] }).heldIslandActions ?? []);
  };
  for (const { root, component, props } of islands)
    hydrateRoot(
      root,
      createElement(Hydrated, { onCommit: awake }, createElement(component, props)),
    );
  if (islands.length === 0) awake();
}

/**
 * The props of the island `name` in the page at `url`, as the server renders it: how an island
 * asks the route for fresh data (its loader's, after a GET) or for the answer of its action
 * (after a POST), through the very same page and checks as without JavaScript. Undefined when
 * the answer has no such island (an error page) or does not arrive.
 */
export async function fetchIslandProps<P>(
  name: string,
  url: string,
  init?: RequestInit,
): Promise<P | undefined> {
  try {
    const res = await fetch(url, { ...init, headers: { Accept: "text/html" } });
    const page = new DOMParser().parseFromString(await res.text(), "text/html");
    return islandProps(page, name) as P | undefined;
  } catch {
    return undefined;
  }
}
