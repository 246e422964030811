// The owner's Messages: statuses and their counts, literal search, delete, the CSV export, and odd
// input answered 400/404, never 500. Replies and the acknowledgement: message-emails.test.ts.
import { env } from "cloudflare:workers";
import { beforeEach, describe, expect, it } from "vitest";
import { countMessagesByStatus, countUnansweredOlderThan } from "~worker/services/messages";
import { asOwner, countRows, resetTables } from "./helpers";
import { listAsOwner, patchStatus, replyAsOwner, storeMessage } from "./message-helpers";

beforeEach(() => resetTables("contact_replies", "contacts", "emails"));

const names = (list: { contacts: Array<{ firstName: string }> }) =>
  list.contacts.map((c) => c.firstName);

describe("statuses and counts", () => {
  it("starts every message as New, counts each status, and filters by status", async () => {
    const ana = await storeMessage({ firstName: "Ana" });
    await storeMessage({ firstName: "Ben" });
    await storeMessage({ firstName: "Cleo" });

    const all = await listAsOwner();
    expect(names(all)).toEqual(["Cleo", "Ben", "Ana"]);
    expect(all.contacts.every((c) => c.status === "new" && c.replies.length === 0)).toBe(true);
    expect(all.counts).toEqual({ new: 3, replied: 0, archived: 0 });
    // The search index stays on the server.
    expect(Object.keys(all.contacts[0])).not.toContain("searchText");

    const archived = await patchStatus(ana, { status: "archived" });
    expect(archived.status).toBe(200);
    expect((await archived.json<{ contact: { status: string } }>()).contact.status).toBe(
      "archived",
    );
    expect(names(await listAsOwner("?status=archived"))).toEqual(["Ana"]);
    expect(names(await listAsOwner("?status=new"))).toEqual(["Cleo", "Ben"]);
    expect((await listAsOwner("?status=new")).counts).toEqual({ new: 2, replied: 0, archived: 1 });

    // Out of the archive again, and marked answered by hand (e.g. after a phone call).
    expect((await patchStatus(ana, { status: "new" })).status).toBe(200);
    expect((await patchStatus(ana, { status: "replied" })).status).toBe(200);
    expect((await listAsOwner()).counts).toEqual({ new: 2, replied: 1, archived: 0 });
    expect(names(await listAsOwner("?status=replied"))).toEqual(["Ana"]);
  });

  it("counts unanswered messages older than a cutoff for the Today screen", async () => {
    const old = await storeMessage({ firstName: "Old" });
    const answered = await storeMessage({ firstName: "Answered" });
    await storeMessage({ firstName: "Fresh" });
    const twoDaysAgo = new Date(Date.now() - 2 * 86_400_000).toISOString();
    await env.DB.prepare("UPDATE contacts SET created_at = ? WHERE id IN (?, ?)")
      .bind(twoDaysAgo, old, answered)
      .run();
    await patchStatus(answered, { status: "archived" });

    const dayAgo = new Date(Date.now() - 86_400_000);
    expect(await countUnansweredOlderThan(env, dayAgo)).toBe(1);
    expect(await countUnansweredOlderThan(env, new Date(Date.now() + 60_000))).toBe(2);
    expect(await countMessagesByStatus(env)).toEqual({ new: 2, replied: 0, archived: 1 });
  });
});

