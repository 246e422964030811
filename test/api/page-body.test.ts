// Bodies over a page's limit: a clean 413 the client receives whole, the body read to its end
// so the client is never cut off mid-upload (docs/decisions/0022-page-body-limits.md).
import { beforeEach, describe, expect, it } from "vitest";
import { MAX_QUOTE_REQUEST_BYTES } from "~/lib/quote-request";
import { countRows, ORIGIN, request, resetTables } from "./helpers";

const MB = 1024 * 1024;

/** A body of `total` bytes sent in 1 MB chunks, counting what the Worker pulled. */
function countedBody(total: number) {
  const chunk = new Uint8Array(MB).fill(97);
  let sent = 0;
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (sent >= total) return controller.close();
      const part = chunk.subarray(0, Math.min(MB, total - sent));
      sent += part.byteLength;
      controller.enqueue(part);
    },
  });
  return { stream, sent: () => sent };
}

const formHeaders = (extra: Record<string, string> = {}) => ({
  "Content-Type": "multipart/form-data; boundary=x",
  Origin: ORIGIN,
  ...extra,
});

beforeEach(() => resetTables("quotes", "contacts", "appointments", "rate_limits"));

describe("page bodies over the limit", () => {
  it.each([
    ["/frame-designer", 50 * MB],
    ["/frame-shops-houston", 20 * MB],
    ["/contact", 20 * MB],
    ["/contact.data", 2 * MB],
    ["/booking/AAAAAAAAAAAAAAAAAAAAAA", 2 * MB],
  ])(
    "POST %s with %i bytes and a Content-Length: 413, whole answer, body read",
    async (path, size) => {
      const body = countedBody(size);
      const res = await request(path, {
        method: "POST",
        headers: formHeaders({ "Content-Length": String(size), "CF-Connecting-IP": "203.0.113.9" }),
        body: body.stream,
        // @ts-expect-error: workerd needs a streamed request body to be half-duplex
        duplex: "half",
      });
      expect(res.status).toBe(413);
      expect(await res.text()).toMatch(/too large .*Nothing was saved/);
      expect(body.sent()).toBe(size);
    },
  );

  it.each([
    ["/frame-designer", MAX_QUOTE_REQUEST_BYTES + 2 * MB],
    ["/frame-shops-houston", 20 * MB],
    ["/contact", 5 * MB],
  ])(
    "POST %s streamed without a length (%i bytes): 413, body read, nothing stored",
    async (path, size) => {
      const body = countedBody(size);
      const res = await request(path, {
        method: "POST",
        headers: formHeaders({ "CF-Connecting-IP": "203.0.113.10" }),
        body: body.stream,
        // @ts-expect-error: see above
        duplex: "half",
      });
      expect(res.status).toBe(413);
      expect(await res.text()).toContain("Nothing was saved");
      expect(body.sent()).toBe(size);
      expect(await countRows("quotes")).toBe(0);
      expect(await countRows("contacts")).toBe(0);
    },
    60_000,
  );

  it("a form under the limit still reaches its page", async () => {
    const res = await request("/contact", {
      method: "POST",
      headers: { Origin: ORIGIN, "CF-Connecting-IP": "203.0.113.11" },
      body: new URLSearchParams({ intent: "contact", firstName: "" }),
    });
    expect(res.status).toBe(400);
    expect(await res.text()).toContain("<html");
  });
});
