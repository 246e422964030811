// The admin panel's data calls: same-origin, credentials included (the Access cookie), JSON.
// A non-OK answer throws with spec.md's generic message: "<status>: <body or status text>".

export class ApiRequestError extends Error {
  constructor(
    readonly status: number,
    readonly body: unknown,
    message: string,
  ) {
    super(message);
  }
}

function errorText(body: unknown, fallback: string): string {
  if (body && typeof body === "object") {
    const { error, message } = body as { error?: unknown; message?: unknown };
    if (typeof error === "string") return error;
    if (typeof message === "string") return message;
  }
  if (typeof body === "string" && body) return body;
  return fallback;
}

export async function adminFetch<T>(path: string, init: RequestInit = {}): Promise<T> {
  const headers = new Headers(init.headers);
  if (init.body && typeof init.body === "string" && !headers.has("Content-Type")) {
    headers.set("Content-Type", "application/json");
  }
  const res = await fetch(path, { ...init, headers, credentials: "same-origin" });
  const text = await res.text();
  let body: unknown = text;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    // not JSON; keep the text
  }
  if (!res.ok) {
    throw new ApiRequestError(
      res.status,
      body,
      `${res.status}: ${errorText(body, res.statusText)}`,
    );
  }
  return body as T;
}

/** The server's own error text, for toasts ("Upload Error" with server text, etc.). */
export function serverMessage(err: unknown): string | undefined {
  return err instanceof ApiRequestError ? errorText(err.body, "") || undefined : undefined;
}
