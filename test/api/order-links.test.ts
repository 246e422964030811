// The customer's order link (docs/decisions/0031-private-links.md, 0033-online-payments.md): a
// new address gets a new link and the old one stops working; only a job that can be paid offers
// and takes online payment; an erased job's link opens nothing.
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { customerPath } from "./customer-helpers";
import { asOwner, asOwnerWithEnv, json, request, requestWithEnv, resetTables } from "./helpers";
import { customer, getJob, moveTo, newJob, PIECE_TOTAL_CENTS, piece } from "./job-helpers";
import { emailRows } from "./outbox-helpers";
import { interceptStripe, PAYMENTS, pay, resetPaymentsBeforeEach } from "./payment-helpers";
import { design, png, postQuote, quoteForm } from "./quote-helpers";

resetPaymentsBeforeEach();

const tokenOf = (url: string) => url.split("/").pop() as string;
const edit = (id: number, body: unknown) =>
  asOwner(`/api/admin/jobs/${id}`, json(body, { method: "PATCH" }));

describe("changing a job's customer", () => {
  it("gives the new address a new link by email, and the old link shows nothing", async () => {
    const made = await newJob();
    const oldToken = tokenOf(made.statusUrl);
    const res = await edit(made.id, {
      version: 1,
      customer: { name: "Ben Okafor", email: "ben@example.com" },
    });
    expect(res.status).toBe(200);
    expect((await requestWithEnv({}, `/order/${oldToken}`)).status).toBe(404);

    const { statusUrl } = (
      await (
        await asOwner(`/api/admin/jobs/${made.id}`)
      ).json<{
        job: { statusUrl: string };
      }>()
    ).job;
    expect(statusUrl).not.toBe(made.statusUrl);
    const page = await requestWithEnv({}, `/order/${tokenOf(statusUrl)}`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain("Ben");
    expect(html).not.toContain("Ana");
    const stored = await env.DB.prepare("SELECT link_salt, status_token_hash FROM jobs").first();
    expect(JSON.stringify(stored)).not.toContain(tokenOf(statusUrl));

    const toBen = await emailRows("recipient = ?", "ben@example.com");
    expect(toBen).toHaveLength(1);
    const mail = await env.DB.prepare("SELECT text FROM emails WHERE id = ?")
      .bind(toBen[0].id)
      .first<{ text: string }>();
    expect(mail?.text).toContain(statusUrl);
    expect(mail?.text).not.toContain(oldToken);
  });

  it("keeps the link when only the name or the address's case changes", async () => {
    const made = await newJob();
    const res = await edit(made.id, {
      version: 1,
      customer: { ...customer, name: "Ana Reyes-Cruz", email: "Ana@Example.com" },
    });
    expect(res.status).toBe(200);
    expect((await getJob(made.id)).version).toBe(2);
    expect((await requestWithEnv({}, `/order/${tokenOf(made.statusUrl)}`)).status).toBe(200);
    expect(await emailRows("kind <> 'job-created'")).toHaveLength(0);
  });
});

describe("who can pay online", () => {
  it("offers nothing on a cancelled job's page, and its pay form takes nothing", async () => {
    const calls = interceptStripe();
    const made = await newJob();
    expect((await moveTo(made.id, { stage: "cancelled", version: 1 })).status).toBe(200);
    const token = tokenOf(made.statusUrl);
    const page = await requestWithEnv(PAYMENTS, `/order/${token}`);
    expect(page.status).toBe(200);
    expect(await page.text()).not.toContain("Pay the balance");
    const res = await pay(`/order/${token}/pay`);
    expect(res.status).toBe(303);
    expect(res.headers.get("Location")).toBe(`/order/${token}`);
    expect(calls).toHaveLength(0);
  });

  it("shows an erased job's link as unknown, and takes no payment through it", async () => {
    await resetTables("erasures", "customer_notes");
    const calls = interceptStripe();
    const made = await newJob({ customer, pieces: [piece] });
    expect((await getJob(made.id)).balanceCents).toBe(PIECE_TOTAL_CENTS);
    // Paid and collected, then the customer asked to be forgotten (an erasure waits while money
    // is owed: record 0032).
    expect(
      (
        await asOwner(
          `/api/admin/jobs/${made.id}/payments`,
          json({ amountCents: PIECE_TOTAL_CENTS, method: "cash" }),
        )
      ).status,
    ).toBe(201);
    expect((await moveTo(made.id, { stage: "picked_up", version: 1 })).status).toBe(200);
    const erased = await asOwnerWithEnv(PAYMENTS, customerPath(customer.email), {
      method: "DELETE",
    });
    expect(erased.status).toBe(200);
    const token = tokenOf(made.statusUrl);
    expect((await requestWithEnv(PAYMENTS, `/order/${token}`)).status).toBe(404);
    expect((await pay(`/order/${token}/pay`)).status).toBe(404);
    expect(calls).toHaveLength(0);
  });
});

describe("the status page's words", () => {
  it("gives the owner's reason for a hold, and speaks of the past after pickup", async () => {
    const made = await newJob();
    const path = new URL(made.statusUrl).pathname;
    await moveTo(made.id, {
      stage: "on_hold",
      version: 1,
      holdReason: "Waiting for the walnut moulding to come back in stock",
    });
    const held = await (await request(path)).text();
    expect(held).toContain("Waiting for the walnut moulding to come back in stock");
    // The reason belongs to the hold: moved on, it is gone.
    await moveTo(made.id, { stage: "ready", version: 2 });
    expect(await (await request(path)).text()).not.toContain("walnut moulding");
    await moveTo(made.id, { stage: "picked_up", version: 3, leaveBalanceOwing: true });
    const after = await (await request(path)).text();
    expect(after).toContain("What we framed");
    expect(after).not.toContain("What we are framing");
    expect(after).not.toContain("Picking up");
  });
});

describe("the customer's own photo", () => {
  it("draws the photo sent with the quote in the order's frame, under the private link only", async () => {
    const placed = { ...design, photoCrop: { x: 0.5, y: 0.5, zoom: 1.5 } };
    const sent = await postQuote(quoteForm({ design: placed, photos: [png()] }));
    const { id: quoteId } = await sent.json<{ id: number }>();
    const made = await (
      await asOwner("/api/admin/jobs", json({ quoteId, priceCents: 20_000 }))
    ).json<{ statusUrl: string }>();
    const path = new URL(made.statusUrl).pathname;
    const html = await (await request(path)).text();
    expect(html).toContain(`${path}/photo`);
    const photo = await request(`${path}/photo`);
    expect(photo.status).toBe(200);
    expect(photo.headers.get("Content-Type")).toMatch(/^image\//);
    expect(photo.headers.get("Cache-Control")).toBe("private, no-store");
    expect((await request(`/order/${"A".repeat(22)}/photo`)).status).toBe(404);
    // A job without a quote's photo has none.
    const walkIn = await newJob();
    expect((await request(`${new URL(walkIn.statusUrl).pathname}/photo`)).status).toBe(404);
  });
});
