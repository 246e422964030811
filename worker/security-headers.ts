// Security headers for every response; the Content-Security-Policy only matters for HTML documents.

export function createNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes));
}

export function contentSecurityPolicy(
  nonce: string,
  isDev: boolean,
  // Where our own forms may lead after a redirect: Stripe Checkout when online payments are on
  // (a form's 303 to another origin is held to form-action too).
  formActions: readonly string[] = [],
): string {
  const scriptSrc = ["'self'", `'nonce-${nonce}'`];
  // Vite's dev server evaluates modules it serves itself; production never needs this.
  if (isDev) scriptSrc.push("'unsafe-eval'");
  return [
    "default-src 'self'",
    `script-src ${scriptSrc.join(" ")}`,
    // React and Radix set inline style attributes; no external style sheets are allowed.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    `connect-src 'self'${isDev ? " ws: wss:" : ""}`,
    // The map on /contact is the only third-party frame.
    "frame-src https://www.google.com https://maps.google.com",
    "frame-ancestors 'none'",
    "base-uri 'self'",
    ["form-action 'self'", ...formActions].join(" "),
    "object-src 'none'",
  ].join("; ");
}

export function applySecurityHeaders(
  response: Response,
  opts: { nonce?: string; https: boolean; isDev: boolean; formActions?: readonly string[] },
): Response {
  const headers = new Headers(response.headers);
  headers.set("X-Content-Type-Options", "nosniff");
  headers.set("Referrer-Policy", "strict-origin-when-cross-origin");
  headers.set(
    "Permissions-Policy",
    "camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()",
  );
  headers.set("X-Frame-Options", "DENY");
  if (opts.https) headers.set("Strict-Transport-Security", "max-age=31536000; includeSubDomains");
  const type = headers.get("Content-Type") ?? "";
  if (type.includes("text/html") && opts.nonce) {
    headers.set(
      "Content-Security-Policy",
      contentSecurityPolicy(opts.nonce, opts.isDev, opts.formActions),
    );
  }
  return new Response(response.body, {
    status: response.status,
    statusText: response.statusText,
    headers,
  });
}
