// Testimonials (issue #31): the owner adds, edits, hides, deletes and orders them; the home page
// and /services show the first few visible ones, /about all, as plain text with no review markup.
import { env } from "cloudflare:workers";
import { beforeEach, describe, expect, it } from "vitest";
import { FEATURED_TESTIMONIALS } from "~/lib/testimonials";
import { contentChanged } from "~worker/services/edge-cache";
import { asOwner, countRows, json, request, resetTables } from "./helpers";

interface Saved {
  id: number;
  quote: string;
  name: string;
  hidden: boolean;
  sortOrder: number;
}

const MARIA = {
  quote: "They framed my grandmother's quilt square and it looks like it belongs in a museum.",
  name: "Maria G.",
  framed: "a quilt square",
  saidOn: "2026-03-14",
  source: "google",
};

const send = (method: string, path: string, body?: unknown) =>
  asOwner(path, body === undefined ? { method } : json(body, { method }));

async function add(overrides: Record<string, unknown> = {}): Promise<Saved> {
  const res = await send("POST", "/api/admin/testimonials", { ...MARIA, ...overrides });
  expect(res.status).toBe(201);
  return (await res.json<{ testimonial: Saved }>()).testimonial;
}

async function ownerList(): Promise<Saved[]> {
  const res = await asOwner("/api/admin/testimonials");
  expect(res.status).toBe(200);
  return (await res.json<{ testimonials: Saved[] }>()).testimonials;
}

const page = async (path: string) => {
  const res = await request(path);
  expect(res.status, path).toBe(200);
  return res.text();
};

/** The quotes a page shows, in order (the text of each testimonial's blockquote). */
async function quotesOn(path: string): Promise<string[]> {
  const html = await page(path);
  return [...html.matchAll(/<blockquote[^>]*>[\s\S]*?<\/span>([\s\S]*?)<span/g)].map((m) =>
    (m[1] ?? "").replaceAll("&#x27;", "'").replaceAll("&amp;", "&"),
  );
}

// Emptied behind the service's back, so the pages' cache is told as a change would tell it.
beforeEach(async () => {
  await resetTables("testimonials");
  await contentChanged(env);
});

describe("the owner's testimonials", () => {
  it("adds one, last in the order, and lists it with every field", async () => {
    const first = await add();
    const second = await add({ name: "Dev P", source: "shop", quote: "Quick and kind." });
    expect(first).toMatchObject({ ...MARIA, hidden: false });
    expect(second.sortOrder).toBeGreaterThan(first.sortOrder);
    expect((await ownerList()).map((t) => t.id)).toEqual([first.id, second.id]);
  });

  it("edits, hides and deletes one", async () => {
    const t = await add();
    const edited = await send("PUT", `/api/admin/testimonials/${t.id}`, {
      ...MARIA,
      quote: "Even better than I hoped.",
      hidden: true,
    });
    expect(edited.status).toBe(200);
    expect((await edited.json<{ testimonial: Saved }>()).testimonial).toMatchObject({
      quote: "Even better than I hoped.",
      hidden: true,
    });
    const gone = await send("DELETE", `/api/admin/testimonials/${t.id}`);
    expect(gone.status).toBe(200);
    expect(await countRows("testimonials")).toBe(0);
    expect((await send("DELETE", `/api/admin/testimonials/${t.id}`)).status).toBe(404);
    expect((await send("PUT", `/api/admin/testimonials/${t.id}`, MARIA)).status).toBe(404);
  });

  it.each([
    ["no quote", { quote: "" }, "quote"],
    ["a huge quote", { quote: "x".repeat(1001) }, "quote"],
    ["a control character", { quote: "Lovely\u0000work" }, "quote"],
    ["a full surname", { name: "Maria Gonzalez" }, "name"],
    ["a link for a name", { name: "http://spam.example" }, "name"],
    ["a name on two lines", { name: "Maria\nG." }, "name"],
    ["nothing framed", { framed: "  " }, "framed"],
    ["a date that does not exist", { saidOn: "2026-02-30" }, "saidOn"],
    ["a date in the future", { saidOn: "2999-01-01" }, "saidOn"],
    ["a date of the wrong type", { saidOn: 20260314 }, "saidOn"],
    ["an unknown source", { source: "facebook" }, "source"],
    ["hidden as text", { hidden: "yes" }, "hidden"],
    ["an unknown field", { stars: 5 }, ""],
  ])("refuses %s with 400 { error, issues } and stores nothing", async (_, change, field) => {
    const res = await send("POST", "/api/admin/testimonials", { ...MARIA, ...change });
    expect(res.status).toBe(400);
    const body = await res.json<{ error: string; issues: { path: string }[] }>();
    expect(body.error).toBe("Please check the highlighted fields.");
    expect(body.issues.map((i) => i.path)).toContain(field);
    expect(await countRows("testimonials")).toBe(0);
  });

  it("refuses a body that is not JSON, a bad id and a wrong method without a 500", async () => {
    const notJson = await asOwner("/api/admin/testimonials", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: "{not json",
    });
    expect(notJson.status).toBe(400);
    expect((await send("PUT", "/api/admin/testimonials/abc", MARIA)).status).toBe(400);
    expect((await send("PUT", "/api/admin/testimonials/-1", MARIA)).status).toBe(400);
    expect((await send("PATCH", "/api/admin/testimonials/1", MARIA)).status).toBe(404);
    expect(await countRows("testimonials")).toBe(0);
  });

  it("keeps an edit refused as invalid from changing anything", async () => {
    const t = await add();
    const res = await send("PUT", `/api/admin/testimonials/${t.id}`, { ...MARIA, name: "" });
    expect(res.status).toBe(400);
    expect((await ownerList())[0]).toMatchObject({ name: "Maria G." });
  });

  it("reorders them, and refuses an order made from an old list", async () => {
    const a = await add({ name: "Ann B." });
    const b = await add({ name: "Ben C." });
    const c = await add({ name: "Cy D." });
    const res = await send("PUT", "/api/admin/testimonials/order", { order: [c.id, a.id, b.id] });
    expect(res.status).toBe(200);
    expect((await ownerList()).map((t) => t.name)).toEqual(["Cy D.", "Ann B.", "Ben C."]);

    const stale = await send("PUT", "/api/admin/testimonials/order", { order: [a.id, b.id] });
    expect(stale.status).toBe(409);
    const unknown = await send("PUT", "/api/admin/testimonials/order", {
      order: [a.id, b.id, 999999],
    });
    expect(unknown.status).toBe(409);
    const twice = await send("PUT", "/api/admin/testimonials/order", { order: [a.id, a.id, b.id] });
    expect(twice.status).toBe(400);
    expect((await ownerList()).map((t) => t.name)).toEqual(["Cy D.", "Ann B.", "Ben C."]);
  });

  it("is the owner's alone: no token 401, another origin 403", async () => {
    const anonymous = await request("/api/admin/testimonials", json(MARIA));
    expect(anonymous.status).toBe(401);
    const elsewhere = await asOwner(
      "/api/admin/testimonials",
      json(MARIA, { headers: { Origin: "https://evil.example" } }),
    );
    expect(elsewhere.status).toBe(403);
    expect(await countRows("testimonials")).toBe(0);
  });
});

