// The customer's quote page after the owner's priced reply, with online payments off: the reply
// email links to it, the page offers Approve (which makes the job, as the owner's Create job does)
// and a drop-off booking (docs/decisions/0033-online-payments.md).
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { asOwner, countRows, json, ORIGIN, request } from "./helpers";
import { resetJobsBeforeEach } from "./job-helpers";
import { postQuote, quoteForm } from "./quote-helpers";

resetJobsBeforeEach();

async function repliedWithoutPayments() {
  const res = await postQuote(quoteForm({ email: "rosa@example.com", name: "Rosa Diaz" }));
  const { id } = await res.json<{ id: number }>();
  const reply = await asOwner(
    `/api/admin/quotes/${id}/reply`,
    json({ price: 180, message: "Walnut with a white mat." }),
  );
  expect(reply.status).toBe(200);
  const email = await env.DB.prepare(
    "SELECT text, html FROM emails WHERE kind = 'quote-reply' AND related_id = ?",
  )
    .bind(id)
    .first<{ text: string; html: string }>();
  const url = email?.text.match(/http:\/\/localhost\/quote\/([A-Za-z0-9_-]{22})/);
  return { id, email, token: url?.[1] ?? "" };
}

const approve = (token: string, origin = ORIGIN) =>
  request(`/quote/${token}/approve`, {
    method: "POST",
    headers: { Origin: origin, "Content-Type": "application/x-www-form-urlencoded" },
    body: "",
    redirect: "manual",
  });

describe("the quote page without online payments", () => {
  it("the priced reply links to the quote page: approve it or book a drop-off", async () => {
    const { email, token } = await repliedWithoutPayments();
    expect(token).toHaveLength(22);
    expect(email?.text).toMatch(/Approve it or book a time to drop it off/);
    expect(email?.text).not.toMatch(/deposit/i);
    const page = await request(`/quote/${token}`);
    expect(page.status).toBe(200);
    expect(page.headers.get("Cache-Control")).toBe("private, no-store");
    const html = await page.text();
    expect(html).toContain("$180.00");
    expect(html).toContain("Approve this quote");
    expect(html).not.toContain("pay the deposit");
    expect(html).toContain('href="/contact#book"');
  });

  it("Approve makes the job from the quote once, and the page then shows the order", async () => {
    const { id, token } = await repliedWithoutPayments();
    expect((await approve(token, "https://evil.example")).status).toBe(403);
    expect(await countRows("jobs")).toBe(0);
    const res = await approve(token);
    expect(res.status).toBe(303);
    expect(res.headers.get("Location")).toBe(`/quote/${token}`);
    const job = await env.DB.prepare("SELECT number, quote_id FROM jobs").first<{
      number: string;
      quote_id: number;
    }>();
    expect(job?.quote_id).toBe(id);
    // Approving again makes nothing new.
    expect((await approve(token)).status).toBe(303);
    expect(await countRows("jobs")).toBe(1);
    const html = (await (await request(`/quote/${token}`)).text()).replaceAll("<!-- -->", "");
    expect(html).toContain(`Approved: your order is ${job?.number}`);
    expect(html).not.toContain("Approve this quote");
    expect((await approve("A".repeat(22))).status).toBe(404);
  });
});
