// Reads from the nearest copy, writes and the reads after them consistent
// (docs/decisions/0070-d1-sessions.md): where each request's D1 session starts, and the bookmark
// a write hands back to the browser, which its next request brings.
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { BOOKMARK_COOKIE, BOOKMARK_HEADER } from "~worker/d1-session";
import type { OwnerMessage } from "~worker/services/messages";
import { nextIp, startEachTestWithNoEnquiries, validContact } from "./enquiry-helpers";
import { asOwnerWithEnv, countRows, json, request, requestWithEnv } from "./helpers";

startEachTestWithNoEnquiries();

/** The real local D1, recording where each request's session starts. */
function recordingDb() {
  const starts: string[] = [];
  const DB = {
    prepare: (query: string) => env.DB.prepare(query),
    batch: (statements: D1PreparedStatement[]) => env.DB.batch(statements),
    exec: (query: string) => env.DB.exec(query),
    dump: () => env.DB.dump(),
    withSession: (start?: string) => {
      starts.push(start ?? "");
      return env.DB.withSession(start);
    },
  } as D1Database;
  return { DB, starts };
}

function cookieOf(res: Response): string | null {
  const line = res.headers.get("Set-Cookie") ?? "";
  return new RegExp(`(?:^|, )${BOOKMARK_COOKIE}=([^;]+)`).exec(line)?.[1] ?? null;
}

async function writeAMessage(lastName = validContact.lastName) {
  const db = recordingDb();
  const res = await requestWithEnv(
    { DB: db.DB },
    "/api/contact",
    json({ ...validContact, lastName }, { headers: { "CF-Connecting-IP": nextIp() } }),
  );
  return { res, starts: db.starts };
}

describe("D1 sessions", () => {
  it("a visitor's read may start at any copy and gets no bookmark", async () => {
    const db = recordingDb();
    const res = await requestWithEnv({ DB: db.DB }, "/api/blog/posts");
    expect(res.status).toBe(200);
    expect(db.starts).toEqual(["first-unconstrained"]);
    expect(res.headers.get("Set-Cookie")).toBeNull();
    expect(res.headers.get(BOOKMARK_HEADER)).toBeNull();
  });

  it("a write starts at the primary and hands its bookmark back as a cookie and a header", async () => {
    const { res, starts } = await writeAMessage();
    expect(res.status).toBe(201);
    expect(starts).toEqual(["first-primary"]);
    const bookmark = cookieOf(res);
    expect(bookmark).toBeTruthy();
    expect(res.headers.get(BOOKMARK_HEADER)).toBe(bookmark);
    const cookie = res.headers.get("Set-Cookie") ?? "";
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).toMatch(/Path=\//);
    expect(cookie).toMatch(/Max-Age=\d+/);
  });

  it("the owner's read after a save follows its bookmark and sees what was saved", async () => {
    const { res } = await writeAMessage("Bookmarkson");
    const bookmark = cookieOf(res)!;
    const db = recordingDb();
    const list = await asOwnerWithEnv({ DB: db.DB }, "/api/admin/contacts", {
      headers: { Cookie: `${BOOKMARK_COOKIE}=${bookmark}` },
    });
    expect(list.status).toBe(200);
    expect(db.starts).toEqual([bookmark]);
    const { contacts } = await list.json<{ contacts: OwnerMessage[] }>();
    expect(contacts.map((c) => c.lastName)).toContain("Bookmarkson");
  });

  it("an API client may bring the bookmark in the x-d1-bookmark header instead", async () => {
    const { res } = await writeAMessage();
    const bookmark = res.headers.get(BOOKMARK_HEADER)!;
    const db = recordingDb();
    const read = await requestWithEnv({ DB: db.DB }, "/api/blog/posts", {
      headers: { [BOOKMARK_HEADER]: bookmark },
    });
    expect(read.status).toBe(200);
    expect(db.starts).toEqual([bookmark]);
  });

  it("a page view's beacon (a write nobody reads back) hands back no bookmark", async () => {
    const db = recordingDb();
    const res = await requestWithEnv(
      { DB: db.DB },
      "/api/analytics",
      json(
        { name: "page_view", path: "/about" },
        {
          headers: {
            "CF-Connecting-IP": nextIp(),
            "User-Agent":
              "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Safari/537.36",
          },
        },
      ),
    );
    expect(res.status).toBe(204);
    expect(await countRows("analytics_events")).toBeGreaterThan(0);
    expect(db.starts).toEqual(["first-primary"]);
    expect(res.headers.get("Set-Cookie")).toBeNull();
  });

  it("a read that brought a bookmark sets no cookie (its page stays cacheable)", async () => {
    const { res } = await writeAMessage();
    const read = await request("/contact", {
      headers: { Cookie: `${BOOKMARK_COOKIE}=${cookieOf(res)}` },
    });
    expect(read.status).toBe(200);
    expect(read.headers.get("Set-Cookie")).toBeNull();
  });

  it("the owner without a bookmark reads from the primary", async () => {
    const db = recordingDb();
    const res = await asOwnerWithEnv({ DB: db.DB }, "/api/admin/contacts");
    expect(res.status).toBe(200);
    expect(db.starts).toEqual(["first-primary"]);
  });

  it.each([
    ["a script", "<script>alert(1)</script>"],
    ["a constraint name", "first-primary"],
    ["too long", `0000-${"a".repeat(300)}`],
    ["empty", ""],
  ])("a bookmark that is not one (%s) is ignored, never passed to D1", async (_label, value) => {
    const db = recordingDb();
    const res = await requestWithEnv({ DB: db.DB }, "/api/blog/posts", {
      headers: { Cookie: `${BOOKMARK_COOKIE}=${value}`, [BOOKMARK_HEADER]: value },
    });
    expect(res.status).toBe(200);
    expect(db.starts).toEqual(["first-unconstrained"]);
    expect(res.headers.get("Set-Cookie")).toBeNull();
  });

  it("pages go through the session too: /contact as a visitor starts at any copy", async () => {
    const db = recordingDb();
    const res = await requestWithEnv({ DB: db.DB }, "/contact?type=Restoration");
    expect(res.status).toBe(200);
    expect(db.starts).toEqual(["first-unconstrained"]);
  });
});
