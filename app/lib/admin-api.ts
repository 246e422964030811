// The admin's data calls: same-origin, credentials included (the Access cookie), JSON.
// `adminApi` is Hono's typed client of worker/api: paths, inputs and answers come from the API
// itself. A non-OK answer throws ApiRequestError with the old site's generic message
// "<status>: <body or status text>", and keeps the API's `{ error, issues }`.
import { type ClientResponse, hc } from "hono/client";
import type { Api } from "~worker/api";
import type { ApiError } from "~worker/api/http";
import type { ValidationIssue } from "./validation-issues";

export class ApiRequestError extends Error {
  constructor(
    readonly status: number,
    readonly body: unknown,
    message: string,
  ) {
    super(message);
  }

  /** The API's validation issues (400 `{ error, issues }`), if it sent any. */
  get issues(): ValidationIssue[] {
    const issues = (this.body as { issues?: unknown } | null)?.issues;
    return Array.isArray(issues) ? (issues as ValidationIssue[]) : [];
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

/** An answer's JSON (or text) when it is OK; otherwise an ApiRequestError. */
async function readAnswer(res: Response): Promise<unknown> {
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
  return body;
}

export const adminApi = hc<Api>("/api", { init: { credentials: "same-origin" } });

/** What an OK answer of a typed call carries: its JSON body, without the error shape. */
export type ApiAnswer<R> =
  R extends ClientResponse<infer T, number, "json"> ? Exclude<T, ApiError> : never;

/** What an OK answer of a typed client method carries, e.g. `AnswerOf<typeof adminApi.admin.today.$get>`. */
// biome-ignore lint/suspicious/noExplicitAny: any call signature of the typed client.
export type AnswerOf<F extends (...args: any[]) => Promise<unknown>> = ApiAnswer<
  Awaited<ReturnType<F>>
>;

/** The body of a typed call's answer, or an ApiRequestError. */
export async function answerOf<R extends ClientResponse<unknown, number, "json">>(
  call: Promise<R>,
): Promise<ApiAnswer<R>> {
  return (await readAnswer((await call) as unknown as Response)) as ApiAnswer<R>;
}

/**
 * Options for a typed call to a route that validates its JSON body in the service rather than
 * with a validator (so the client has no `json` input for it): the body, sent as JSON.
 */
export function withJson(body: unknown) {
  return {
    headers: { "Content-Type": "application/json" },
    init: { body: JSON.stringify(body) },
  };
}

/** Options for a typed call to a route that reads a multipart form itself (an upload). */
export function withForm(form: FormData) {
  return { init: { body: form } };
}

/** The server's own error text, for toasts ("Upload Error" with server text, etc.). */
export function serverMessage(err: unknown): string | undefined {
  return err instanceof ApiRequestError ? errorText(err.body, "") || undefined : undefined;
}
