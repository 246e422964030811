// Bodies sent to pages (form actions): over the page's limit, a 413 the client receives whole.
// The body is read to its end before answering (docs/decisions/0022-page-body-limits.md): a
// Worker that answers while the client is still sending makes the client see a reset.
import { MAX_QUOTE_REQUEST_BYTES } from "~/lib/quote-request";

// The contact and booking forms are a few fields; the frame designer carries up to 3 photos.
export const PAGE_FORM_MAX_BYTES = 256 * 1024;
const PAGE_LIMITS: Record<string, number> = { "/frame-designer": MAX_QUOTE_REQUEST_BYTES };

function pageBodyLimit(pathname: string): number {
  const page = pathname.replace(/\.data$/, "").replace(/\/+$/, "") || "/";
  return PAGE_LIMITS[page.toLowerCase()] ?? PAGE_FORM_MAX_BYTES;
}

async function drain(reader: ReadableStreamDefaultReader<Uint8Array>) {
  try {
    while (!(await reader.read()).done);
  } catch {
    // The client went away: nothing left to read.
  }
}

export function pageTooLarge(maxBytes: number): Response {
  const limit =
    maxBytes >= 1024 * 1024
      ? `${Math.round(maxBytes / (1024 * 1024))} MB`
      : `${Math.round(maxBytes / 1024)} KB`;
  return new Response(`This form was too large to send (limit ${limit}). Nothing was saved.\n`, {
    status: 413,
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
  });
}

type LimitedPageBody =
  | { refused: Response }
  | { request: Request; finish: () => Promise<boolean>; limit: number };

/**
 * A declared Content-Length over the limit is drained and refused at once. Otherwise the body is
 * counted as the action reads it; past the limit the rest is drained, the action's read fails,
 * and `finish()` (true: over) tells the caller to answer 413 instead of what the action said.
 */
export async function limitPageBody(request: Request): Promise<LimitedPageBody> {
  const limit = pageBodyLimit(new URL(request.url).pathname);
  if (!request.body || request.method === "GET" || request.method === "HEAD")
    return { request, finish: async () => false, limit };
  const reader = request.body.getReader();
  const declared = Number(request.headers.get("Content-Length") ?? "NaN");
  if (Number.isFinite(declared) && declared > limit) {
    await drain(reader);
    return { refused: pageTooLarge(limit) };
  }
  let size = 0;
  let over = false;
  const counted = new ReadableStream<Uint8Array>({
    async pull(controller) {
      const { done, value } = await reader.read();
      if (done) return controller.close();
      size += value.byteLength;
      if (size > limit) {
        over = true;
        await drain(reader);
        controller.error(new Error("Request body over the page's limit"));
        return;
      }
      controller.enqueue(value);
    },
  });
  const limited = new Request(request, { body: counted });
  return {
    request: limited,
    // A page that answered without reading the body (no action, a refusal) still has it read
    // and counted here, so the client is never cut off mid-upload.
    finish: async () => {
      if (!limited.bodyUsed && limited.body && !limited.body.locked) {
        const rest = limited.body.getReader();
        try {
          while (!(await rest.read()).done);
        } catch {
          // Over the limit: `over` is set.
        }
      }
      return over;
    },
    limit,
  };
}
