// The team (issue #42, docs/decisions/0100-team-and-roles.md): the owner adds, changes and removes
// people; a removal takes effect on the next request; the configured owners stay; bad input
// stores nothing; every money, privacy, settings and team action names who did it.
import { env } from "cloudflare:workers";
import { beforeEach, describe, expect, it } from "vitest";
import { devSignIn } from "~worker/auth/session";
import { customerPath } from "./customer-helpers";
import { asOwner, json, ORIGIN, OWNER_EMAIL, ownerToken, request } from "./helpers";
import { newJob, resetJobsBeforeEach } from "./job-helpers";

const SAM = "sam@example.com";

async function asMember(email: string, path: string, init: RequestInit = {}) {
  const headers = new Headers(init.headers);
  headers.set("Cf-Access-Jwt-Assertion", await ownerToken({ email }));
  headers.set("Origin", ORIGIN);
  return request(path, { ...init, headers });
}

const addMember = (body: unknown) => asOwner("/api/admin/team", json(body));
const put = (body: unknown) => ({ ...json(body), method: "PUT" });

async function auditRows() {
  const { results } = await env.DB.prepare(
    "SELECT actor, kind, action, target, details FROM audit_log ORDER BY id",
  ).all<{ actor: string; kind: string; action: string; target: string; details: string }>();
  return results.map((r) => ({ ...r, details: JSON.parse(r.details) }));
}

resetJobsBeforeEach();
beforeEach(async () => {
  await env.DB.batch([
    env.DB.prepare("DELETE FROM team_members"),
    env.DB.prepare("DELETE FROM team_settings"),
    env.DB.prepare("DELETE FROM audit_log"),
  ]);
  // The address as typed: kept trimmed and in lower case.
  const added = await addMember({ email: " Sam@Example.com ", name: "Sam", role: "staff" });
  expect(added.status).toBe(201);
});

describe("the team", () => {
  it("lists the configured owners and the people the owner added", async () => {
    const body = await (await asOwner("/api/admin/team")).json<{
      members: Array<{ email: string; role: string; fixed: boolean; addedBy: string | null }>;
      staffDiscountPercent: number;
    }>();
    expect(body.members.map((m) => [m.email, m.role, m.fixed])).toEqual([
      [OWNER_EMAIL, "owner", true],
      ["partner@heightsframestudio.com", "owner", true],
      [SAM, "staff", false],
    ]);
    expect(body.members[2]?.addedBy).toBe(OWNER_EMAIL);
    expect(body.staffDiscountPercent).toBe(10);
  });

  it("tells whoever is signed in who they are and what they can do", async () => {
    expect(await (await asMember(SAM, "/api/admin/me")).json()).toEqual({
      email: SAM,
      name: "Sam",
      role: "staff",
      can: ["work"],
    });
    const owner = await (await asOwner("/api/admin/me")).json<{ role: string; can: string[] }>();
    expect(owner.role).toBe("owner");
    expect(owner.can).toEqual(expect.arrayContaining(["refunds", "reports", "team", "audit"]));
  });

  it.each([
    ["an email that is not one", { email: "sam at example", name: "Sam", role: "staff" }, "email"],
    ["an unknown role", { email: "kim@example.com", name: "Kim", role: "manager" }, "role"],
    [
      "a name over 80 characters",
      { email: "kim@example.com", name: "K".repeat(81), role: "staff" },
      "name",
    ],
  ])("refuses %s with 400 and stores nothing", async (_case, body, field) => {
    const res = await addMember(body);
    expect(res.status).toBe(400);
    const answer = await res.json<{ error: string; issues: Array<{ path: string }> }>();
    expect(answer.issues.map((i) => i.path)).toContain(field);
    const n = await env.DB.prepare("SELECT COUNT(*) AS n FROM team_members").first<{ n: number }>();
    expect(n?.n).toBe(1);
  });

  it("refuses someone already on the team (409)", async () => {
    expect((await addMember({ email: SAM, name: "Sam", role: "owner" })).status).toBe(409);
    expect((await addMember({ email: OWNER_EMAIL, name: "O", role: "staff" })).status).toBe(409);
  });

  it("takes a removal into account on the very next request", async () => {
    expect((await asMember(SAM, "/api/admin/jobs")).status).toBe(200);
    const removed = await asOwner(`/api/admin/team/${encodeURIComponent(SAM)}`, {
      method: "DELETE",
    });
    expect(removed.status).toBe(200);
    expect((await asMember(SAM, "/api/admin/jobs")).status).toBe(403);
    expect((await asMember(SAM, "/admin")).status).toBe(403);
  });

  it("takes a demotion into account on the very next request", async () => {
    await addMember({ email: "kim@example.com", name: "Kim", role: "owner" });
    expect((await asMember("kim@example.com", "/api/admin/reports/sales")).status).toBe(200);
    const res = await asOwner("/api/admin/team/kim%40example.com", put({ role: "staff" }));
    expect(res.status).toBe(200);
    const refused = await asMember("kim@example.com", "/api/admin/reports/sales");
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({ error: "Only the owner can see the reports." });
  });

  it("keeps the configured owners: they cannot be demoted or removed (409)", async () => {
    const path = `/api/admin/team/${encodeURIComponent(OWNER_EMAIL)}`;
    expect((await asOwner(path, put({ role: "staff" }))).status).toBe(409);
    expect((await asOwner(path, { method: "DELETE" })).status).toBe(409);
    expect((await asOwner("/api/admin/me")).status).toBe(200);
  });

  it("lets nobody on the staff raise their own role or touch the team", async () => {
    const res = await asMember(
      SAM,
      `/api/admin/team/${encodeURIComponent(SAM)}`,
      put({ role: "owner" }),
    );
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ error: "Only the owner can manage the team." });
    const row = await env.DB.prepare("SELECT role FROM team_members WHERE email = ?")
      .bind(SAM)
      .first<{ role: string }>();
    expect(row?.role).toBe("staff");
  });

  it("refuses a change from another origin (403)", async () => {
    const res = await request("/api/admin/team", {
      ...json({ email: "kim@example.com", name: "Kim", role: "staff" }),
      headers: {
        "Content-Type": "application/json",
        "Cf-Access-Jwt-Assertion": await ownerToken(),
        Origin: "https://evil.example",
      },
    });
    expect(res.status).toBe(403);
  });
});

