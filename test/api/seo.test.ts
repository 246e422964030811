import { env } from "cloudflare:workers";
import { exportPKCS8, generateKeyPair, jwtVerify } from "jose";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { PUBLIC_PAGES } from "~/content/public-pages";
import { TARGET_KEYWORDS } from "~/lib/seo-rules";
import { replaceExternalFetch } from "~worker/services/external/http";
import { keywordReport } from "~worker/services/seo/external-sources";
import {
  forgetGoogleToken,
  GOOGLE_TOKEN_URL,
  SEARCH_CONSOLE_SCOPE,
} from "~worker/services/seo/google-auth";
import { asOwner, request, resetTables } from "./helpers";

const BROWSER_UA = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/156.0 Safari/537.36";

async function insertPost(
  slug: string,
  status: "draft" | "published",
  updatedAt = "2026-11-01T10:00:00.000Z",
) {
  await env.DB.prepare(
    `INSERT INTO blog_posts (title, slug, content, content_html, excerpt, category, keywords, status, author, read_time, updated_at, published_at)
     VALUES (?, ?, 'Body', '<p>Body</p>', ?, 'Tips', 'framing', ?, 'Heights Frame Studio', 1, ?, ?)`,
  )
    .bind(
      `Post ${slug} & <friends>`,
      slug,
      `Excerpt of ${slug}`,
      status,
      updatedAt,
      status === "published" ? updatedAt : null,
    )
    .run();
}

describe("crawler files", () => {
  beforeEach(() => resetTables("portfolio_images"));

  it("lists every public page, published posts with lastmod, and published portfolio images; never drafts or hidden works", async () => {
    await insertPost("fresh-published-post", "published", "2026-11-20T08:00:00.000Z");
    await insertPost("secret-draft-post", "draft");
    await env.DB.prepare(
      `INSERT INTO portfolio_images (key, title, description, category, alt, content_type, small_key, large_key, hidden)
       VALUES ('portfolio/gallery-wall.jpg', 'Gallery Wall', 'A wall', 'artwork', 'A gallery wall', 'image/jpeg', 'portfolio/gallery-wall.small.webp', 'portfolio/gallery-wall.large.webp', 0),
              ('portfolio/img-4821.jpg', 'IMG 4821', 'Custom framing work', 'artwork', 'Portfolio item: IMG_4821', 'image/jpeg', 'portfolio/img-4821.small.webp', 'portfolio/img-4821.large.webp', 1)`,
    ).run();

    const res = await request("/sitemap.xml");
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toContain("application/xml");
    const xml = await res.text();
    expect(xml).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9"/,
    );
    for (const page of PUBLIC_PAGES)
      expect(xml).toContain(`<loc>${env.SITE_URL}${page.path}</loc>`);
    expect(xml).not.toContain("/thank-you");
    expect(xml).not.toContain("/admin");
    expect(xml).toContain(
      `<loc>${env.SITE_URL}/blog/fresh-published-post</loc>\n    <lastmod>2026-11-20</lastmod>`,
    );
    expect(xml).not.toContain("secret-draft-post");
    expect(xml).toMatch(/<image:loc>[^<]*gallery-wall\.large\.webp<\/image:loc>/);
    expect(xml).not.toContain("img-4821");
    // Every <url> has exactly one <loc>; the document is balanced.
    expect(xml.match(/<url>/g)?.length).toBe(xml.match(/<\/url>/g)?.length);
    expect(xml.match(/<url>/g)?.length).toBe(xml.match(/<loc>/g)?.length);

    // Unpublishing drops it.
    await env.DB.prepare(
      "UPDATE blog_posts SET status = 'draft' WHERE slug = 'fresh-published-post'",
    ).run();
    expect(await (await request("/sitemap.xml")).text()).not.toContain("fresh-published-post");
  });

  it("answers HEAD /sitemap.xml without a body", async () => {
    const res = await request("/sitemap.xml", { method: "HEAD" });
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toContain("application/xml");
    expect(await res.text()).toBe("");
  });

  it("serves robots.txt that allows the site, keeps crawlers out of private paths and names the sitemap", async () => {
    const res = await request("/robots.txt");
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toContain("text/plain");
    const lines = (await res.text()).split("\n");
    expect(lines).toContain("User-agent: *");
    expect(lines).toContain("Allow: /");
    for (const p of ["/admin", "/seo-dashboard", "/api"]) expect(lines).toContain(`Disallow: ${p}`);
    expect(lines).toContain(`Sitemap: ${env.SITE_URL}/sitemap.xml`);
  });

  it("serves an RSS 2.0 feed of published posts with escaped text", async () => {
    await insertPost("rss-visible", "published");
    await insertPost("rss-hidden-draft", "draft");
    const res = await request("/blog/rss.xml");
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toContain("application/rss+xml");
    const xml = await res.text();
    expect(xml).toContain('<rss version="2.0"');
    expect(xml).toContain(`<link>${env.SITE_URL}/blog/rss-visible</link>`);
    expect(xml).toContain("<title>Post rss-visible &amp; &lt;friends&gt;</title>");
    expect(xml).not.toContain("rss-hidden-draft");
    expect(xml).toMatch(
      /<pubDate>[A-Z][a-z]{2}, \d{2} [A-Z][a-z]{2} \d{4} \d{2}:\d{2}:\d{2} GMT<\/pubDate>/,
    );
    // The seeded posts are there too.
    expect(xml.match(/<item>/g)!.length).toBeGreaterThanOrEqual(7);
  });
});