describe("testimonials on the pages", () => {
  it("shows the first few visible ones on home and /services, all on /about, in order", async () => {
    // Warm the edge cache first: the change must show on the very next request.
    expect(await quotesOn("/")).toEqual([]);
    expect(await quotesOn("/about")).toEqual([]);
    const added = [await add({ quote: "Quote number 1.", name: "Person A." })];
    // The edge-cached pages show it on the very next request.
    expect(await quotesOn("/")).toEqual(["Quote number 1."]);
    expect(await quotesOn("/about")).toEqual(["Quote number 1."]);
    for (let i = 2; i <= FEATURED_TESTIMONIALS + 2; i++)
      added.push(await add({ quote: `Quote number ${i}.`, name: `Person ${"ABCDEFG"[i]}.` }));
    const hidden = added[1]!;
    await send("PUT", `/api/admin/testimonials/${hidden.id}`, {
      ...MARIA,
      quote: hidden.quote,
      hidden: true,
    });
    const visible = added.filter((t) => t.id !== hidden.id).map((t) => t.quote);

    expect(await quotesOn("/")).toEqual(visible.slice(0, FEATURED_TESTIMONIALS));
    expect(await quotesOn("/services")).toEqual(visible.slice(0, FEATURED_TESTIMONIALS));
    expect(await quotesOn("/about")).toEqual(visible);
    expect(await page("/about")).not.toContain("Quote number 2.");

    await send("PUT", "/api/admin/testimonials/order", {
      order: [...added].reverse().map((t) => t.id),
    });
    expect(await quotesOn("/about")).toEqual([...visible].reverse());
  });

  it("shows the words as plain text, with who, what and where, and no review markup", async () => {
    await add({
      quote: '<script>alert("x")</script> Best "frame" shop & more',
      name: "Zoë K.",
      framed: "a <b>signed</b> jersey",
      source: "yelp",
      saidOn: "2026-01-05",
    });
    for (const path of ["/", "/services", "/about"]) {
      const html = await page(path);
      expect(html).not.toContain('<script>alert("x")</script>');
      expect(html).toContain("&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; Best");
      expect(html).toContain("Zoë K.");
      expect(html).toContain(
        "Framed a &lt;b&gt;signed&lt;/b&gt; jersey · said on Yelp, January 2026",
      );
      expect(html).not.toMatch(/"@type":\s*"(Review|AggregateRating)"/);
      expect(html).not.toMatch(/itemtype="[^"]*(Review|AggregateRating)/);
      expect(html).not.toMatch(/"(review|aggregateRating)"\s*:/);
    }
  });

  it("leaves the pages as they were while none is visible", async () => {
    await add({ hidden: true });
    for (const path of ["/", "/services", "/about"])
      expect(await page(path)).not.toContain('id="testimonials"');
  });

  it("keeps the pages up when the table cannot be read, and does not cache them", async () => {
    await add();
    await env.DB.prepare("ALTER TABLE testimonials RENAME TO testimonials_away").run();
    try {
      const res = await request("/about");
      expect(res.status).toBe(200);
      expect(res.headers.get("Cache-Control")).toMatch(/no-store/);
      expect(await res.text()).not.toContain('id="testimonials"');
    } finally {
      await env.DB.prepare("ALTER TABLE testimonials_away RENAME TO testimonials").run();
    }
  });
});
