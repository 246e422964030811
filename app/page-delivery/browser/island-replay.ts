// What a visitor does while a tool page's islands wake (./island-wake.ts), carried out once they have
// (docs/decisions/0101-page-delivery.md). Controls changed before React ran are put back as the
// server rendered them just before hydrating, then set again as the visitor left them, so React
// hears each change. Links followed and forms sent meanwhile are held by the wake itself.

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

/** A control the visitor changed before React ran: how to put it back, and to set it again. */
interface Changed {
  reset: () => void;
  replay: () => void;
}

const nativeValue = (el: HTMLInputElement | HTMLTextAreaElement, value: string) => {
  const proto = el instanceof HTMLTextAreaElement ? HTMLTextAreaElement : HTMLInputElement;
  Object.getOwnPropertyDescriptor(proto.prototype, "value")?.set?.call(el, value);
};

function changedSelect(control: HTMLSelectElement): Changed | undefined {
  const options = [...control.options];
  if (!options.some((o) => o.selected !== o.defaultSelected)) return undefined;
  const chosen = options.map((o) => o.selected);
  return {
    reset: () => {
      for (const o of options) o.selected = o.defaultSelected;
    },
    replay: () => {
      options.forEach((o, i) => {
        o.selected = chosen[i] ?? false;
      });
      control.dispatchEvent(new Event("change", { bubbles: true }));
    },
  };
}

function changedCheck(control: HTMLInputElement): Changed | undefined {
  if (control.checked === control.defaultChecked) return undefined;
  const wasChecked = control.checked;
  return {
    reset: () => {
      control.checked = control.defaultChecked;
    },
    // A click, as the visitor made it: a radio left unchecked is unchecked again by its group's
    // chosen one.
    replay: () => {
      if (control.checked !== wasChecked && (wasChecked || control.type === "checkbox"))
        control.click();
    },
  };
}

function changedText(control: HTMLInputElement | HTMLTextAreaElement): Changed | undefined {
  if (control.value === control.defaultValue) return undefined;
  const typed = control.value;
  const focused = document.activeElement === control;
  const [start, end] = focused ? [control.selectionStart, control.selectionEnd] : [null, null];
  return {
    reset: () => nativeValue(control, control.defaultValue),
    replay: () => {
      nativeValue(control, typed);
      control.dispatchEvent(new Event("input", { bubbles: true }));
      if (focused && start !== null) control.setSelectionRange(start, end);
    },
  };
}

function changedControl(control: Control): Changed | undefined {
  if (control instanceof HTMLSelectElement) return changedSelect(control);
  if (control instanceof HTMLTextAreaElement) return changedText(control);
  if (control.type === "checkbox" || control.type === "radio") return changedCheck(control);
  // A chosen file cannot be put back and set again; hidden fields are the page's own.
  if (control.type === "file" || control.type === "hidden") return undefined;
  return changedText(control);
}

/**
 * Puts every control the visitor changed inside `roots` back as the server rendered it, so React
 * hydrates what it rendered; the answer replays the changes once it has. Every control is read
 * before any is put back (putting back a radio unchecks the rest of its group).
 */
export function holdChangedControls(roots: Iterable<Element>): () => void {
  const changed: Changed[] = [];
  for (const root of roots)
    for (const control of Array.from(
      root.querySelectorAll("input, select, textarea"),
    ) as Control[]) {
      const one = changedControl(control);
      if (one) changed.push(one);
    }
  for (const { reset } of changed) reset();
  return () => {
    for (const { replay } of changed) replay();
  };
}