// The dashboard renders every public page in-process; the first render compiles them, which
// takes more than vitest's default 5 s on a busy machine.
describe("GET /api/admin/seo", { timeout: 30_000 }, () => {
  beforeEach(() => resetTables("analytics_events", "rate_limits"));

  async function visit(path: string, name = "page_view", referrer?: string) {
    const res = await request("/api/analytics", {
      method: "POST",
      headers: {
        "Content-Type": "application/json",
        "User-Agent": BROWSER_UA,
        "CF-Connecting-IP": "198.51.100.7",
      },
      body: JSON.stringify({ name, path, referrer, label: path }),
    });
    expect(res.status).toBe(204);
  }

  it("reports first-party traffic, 404s and the site's own audit, with nothing invented", async () => {
    await visit("/", "page_view", "https://www.google.com/");
    await visit("/services");
    await visit("/services", "page_view", `${env.SITE_URL}/`);
    await visit("/old-gallery-page", "page_not_found");

    const res = await asOwner("/api/admin/seo");
    expect(res.status).toBe(200);
    expect(res.headers.get("Cache-Control")).toContain("no-store");
    const data = await res.json<any>();
    expect(data.traffic.totals).toEqual({ pageViews: 3, visitors: 2, organic: 1 });
    expect(data.traffic.days).toHaveLength(30);
    expect(data.traffic.topPages[0]).toEqual({ path: "/services", hits: 2 });
    expect(data.traffic.notFound).toEqual([{ path: "/old-gallery-page", hits: 1 }]);

    // Without Search Console nothing is tracked yet: no keyword count, position or volume.
    expect(data.keywords.connected).toBe(false);
    expect(data.keywords.tracked).toBeNull();
    expect(data.keywords.rows).toHaveLength(TARGET_KEYWORDS.length);
    expect(data.keywords.topTen).toBeNull();
    for (const row of data.keywords.rows)
      expect([row.position, row.searchVolume, row.difficulty]).toEqual([null, null, null]);
    expect(data.pageSpeed).toEqual({ connected: false });
    expect(data.sources).toMatchObject({
      searchConsole: false,
      pageSpeed: false,
      technicalChecks: "Active",
    });
    // What is connected, in the owner's words: no setting names, no README pointers.
    const connections = data.connections as Array<{ name: string; connected: boolean }>;
    expect(connections.filter((c) => !c.connected).map((c) => c.name)).toEqual([
      "Google Search Console",
      "Google PageSpeed",
      "Google Analytics",
    ]);
    expect(JSON.stringify(data.connections)).not.toMatch(/[A-Z]{3,}_[A-Z_]+|README|secret/);

    // The audit rendered our own pages.
    expect(data.technical.sitemapPresent).toBe(true);
    expect(data.technical.robotsPresent).toBe(true);
    expect(data.technical.pages.map((p: { path: string }) => p.path)).toEqual(
      PUBLIC_PAGES.map((p) => p.path),
    );
    const home = data.technical.pages.find((p: { path: string }) => p.path === "/");
    expect(home.status).toBe(200);
    expect(home.title).toContain("Heights Frame Studio");
    expect(home.canonical).toBe(`${env.SITE_URL}/`);
    expect(home.jsonLdTypes).toContain("LocalBusiness");
    expect(data.health.score).toBe(data.technical.structuredDataValid ? 100 : 95);
  });

  it("finds no title or description problem on the site's own pages", async () => {
    const data = await (await asOwner("/api/admin/seo")).json<any>();
    const problems = data.technical.pages.flatMap((p: { path: string; issues: string[] }) =>
      p.issues.filter((i) => /title|description/.test(i)).map((i) => `${p.path}: ${i}`),
    );
    expect(problems).toEqual([]);
  });

  it("gives identical answers for unchanged data (no random numbers)", async () => {
    await visit("/about");
    const strip = (d: any) => ({ ...d, generatedAt: undefined });
    const first = strip(await (await asOwner("/api/admin/seo")).json());
    const second = strip(await (await asOwner("/api/admin/seo")).json());
    expect(second).toEqual(first);
  });

  it("does not count the owner's admin pages as traffic", async () => {
    const res = await request("/api/analytics", {
      method: "POST",
      headers: { "Content-Type": "application/json", "User-Agent": BROWSER_UA },
      body: JSON.stringify({ name: "page_view", path: "/admin" }),
    });
    expect(res.status).toBe(202);
    const data = await (await asOwner("/api/admin/seo")).json<any>();
    expect(data.traffic.totals.pageViews).toBe(0);
  });
});

