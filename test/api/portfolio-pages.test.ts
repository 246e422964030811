// What visitors get of the portfolio, against real local R2 and D1: the image route and the
// server-rendered /portfolio page.
import { env } from "cloudflare:workers";
import { beforeEach, describe, expect, it } from "vitest";
import { contentChanged } from "~worker/services/edge-cache";
import { IMAGES } from "./fixtures/images";
import { asOwner, request, resetTables } from "./helpers";
import { clearBucket, encoded, uploadOk, uploadPublished } from "./portfolio-helpers";

beforeEach(async () => {
  await resetTables("portfolio_images");
  await clearBucket();
  await contentChanged(env);
});

const page = async (path = "/portfolio") => {
  const res = await request(path);
  expect(res.status).toBe(200);
  return res.text();
};

describe("GET /images/portfolio/*", { timeout: 30_000 }, () => {
  it("serves a published work's copy with its type, ETag, a year's immutable cache and nosniff; 304 when unchanged", async () => {
    const item = await uploadPublished("served.png");
    const stored = await env.IMAGES.head(item.smallUrl.replace("/images/", ""));
    const res = await request(item.smallUrl);
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toBe("image/webp");
    expect(res.headers.get("Cache-Control")).toBe("public, max-age=31536000, immutable");
    expect(res.headers.get("X-Content-Type-Options")).toBe("nosniff");
    expect(res.headers.get("Content-Length")).toBe(String(stored?.size));
    const etag = res.headers.get("ETag");
    expect(etag).toMatch(/^"[0-9a-f]+"$/);
    await res.arrayBuffer();

    const again = await request(item.smallUrl, { headers: { "If-None-Match": etag! } });
    expect(again.status).toBe(304);
    expect(again.headers.get("ETag")).toBe(etag);
    expect(await again.text()).toBe("");

    const head = await request(item.largeUrl, { method: "HEAD" });
    expect(head.status).toBe(200);
    expect(head.headers.get("Content-Type")).toBe("image/webp");
    expect(await head.text()).toBe("");
  });

  it("keeps the original from visitors and serves it, uncached, to the owner", async () => {
    const item = await uploadPublished("camera-original.jpg", IMAGES.jpeg);
    const path = `/images/${item.fileName}`;
    expect((await request(path)).status).toBe(404);
    const owner = await asOwner(path);
    expect(owner.status).toBe(200);
    expect(owner.headers.get("Content-Type")).toBe("image/jpeg");
    expect(owner.headers.get("Cache-Control")).toBe("private, no-store");
    expect(new Uint8Array(await owner.arrayBuffer())).toEqual(IMAGES.jpeg);
  });

  it("serves nothing for an object no work owns", async () => {
    await env.IMAGES.put("portfolio/stray-00000000.small.webp", IMAGES.webp);
    expect((await request("/images/portfolio/stray-00000000.small.webp")).status).toBe(404);
  });

  it.each([
    "/images/portfolio/missing-00000000.small.webp",
    "/images/portfolio/..%2F..%2Fwrangler.toml",
    "/images/portfolio/%E0%A4%A",
    "/images/portfolio/",
  ])("answers 404 for %s", async (path) => {
    const res = await request(path);
    expect(res.status).toBe(404);
    expect(res.headers.get("X-Content-Type-Options")).toBe("nosniff");
    await res.text();
  });
});

