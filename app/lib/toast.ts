// Toasts for public pages: sonner is loaded only when the first toast is shown, keeping it out of
// the JavaScript of every visit that never needs one (the admin panel imports sonner directly).
// The page's <Toaster /> (components/ui/lazy-toaster.tsx) mounts sonner's on that first toast;
// the toast is shown once it is listening (docs/decisions/0071-fresh-renders-and-first-use.md).
type ToastOptions = { description?: string };

let mountToaster: (() => void) | null = null;
let toasterListening: Promise<void> | null = null;
let listening: () => void = () => {};

/** Called by the page's Toaster: how to mount sonner's when a toast is first asked for. */
export function onFirstToast(mount: () => void): () => void {
  mountToaster = mount;
  return () => {
    if (mountToaster !== mount) return;
    // Gone with its page: the next page's Toaster mounts afresh on its first toast.
    mountToaster = null;
    toasterListening = null;
  };
}

/** Called by the page's Toaster once sonner's is mounted and listening. */
export function toasterReady() {
  listening();
}

function show(kind: "success" | "error", title: string, options?: ToastOptions) {
  if (!toasterListening) {
    toasterListening = new Promise<void>((resolve) => {
      listening = resolve;
    });
    mountToaster?.();
  }
  // A page without a Toaster shows no toast; the ready promise then never settles.
  void Promise.all([import("sonner"), toasterListening]).then(([{ toast: t }]) =>
    t[kind](title, options),
  );
}

export const toast = {
  success: (title: string, options?: ToastOptions) => show("success", title, options),
  error: (title: string, options?: ToastOptions) => show("error", title, options),
};
