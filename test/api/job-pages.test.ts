// The owner's job pages: the printable ticket (with its QR code) and the screens, owner only.
import { describe, expect, it } from "vitest";
import { asOwner, request } from "./helpers";
import { customer, newJob, piece, resetJobsBeforeEach } from "./job-helpers";

resetJobsBeforeEach();

describe("the job ticket", () => {
  it("shows the number, the customer, each piece drawn and a QR code of the job's page", async () => {
    const made = await newJob();
    const res = await asOwner(`/admin/jobs/${made.id}/ticket`);
    expect(res.status).toBe(200);
    expect(res.headers.get("Cache-Control")).toBe("private, no-store");
    const html = await res.text();
    expect(html).toContain(made.number);
    expect(html).toContain("Ana Reyes");
    expect(html).toContain(`QR code of http://localhost/admin/jobs/${made.id}`);
    // The QR code and the frame drawing are both SVG.
    expect(html.match(/<svg/g)?.length ?? 0).toBeGreaterThanOrEqual(3);
    expect(html).toContain("Cut out each tag and tape it to its piece");
  });

  it("gives the bench its cutting sizes, one tag per piece and a way back to the job", async () => {
    const made = await newJob({ customer, pieces: [piece, { ...piece, description: "Second" }] });
    const html = (await (await asOwner(`/admin/jobs/${made.id}/ticket`)).text()).replace(
      /<!-- -->/g,
      "",
    );
    // A 16 x 20 with a 2 in mat in a 1 1/4 in moulding (record 0099): the window 15 3/4 x 19 3/4,
    // the mat's outside and the glass 20 x 24, 9 feet of moulding.
    expect(html).toContain("Mat window</dt><dd>15 3/4 × 19 3/4 in");
    expect(html).toContain("Mat outside</dt><dd>20 × 24 in");
    expect(html).toContain("Glazing</dt><dd>20 × 24 in");
    expect(html).toContain("9 ft (Walnut Gallery)");
    expect(html).toContain("1 of 2");
    expect(html).toContain("2 of 2");
    expect(html).toContain(`href="/admin/jobs/${made.id}"`);
  });

  it("is the owner's only, and 404 for an unknown job", async () => {
    const made = await newJob();
    const visitor = await request(`/admin/jobs/${made.id}/ticket`);
    expect(visitor.status).toBe(401);
    expect(await visitor.text()).not.toContain(made.number);
    expect((await asOwner("/admin/jobs/424242/ticket")).status).toBe(404);
    expect((await asOwner("/admin/jobs/abc/ticket")).status).toBe(404);
  });

  it("serves the Jobs screens to the owner inside the workspace", async () => {
    const made = await newJob();
    for (const path of ["/admin/jobs", `/admin/jobs/${made.id}`, "/admin/emails"]) {
      const res = await asOwner(path);
      expect(res.status).toBe(200);
      expect(await res.text()).toContain("Shop workspace");
    }
    expect((await request("/admin/jobs")).status).toBe(401);
  });
});

describe("Today's workshop figures", () => {
  it("counts jobs due this week, overdue, ready, owing, and lists those not picked up after 30 days", async () => {
    const { addDays, shopDay } = await import("~/lib/shop-time");
    const { env } = await import("cloudflare:workers");
    const { json } = await import("./helpers");
    const today = shopDay();
    const dueSoon = await newJob();
    await asOwner(
      `/api/admin/jobs/${dueSoon.id}`,
      json({ version: 1, dueDate: addDays(today, 3) }, { method: "PATCH" }),
    );
    const overdue = await newJob();
    await env.DB.prepare("UPDATE jobs SET due_date = ? WHERE id = ?")
      .bind(addDays(today, -2), overdue.id)
      .run();
    const waiting = await newJob();
    await asOwner(`/api/admin/jobs/${waiting.id}/stage`, json({ stage: "ready", version: 1 }));
    await env.DB.prepare("UPDATE jobs SET ready_at = ? WHERE id = ?")
      .bind(new Date(Date.now() - 31 * 86_400_000).toISOString(), waiting.id)
      .run();
    const res = await asOwner("/api/admin/today");
    const { jobs, attention } = await res.json<{
      jobs: {
        dueThisWeek: number;
        overdue: number;
        readyForPickup: number;
        balanceOutstanding: { jobs: number; cents: number };
        notPickedUp: Array<{ number: string; customerPhone: string | null }>;
      };
      attention: Array<{ kind: string; count: number }>;
    }>();
    expect(jobs).toMatchObject({ dueThisWeek: 1, overdue: 1, readyForPickup: 1 });
    // Each job's piece of $167.20 with 8.25% tax: $180.99.
    expect(jobs.balanceOutstanding).toEqual({ jobs: 3, cents: 3 * 18_099 });
    expect(jobs.notPickedUp).toEqual([
      expect.objectContaining({ number: waiting.number, customerPhone: "(713) 555-0177" }),
    ]);
    expect(attention).toEqual(
      expect.arrayContaining([
        { kind: "jobs-overdue", count: 1 },
        { kind: "jobs-not-picked-up", count: 1 },
      ]),
    );
  });
});