describe("/portfolio", { timeout: 30_000 }, () => {
  const galleryJsonLd = (html: string) =>
    [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)]
      .map((m) => JSON.parse(m[1]!))
      .find((block) => block["@type"] === "ImageGallery");

  it("shows the old site's six sample works while nothing is published", async () => {
    await uploadOk("not-yet.png");
    const html = await page();
    expect(html).toContain("Our Portfolio");
    for (const title of [
      "Custom Art Framing",
      "Photography Display",
      "Sports Memorabilia",
      "Commercial Installation",
      "Vintage Poster Restoration",
      "Family Heirloom Preservation",
    ]) {
      expect(html).toContain(title);
    }
    expect(html).not.toContain("Not Yet");
    expect(html).toContain("Showing <!-- -->6<!-- --> of <!-- -->6<!-- --> projects");
    expect(galleryJsonLd(html).associatedMedia).toHaveLength(6);
  });

  it("server-renders the published works instead, with the small copies in the grid and the gallery JSON-LD", async () => {
    const photo = await uploadPublished("bayou-photo.png");
    const lobby = await uploadPublished("lobby-commercial.jpg", IMAGES.jpeg);
    const html = await page();
    expect(html).not.toContain("Custom Art Framing");
    expect(html).toContain("Bayou Photo");
    expect(html).toContain("Lobby Commercial");
    expect(html).toContain("Showing <!-- -->2<!-- --> of <!-- -->2<!-- --> projects");
    expect(html).toContain(`src="${photo.smallUrl}"`);
    expect(html).toContain(`srcSet="${photo.smallUrl} 40w, ${photo.largeUrl} 40w"`);
    expect(html).not.toContain(`/images/${photo.fileName}`);

    const gallery = galleryJsonLd(html);
    expect(gallery.associatedMedia.map((m: { name: string }) => m.name)).toEqual([
      "Lobby Commercial",
      "Bayou Photo",
    ]);
    expect(gallery.associatedMedia[0]).toMatchObject({
      contentUrl: `${env.SITE_URL}${lobby.largeUrl}`,
      thumbnailUrl: `${env.SITE_URL}${lobby.smallUrl}`,
    });
    // The first work of the grid is the share image.
    expect(html).toContain(
      `<meta property="og:image" content="${env.SITE_URL}${lobby.largeUrl}"/>`,
    );
  });

  it("filters by ?category= on the server, so it works without JavaScript", async () => {
    await uploadPublished("bayou-photo.png");
    await uploadPublished("lobby-commercial.jpg", IMAGES.jpeg);
    const html = await page("/portfolio?category=commercial");
    const grid = html.slice(
      html.indexOf("projects</p>"),
      html.indexOf("</section>", html.indexOf("projects</p>")),
    );
    expect(grid).toContain("Lobby Commercial");
    expect(grid).not.toContain("Bayou Photo");
    expect(html).toContain("Showing <!-- -->1<!-- --> of <!-- -->2<!-- --> projects");
    expect(
      html.match(/<a [^>]*href="\/portfolio\?category=commercial(?:#[\w-]+)?"[^>]*>/)?.[0],
    ).toContain('aria-current="page"');
    expect(html).toContain(`<link rel="canonical" href="${env.SITE_URL}/portfolio"/>`);
    expect(await page("/portfolio?category=sculpture")).toContain(
      "Showing <!-- -->2<!-- --> of <!-- -->2<!-- --> projects",
    );
  });

  it("shows a published work at once and the samples again after the last delete", async () => {
    await page();
    const item = await uploadPublished("fresh-piece.png");
    expect(await page()).toContain("Fresh Piece");
    await asOwner(`/api/uploads/images/${encoded(item.fileName)}`, { method: "DELETE" });
    expect(await page()).toContain("Custom Art Framing");
  });

  it("says honestly that the portfolio can't be shown when the database fails, uncached, never the samples", async () => {
    await uploadPublished("hidden-by-failure.png");
    await env.DB.prepare("ALTER TABLE portfolio_images RENAME TO portfolio_images_away").run();
    try {
      await contentChanged(env);
      for (const path of ["/portfolio", "/portfolio?category=commercial"]) {
        const res = await request(path);
        expect(res.status).toBe(503);
        const html = await res.text();
        expect(html).toContain("The portfolio can&#x27;t be shown right now");
        expect(html).not.toContain("Custom Art Framing");
        expect(html).not.toContain("Hidden By Failure");
        expect(html).not.toContain("Showing ");
        expect(res.headers.get("Cache-Control")).toBe("no-store");
        expect(res.headers.get("Cache-Status")).toBeNull();
      }

      const home = await request("/");
      expect(home.status).toBe(200);
      const html = await home.text();
      expect(html).toContain("The portfolio can&#x27;t be shown right now");
      expect(html).not.toContain("Custom Art Framing");
      expect(html).not.toContain("sample-");
      expect(home.headers.get("Cache-Control")).toBe("no-store");
      expect(home.headers.get("Cache-Status")).toBeNull();
    } finally {
      await env.DB.prepare("ALTER TABLE portfolio_images_away RENAME TO portfolio_images").run();
    }
    await contentChanged(env);
    expect(await page()).toContain("Hidden By Failure");
  });
});