describe("external SEO sources, through stand-ins", () => {
  let restore: (() => void) | undefined;
  afterEach(() => restore?.());

  it("turns Search Console rows into positions, volumes and difficulty by the old site's formulas", async () => {
    const calls: string[] = [];
    restore = replaceExternalFetch(async (url, init) => {
      calls.push(url);
      expect(JSON.parse(String(init?.body))).toMatchObject({
        dimensions: ["query", "page"],
        rowLimit: 100,
      });
      return Response.json({
        rows: [
          {
            keys: ["frame shop houston", "https://x/a"],
            clicks: 8,
            impressions: 100,
            ctr: 0.08,
            position: 4,
          },
          {
            keys: ["frame shop houston", "https://x/b"],
            clicks: 1,
            impressions: 50,
            ctr: 0.02,
            position: 9,
          },
          {
            keys: ["custom picture framing houston", "https://x/"],
            clicks: 0,
            impressions: 40,
            ctr: 0,
            position: 23,
          },
        ],
      });
    });
    const report = await keywordReport(
      { SEARCH_CONSOLE_ACCESS_TOKEN: "t", SEARCH_CONSOLE_SITE_URL: "sc-domain:example.com" },
      new Date("2026-11-23T12:00:00Z"),
    );
    expect(calls).toHaveLength(1);
    expect(report.connected).toBe(true);
    const shop = report.rows.find((r) => r.keyword === "frame shop houston")!;
    // Position 4 expects CTR 0.08; actual 0.08 → 100 - 50 x 1 = 50. Volume = 100 x 10.
    expect(shop).toMatchObject({
      position: 4,
      searchVolume: 1000,
      difficulty: 50,
      url: "https://x/a",
      lastChecked: "2026-11-20",
    });
    const custom = report.rows.find((r) => r.keyword === "custom picture framing houston")!;
    expect(custom).toMatchObject({ position: 23, searchVolume: 400, difficulty: 100 });
    expect(
      report.rows.find((r) => r.keyword === "picture framing houston heights")!.position,
    ).toBeNull();
  });

  it("signs in to Search Console with a service account and reuses the token", async () => {
    forgetGoogleToken();
    const { publicKey, privateKey } = await generateKeyPair("RS256", { extractable: true });
    const pem = await exportPKCS8(privateKey);
    const calls: string[] = [];
    restore = replaceExternalFetch(async (url, init) => {
      calls.push(url);
      if (url === GOOGLE_TOKEN_URL) {
        const form = new URLSearchParams(String(init?.body));
        expect(form.get("grant_type")).toBe("urn:ietf:params:oauth:grant-type:jwt-bearer");
        const { payload } = await jwtVerify(form.get("assertion")!, publicKey, {
          issuer: "seo@example.iam.gserviceaccount.com",
          audience: GOOGLE_TOKEN_URL,
        });
        expect(payload.scope).toBe(SEARCH_CONSOLE_SCOPE);
        return Response.json({ access_token: "token-from-google", expires_in: 3600 });
      }
      expect(new Headers(init?.headers).get("Authorization")).toBe("Bearer token-from-google");
      return Response.json({ rows: [] });
    });
    const env = {
      SEARCH_CONSOLE_SITE_URL: "sc-domain:example.com",
      SEARCH_CONSOLE_CLIENT_EMAIL: "seo@example.iam.gserviceaccount.com",
      // As `wrangler secret put` often stores it: newlines escaped.
      SEARCH_CONSOLE_PRIVATE_KEY: pem.replace(/\n/g, "\\n"),
    };
    // A failed check inside the stand-in would surface as `error` (the report never throws).
    for (let i = 0; i < 2; i++) {
      const report = await keywordReport(env);
      expect(report.connected).toBe(true);
      expect(report).not.toHaveProperty("error");
    }
    expect(calls.filter((u) => u === GOOGLE_TOKEN_URL)).toHaveLength(1);
    expect(calls.filter((u) => u.includes("searchAnalytics"))).toHaveLength(2);
  });
});
