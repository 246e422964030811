// The wake of a tool page's islands (docs/decisions/0101-page-delivery.md): a light module, loaded
// after the first paint like the page script. The island entry (React and the tools) is fetched
// into the cache then, and imported on the visitor's first touch of an island (a pointer over
// or down on it, a focus or a key in it): a visit that only reads runs none of it. Until the
// islands have hydrated, a link followed or a form sent inside one is held, and carried out by
// the entry once they have (./island-replay.ts); what was typed or chosen is kept there too.
// Tests that are not about waking send `islands:wake` to the document.

/** A link followed or a form sent inside an island before it woke. */
export interface HeldAction {
  target: Element;
  submitter?: HTMLElement | null;
}

/**
 * Carries out what the visitor asked for while the islands woke: by the islands once they have
 * hydrated, or by the page itself, as without JavaScript, if their code could not be loaded.
 */
export function replayHeldActions(held: HeldAction[]): void {
  for (const { target, submitter } of held.splice(0)) {
    if (!target.isConnected) continue;
    if (target instanceof HTMLFormElement) target.requestSubmit(submitter ?? undefined);
    else (target as HTMLElement).click();
  }
}

const WAKE_EVENTS = ["pointerover", "pointerdown", "focusin", "keydown", "click", "submit"];

export default function wakeIslands(data: { entry?: string; prefetch?: string }): void {
  const entry = data.entry;
  if (!entry) return;
  const doc = document;
  for (const href of (data.prefetch ?? "").split(" ").filter(Boolean)) {
    const link = doc.createElement("link");
    link.rel = "prefetch";
    link.href = href;
    doc.head.appendChild(link);
  }
  const held: HeldAction[] = [];
  (window as { heldIslandActions?: HeldAction[] }).heldIslandActions = held;
  let woken = false;
  const wake = () => {
    if (woken) return;
    woken = true;
    import(/* @vite-ignore */ entry).catch((error) => {
      // The page still works as plain HTML: stop holding, and let what was held go its own way.
      for (const type of WAKE_EVENTS) doc.removeEventListener(type, early, true);
      replayHeldActions(held);
      throw error;
    });
  };
  const awake = () => doc.documentElement.dataset.hydrated === "true";
  const early = (event: Event) => {
    if (awake()) return;
    const target = event.target;
    if (!(target instanceof Element) || !target.closest("[data-island]")) return;
    wake();
    if (event.type === "click") {
      const link = target.closest("a[href]");
      const click = event as MouseEvent;
      if (!link || click.button || click.metaKey || click.ctrlKey || click.shiftKey || click.altKey)
        return;
      event.preventDefault();
      held.push({ target: link });
    } else if (event.type === "submit") {
      event.preventDefault();
      held.push({ target, submitter: (event as SubmitEvent).submitter });
    }
  };
  for (const type of WAKE_EVENTS) doc.addEventListener(type, early, true);
  doc.addEventListener("islands:wake", wake);
}