describe("who did what", () => {
  it("records the staff member who took a payment, and refuses them a refund", async () => {
    const { id } = await newJob();
    const paid = await asMember(
      SAM,
      `/api/admin/jobs/${id}/payments`,
      json({ amountCents: 5_000, method: "cash" }),
    );
    expect(paid.status).toBe(201);
    const payment = await env.DB.prepare("SELECT recorded_by FROM job_payments WHERE job_id = ?")
      .bind(id)
      .first<{ recorded_by: string }>();
    expect(payment?.recorded_by).toBe(SAM);

    const refund = await asMember(
      SAM,
      `/api/admin/jobs/${id}/refunds`,
      json({ amountCents: 1_000, method: "cash", reason: "Changed mind" }),
    );
    expect(refund.status).toBe(403);
    expect(await refund.json()).toEqual({ error: "Only the owner can give refunds." });
    const owner = await asOwner(
      `/api/admin/jobs/${id}/refunds`,
      json({ amountCents: 1_000, method: "cash", reason: "Changed mind" }),
    );
    expect(owner.status).toBe(201);

    const rows = (await auditRows()).filter((r) =>
      r.action.startsWith("POST /api/admin/jobs/:id/"),
    );
    expect(rows).toEqual([
      {
        actor: SAM,
        kind: "money",
        action: "POST /api/admin/jobs/:id/payments",
        target: `id ${id}`,
        details: { amountCents: 5_000, method: "cash" },
      },
      {
        actor: OWNER_EMAIL,
        kind: "money",
        action: "POST /api/admin/jobs/:id/refunds",
        target: `id ${id}`,
        details: { amountCents: 1_000, method: "cash", reason: "Changed mind" },
      },
    ]);
  });

  it("records stage moves, settings and team changes, and shows them newest first", async () => {
    const { id } = await newJob();
    expect(
      (
        await asMember(
          SAM,
          `/api/admin/jobs/${id}/stage`,
          json({ stage: "materials_ordered", version: 1 }),
        )
      ).status,
    ).toBe(200);
    expect(
      (await asOwner("/api/admin/team/settings", put({ staffDiscountPercent: 15 }))).status,
    ).toBe(200);
    const log = await (await asOwner("/api/admin/audit")).json<{
      total: number;
      entries: Array<{ actor: string; kind: string; action: string; details: unknown }>;
    }>();
    expect(log.entries.map((e) => [e.actor, e.kind, e.action])).toEqual([
      [OWNER_EMAIL, "team", "PUT /api/admin/team/settings"],
      [SAM, "work", "POST /api/admin/jobs/:id/stage"],
      [OWNER_EMAIL, "money", "POST /api/admin/jobs"],
      [OWNER_EMAIL, "team", "POST /api/admin/team"],
    ]);
    expect(log.entries[3]?.details).toEqual({
      role: "staff",
      name: "Sam",
      email: SAM,
    });
    const csv = await asOwner("/api/admin/audit.csv");
    expect(csv.headers.get("Content-Type")).toContain("text/csv");
    const text = await csv.text();
    expect(text.split("\n")[0]).toContain("Who");
    expect(text).toContain(SAM);
  });

  it("records an erasure by who did it, never by whose data it was", async () => {
    const res = await asOwner(customerPath("nobody@example.com"), {
      method: "DELETE",
    });
    expect(res.status).toBe(404);
    // A refused or failed action is not an action: nothing recorded.
    expect(await auditRows()).toHaveLength(1);
    await env.DB.prepare(
      "INSERT INTO contacts (first_name, last_name, email, message) VALUES ('Lee', 'Park', 'lee@example.com', 'Hello')",
    ).run();
    const erased = await asOwner(customerPath("lee@example.com"), {
      method: "DELETE",
    });
    expect(erased.status).toBe(200);
    const row = (await auditRows()).at(-1);
    expect(row).toMatchObject({ actor: OWNER_EMAIL, kind: "privacy" });
    expect(JSON.stringify(row)).not.toContain("lee@example.com");
  });
});

