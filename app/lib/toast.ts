// Toasts for public pages: sonner is loaded only when a toast is shown, keeping it out of the
// initial JavaScript of every page (the admin panel imports sonner directly).
type ToastOptions = { description?: string };

function show(kind: "success" | "error", title: string, options?: ToastOptions) {
  void import("sonner").then(({ toast: t }) => t[kind](title, options));
}

export const toast = {
  success: (title: string, options?: ToastOptions) => show("success", title, options),
  error: (title: string, options?: ToastOptions) => show("error", title, options),
};