describe("search", () => {
  beforeEach(async () => {
    await storeMessage({ firstName: "Maria", lastName: "Gonzalez", email: "maria@example.com" });
    await storeMessage({
      firstName: "José",
      lastName: "MÜLLER",
      email: "jose@example.org",
      message: "Is the 50% off sale still on? My file_name is scan.tif",
    });
    await storeMessage({
      firstName: "Zoë",
      lastName: "Park",
      email: "zoe@example.net",
      message: `A shadowbox for a ${"really".repeat(12)}longword medal.`,
    });
  });

  const search = async (q: string) => names(await listAsOwner(`?q=${encodeURIComponent(q)}`));

  it("finds by name, email or text, every word must match, any case", async () => {
    expect(await search("gonzalez")).toEqual(["Maria"]);
    expect(await search("MARIA")).toEqual(["Maria"]);
    expect(await search("example.org")).toEqual(["José"]);
    expect(await search("shadowbox")).toEqual(["Zoë"]);
    expect(await search("maria watercolor")).toEqual(["Maria"]);
    expect(await search("maria shadowbox")).toEqual([]);
    expect(await search("   ")).toEqual(["Zoë", "José", "Maria"]);
  });

  it("matches % and _ literally, never as wildcards", async () => {
    expect(await search("50%")).toEqual(["José"]);
    expect(await search("%")).toEqual(["José"]);
    expect(await search("file_name")).toEqual(["José"]);
    expect(await search("_")).toEqual(["José"]);
    expect(await search("m%a")).toEqual([]);
    expect(await search("f_le")).toEqual([]);
  });

  it("finds words longer than D1's 50-byte LIKE limit", async () => {
    const word = `${"really".repeat(12)}longword`;
    expect(word.length).toBeGreaterThan(50);
    expect(await search(word)).toEqual(["Zoë"]);
    expect(await search(`${word}x`)).toEqual([]);
  });

  it("finds accented names with or without the accents, in any case", async () => {
    for (const q of ["José", "jose", "JOSÉ", "müller", "muller", "MÜLLER"])
      expect(await search(q), q).toEqual(["José"]);
    for (const q of ["Zoë", "zoe", "ZOË"]) expect(await search(q), q).toEqual(["Zoë"]);
  });

  it("counts each status among the matches", async () => {
    const [jose] = (await listAsOwner("?q=jose")).contacts;
    await patchStatus(jose.id, { status: "archived" });
    const found = await listAsOwner("?q=example");
    expect(found.counts).toEqual({ new: 2, replied: 0, archived: 1 });
    expect((await listAsOwner("?q=example&status=archived")).contacts).toHaveLength(1);
  });

  it.each([
    ["a search over 100 characters", `?q=${"a".repeat(101)}`],
    ["eleven different words", `?q=${"a b c d e f g h i j k".replace(/ /g, "+")}`],
    ["the search given twice", "?q=a&q=b"],
    ["an unknown status", "?status=deleted"],
    ["a status in the wrong case", "?status=NEW"],
  ])("refuses %s with 400", async (_, query) => {
    const res = await asOwner(`/api/admin/contacts${query}`);
    expect(res.status).toBe(400);
    const body = await res.json<{ error: string; issues: unknown[] }>();
    expect(body.issues.length).toBeGreaterThan(0);
  });
});

describe("delete", () => {
  it("removes the message and the replies to it, and nothing else", async () => {
    const keep = await storeMessage({ firstName: "Keep" });
    const gone = await storeMessage({ firstName: "Gone" });
    expect((await replyAsOwner(gone, { message: "Thanks, see you soon." })).res.status).toBe(200);
    expect((await replyAsOwner(keep, { message: "Hello!" })).res.status).toBe(200);
    expect(await countRows("contact_replies")).toBe(2);

    const res = await asOwner(`/api/admin/contacts/${gone}`, { method: "DELETE" });
    expect(res.status).toBe(200);
    const rows = await env.DB.prepare(
      "SELECT (SELECT COUNT(*) FROM contacts WHERE id = ?1) AS contacts, (SELECT COUNT(*) FROM contact_replies WHERE contact_id = ?1) AS replies",
    )
      .bind(gone)
      .first<{ contacts: number; replies: number }>();
    expect(rows).toEqual({ contacts: 0, replies: 0 });
    expect(names(await listAsOwner())).toEqual(["Keep"]);
    expect(await countRows("contact_replies")).toBe(1);

    const again = await asOwner(`/api/admin/contacts/${gone}`, { method: "DELETE" });
    expect(again.status).toBe(404);
    expect((await again.json<{ error: string }>()).error).toBe("No message with that id.");
  });
});

describe("odd input", () => {
  const badIds = ["abc", "0", "-1", "1.5", "1e400", "99999999999999999999999", "%00", "1%0A"];

  it.each(badIds)("refuses the id %j with 400 on every route", async (id) => {
    for (const res of [
      await patchStatus(id, { status: "archived" }),
      (await replyAsOwner(id, { message: "Hi" })).res,
      await asOwner(`/api/admin/contacts/${id}`, { method: "DELETE" }),
    ]) {
      expect(res.status).toBe(400);
      expect((await res.json<{ issues: unknown[] }>()).issues.length).toBeGreaterThan(0);
    }
  });

  it("answers 404 for a message that does not exist, on every route", async () => {
    for (const res of [
      await patchStatus(424242, { status: "archived" }),
      (await replyAsOwner(424242, { message: "Hi" })).res,
      await asOwner("/api/admin/contacts/424242", { method: "DELETE" }),
    ])
      expect(res.status).toBe(404);
  });

  it.each([
    ["an unknown status", { status: "deleted" }],
    ["no status", {}],
    ["a status as a number", { status: 1 }],
    ["a JSON array", ["archived"]],
    ["null", null],
  ])("refuses a status change with %s (400, nothing changed)", async (_, body) => {
    const id = await storeMessage();
    const res = await patchStatus(id, body);
    expect(res.status).toBe(400);
    expect((await listAsOwner()).counts).toEqual({ new: 1, replied: 0, archived: 0 });
  });

  it("refuses a status change that is not JSON with 400", async () => {
    const id = await storeMessage();
    const res = await asOwner(`/api/admin/contacts/${id}`, {
      method: "PATCH",
      headers: { "Content-Type": "application/json" },
      body: "status=archived",
    });
    expect(res.status).toBe(400);
    expect((await res.json<{ error: string }>()).error).toMatch(/not valid JSON/);
  });

  it("answers 404 JSON for methods the messages do not have", async () => {
    const id = await storeMessage();
    expect((await asOwner(`/api/admin/contacts/${id}`, { method: "PUT" })).status).toBe(404);
    expect((await asOwner("/api/admin/contacts", { method: "DELETE" })).status).toBe(404);
    expect(await countRows("contacts")).toBe(1);
  });
});

