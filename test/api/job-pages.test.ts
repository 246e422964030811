// The owner's job pages: the printable ticket (with its QR code) and the screens, owner only.
import { describe, expect, it } from "vitest";
import { asOwner, request } from "./helpers";
import { newJob, resetJobsBeforeEach } from "./job-helpers";

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
    expect(html).toContain("Cut and tape to the piece");
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
      expect(await res.text()).toContain("Owner&#x27;s workspace");
    }
    expect((await request("/admin/jobs")).status).toBe(401);
  });
});