describe("the staff's discount limit", () => {
  const edit = (email: string, id: number, discount: unknown) =>
    asMember(email, `/api/admin/jobs/${id}`, {
      ...json({ version: 1, discount }),
      method: "PATCH",
    });

  it("lets staff give up to the limit, as a percent or a share of the subtotal", async () => {
    const { id } = await newJob();
    const over = await edit(SAM, id, { percent: 15, reason: "Friend" });
    expect(over.status).toBe(403);
    expect(await over.json()).toEqual({ error: "Only the owner can give a discount over 10%." });
    // $167.20 subtotal: $16.72 is 10%, a cent more is over.
    expect((await edit(SAM, id, { amountCents: 1_673, reason: "Friend" })).status).toBe(403);
    expect((await edit(SAM, id, { amountCents: 1_672, reason: "Friend" })).status).toBe(200);
    const { id: second } = await newJob();
    expect((await edit(SAM, second, { percent: 10, reason: "Friend" })).status).toBe(200);
  });

  it("follows the limit the owner sets, and never limits the owner", async () => {
    await asOwner("/api/admin/team/settings", put({ staffDiscountPercent: 20 }));
    const { id } = await newJob();
    expect((await edit(SAM, id, { percent: 20, reason: "Friend" })).status).toBe(200);
    const { id: second } = await newJob();
    expect((await edit(OWNER_EMAIL, second, { percent: 50, reason: "Friend" })).status).toBe(200);
  });
});

describe("pages and the dev sign-in", () => {
  it("shows staff the workspace without the owner's screens, and refuses those screens", async () => {
    const today = await asMember(SAM, "/admin");
    expect(today.status).toBe(200);
    const html = await today.text();
    expect(html).toContain('href="/admin/jobs"');
    for (const href of ["/admin/reports", "/admin/shop", "/admin/team", "/admin/audit"])
      expect(html).not.toContain(`href="${href}"`);
    const reports = await asMember(SAM, "/admin/reports");
    expect(reports.status).toBe(403);
    expect(await reports.text()).toContain("Only the owner can see the reports.");
  });

  const devEnv = { ...env, DEV_SIGNING_KEY: env.TEST_SIGNING_KEY };
  const signIn = (query: string) =>
    devSignIn.request(`http://localhost/sign-in${query}`, { redirect: "manual" }, devEnv);

  it("signs in as a team member, and as nobody else", async () => {
    const sam = await signIn(`?as=${encodeURIComponent(SAM)}`);
    expect(sam.status).toBe(303);
    expect(sam.headers.get("Set-Cookie")).toMatch(/^CF_Authorization=ey/);
    expect((await signIn("?as=stranger%40example.com")).status).toBe(403);
  });
});
