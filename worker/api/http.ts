// The API's conventions in one place: JSON errors `{ error, issues? }`, validation, body limits.
import { zValidator } from "@hono/zod-validator";
import type { Context, MiddlewareHandler, ValidationTargets } from "hono";
import { HTTPException } from "hono/http-exception";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { z } from "zod";
import { shopDay } from "~/lib/shop-time";
import { toIssues, type ValidationIssue } from "~/lib/validation-issues";
import {
  MAX_JSON_BODY_BYTES,
  openPublicWrite,
  type PublicBody,
  type PublicBodyKind,
  type PublicWritePolicy,
  readBodyWithin,
} from "../public-write";
import { csvFileName } from "../services/csv";
import type { ImageRefusal } from "../services/web-images";
import type { HonoEnv } from "../types";

export interface ApiError {
  error: string;
  issues?: ValidationIssue[];
}

export function jsonError(
  c: Context,
  status: ContentfulStatusCode,
  error: string,
  issues?: ValidationIssue[],
) {
  const body: ApiError = issues ? { error, issues } : { error };
  return c.json(body, status);
}

/** zod validation for a request part; failures answer 400 `{ error, issues }`. */
export function validate<Target extends keyof ValidationTargets, Schema extends z.ZodType>(
  target: Target,
  schema: Schema,
) {
  return zValidator(target, schema, (result, c) => {
    if (!result.success) {
      return jsonError(c, 400, "Please check the highlighted fields.", toIssues(result.error));
    }
  });
}

export { MAX_JSON_BODY_BYTES };

function tooLarge(c: Context, maxBytes: number) {
  return jsonError(
    c,
    413,
    `The request body is too large (limit ${Math.round(maxBytes / 1024)} KB).`,
  );
}

/**
 * Refuses bodies over `maxBytes` with 413 (the gate's counting read, ../public-write.ts); the
 * counted bytes are handed on to the handler. For the owner's routes: public writes go through
 * openApiWrite, which does this and the rest of the gate.
 */
export function limitBody(maxBytes: number): MiddlewareHandler<HonoEnv> {
  return async (c, next) => {
    const req = c.req.raw;
    if (!req.body || req.method === "GET" || req.method === "HEAD") return next();
    const body = await readBodyWithin(req, maxBytes);
    if (body === "too-large") return tooLarge(c, maxBytes);
    if (body === "unreadable") return jsonError(c, 400, "The request body could not be read.");
    c.req.raw = new Request(req, { body });
    return next();
  };
}

/**
 * A public API write through the one gate (../public-write.ts): its parsed body, or "honeypot"
 * (answer as for a person, store nothing), or the refusal already answered as JSON.
 */
export async function openApiWrite<K extends PublicBodyKind>(
  c: Context<HonoEnv>,
  policy: PublicWritePolicy<K>,
): Promise<Response | { status: "open" | "honeypot"; body: PublicBody<K> }> {
  const gate = await openPublicWrite(c.env, c.req.raw, policy);
  if (gate.status !== "refused") return gate;
  for (const [name, value] of Object.entries(gate.headers)) c.header(name, value);
  return jsonError(c, gate.code, gate.error);
}

/** Turns thrown errors into the JSON error shape; never leaks a stack trace. */
export function handleApiError(err: Error, c: Context) {
  if (err instanceof HTTPException) {
    const status = err.status as ContentfulStatusCode;
    const message =
      status === 400 && /json/i.test(err.message)
        ? "The request body is not valid JSON."
        : err.message || "Request failed.";
    return jsonError(c, status, message);
  }
  console.error("Unhandled API error", c.req.method, c.req.path, err);
  return jsonError(c, 500, "Something went wrong on our side. Please try again.");
}

/** The JSON body of a request, or a 400 when it is not JSON. For handlers that validate in a service. */
export async function readJson(c: Context): Promise<unknown> {
  try {
    return await c.req.json();
  } catch {
    throw new HTTPException(400, { message: "The request body is not valid JSON." });
  }
}

/** The answer for a service's validation failure. */
export function invalid(c: Context, issues: ValidationIssue[]) {
  return jsonError(c, 400, "Please check the highlighted fields.", issues);
}

/** A CSV download named after the shop, the kind of rows and the shop's day (or the range's). */
export function csvResponse(body: string, kind: string, day = shopDay()) {
  return new Response(body, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${csvFileName(kind, day)}"`,
      "Cache-Control": "private, no-store",
    },
  });
}

/** The multipart form of an upload: 415 for any other kind of body, 400 for a broken one. */
export async function multipartForm(c: Context, field: string): Promise<FormData | Response> {
  const type = (c.req.header("Content-Type") ?? "").split(";")[0].trim().toLowerCase();
  if (type !== "multipart/form-data")
    return jsonError(c, 415, `Send the image as multipart/form-data in the field "${field}".`);
  try {
    return await c.req.raw.formData();
  } catch {
    return jsonError(
      c,
      400,
      `The upload is not a readable multipart form with the field "${field}".`,
    );
  }
}

/**
 * A private stored file (a visitor's quote photo, a customer's job photo) for the owner's browser
 * alone: no shared cache keeps it, and its type is never guessed from its bytes.
 */
export function privateFile(object: R2ObjectBody): Response {
  const headers = new Headers();
  object.writeHttpMetadata(headers);
  headers.set("Content-Length", String(object.size));
  headers.set("Cache-Control", "private, no-store");
  headers.set("X-Content-Type-Options", "nosniff");
  return new Response(object.body, { headers });
}

/** A picture the checks refused: 413 when too large, else 400, with the field's issue. */
export const imageRefused = (c: Context, refusal: ImageRefusal) =>
  jsonError(c, refusal.status === "too-large" ? 413 : 400, refusal.error, refusal.issues);