describe("CSV export", () => {
  it("shows times on the shop's clock as a spreadsheet reads them, with status and replies", async () => {
    const winter = await storeMessage({ firstName: "Winter" });
    const summer = await storeMessage({ firstName: "Summer" });
    // 20:05 UTC in November is 14:05 in Houston (CST, UTC-6); 15:30 UTC in July is 10:30 (CDT).
    await env.DB.batch([
      env.DB.prepare("UPDATE contacts SET created_at = ? WHERE id = ?").bind(
        "2026-11-23T20:05:00.000Z",
        winter,
      ),
      env.DB.prepare("UPDATE contacts SET created_at = ? WHERE id = ?").bind(
        "2026-07-04T15:30:00.000Z",
        summer,
      ),
    ]);
    expect((await replyAsOwner(summer, { message: "Ready on Friday." })).res.status).toBe(200);
    await env.DB.prepare("UPDATE contact_replies SET sent_at = ?")
      .bind("2026-07-05T03:10:00.000Z")
      .run();

    const res = await asOwner("/api/admin/contacts.csv");
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Disposition")).toMatch(
      /attachment; filename="heights-frame-studio-messages-\d{4}-\d{2}-\d{2}\.csv"/,
    );
    const [header, first, second] = (await res.text()).split("\r\n");
    expect(header).toBe(
      "Received (Houston time),Status,First name,Last name,Email,Phone,Service,Message,Replies,Last reply (Houston time)",
    );
    expect(first).toMatch(/^2026-11-23 14:05,New,Winter,Gonzalez,.*,0,$/);
    // The reply at 03:10 UTC on July 5 was sent at 22:10 on July 4, Houston time.
    expect(second).toMatch(/^2026-07-04 10:30,Replied,Summer,Gonzalez,.*,1,2026-07-04 22:10$/);
  });

  it("still neutralises formulas in every cell", async () => {
    await storeMessage({ firstName: "=1+1", lastName: "+SUM(A1)", message: "-2+3\nsecond line" });
    const [, row] = (await (await asOwner("/api/admin/contacts.csv")).text()).split("\r\n");
    expect(row).toContain(",New,'=1+1,'+SUM(A1),");
    expect(row).toContain(`,"'-2+3\nsecond line",`);
  });
});

describe("pages", () => {
  it("lists 50 a page, newest first, with the next page's number, and the CSV has them all", async () => {
    await env.DB.prepare(
      `INSERT INTO contacts (first_name, last_name, email, message, created_at, search_text)
       SELECT 'P', 'N' || value, 'p' || value || '@example.com', 'hello ' || value,
              strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '-' || value || ' minutes'), 'hello'
       FROM json_each(?)`,
    )
      .bind(JSON.stringify(Array.from({ length: 120 }, (_, i) => i + 1)))
      .run();
    const page = async (n?: number) =>
      (await asOwner(`/api/admin/contacts?status=all${n ? `&page=${n}` : ""}`)).json<{
        contacts: { email: string }[];
        nextPage: number | null;
        counts: { new: number };
      }>();
    const first = await page();
    expect(first.contacts).toHaveLength(50);
    expect(first.contacts[0].email).toBe("p1@example.com");
    expect(first.nextPage).toBe(2);
    expect(first.counts.new).toBe(120);
    const third = await page(3);
    expect(third.contacts.map((c) => c.email)).toEqual(
      Array.from({ length: 20 }, (_, i) => `p${101 + i}@example.com`),
    );
    expect(third.nextPage).toBeNull();
    for (const bad of ["page=0", "page=x", "page=2.5"])
      expect((await asOwner(`/api/admin/contacts?${bad}`)).status, bad).toBe(400);
    const csv = await (await asOwner("/api/admin/contacts.csv")).text();
    expect(csv.trim().split("\n")).toHaveLength(121);
  });
});
