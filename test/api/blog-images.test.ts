// Blog images: uploaded through the portfolio's pipeline, served from /images/blog/ on our origin,
// used in a post's body and as its cover on the card, the page and the share preview.
import { env } from "cloudflare:workers";
import { beforeEach, describe, expect, it } from "vitest";
import type { BlogImage } from "~/lib/blog-images";
import { create, jsonLdBlocks, page, storedRow, update, validPost } from "./blog-fixtures";
import { IMAGES } from "./fixtures/images";
import { asOwner, request, resetTables } from "./helpers";
import {
  carriesMetadata,
  clearBucket,
  imageInfo,
  keyOf,
  picture,
  storedBytes,
  storedKeys,
  upload,
  uploadForm,
} from "./portfolio-helpers";

const BLOG_UPLOAD = "/api/uploads/blog-images";

beforeEach(async () => {
  await resetTables("blog_posts");
  await clearBucket();
});

async function uploadBlogImage(name: string, bytes = IMAGES.png): Promise<BlogImage> {
  const res = await upload(uploadForm(name, bytes), {}, BLOG_UPLOAD);
  expect(res.status, await res.clone().text()).toBe(201);
  return res.json<BlogImage>();
}

describe("POST /api/uploads/blog-images", { timeout: 30_000 }, () => {
  it("keeps two WebP copies of the right sizes under blog/, no original, no metadata", async () => {
    const image = await uploadBlogImage(
      "Gallery Wall.jpg",
      await picture(3000, 2000, "image/jpeg"),
    );
    expect(image.key).toMatch(/^blog\/gallery-wall-[0-9a-f]{8}\.large\.webp$/);
    expect(image).toMatchObject({
      url: `/images/${image.key}`,
      smallUrl: `/images/${image.key.replace(".large.", ".small.")}`,
      width: 2000,
      height: 1333,
    });
    expect(await storedKeys()).toEqual([keyOf(image.url), keyOf(image.smallUrl)].sort());
    expect(await imageInfo(await storedBytes(keyOf(image.smallUrl)))).toEqual({
      format: "image/webp",
      width: 1200,
      height: 800,
    });

    const camera = await uploadBlogImage("IMG_0001.jpg", IMAGES.camera);
    for (const url of [camera.url, camera.smallUrl]) {
      const bytes = await storedBytes(keyOf(url));
      expect(carriesMetadata(bytes)).toBe(false);
      expect(await imageInfo(bytes)).toMatchObject({ width: 48, height: 64 });
    }
  });

  it("serves the copies publicly from our origin, cached for a year", async () => {
    const image = await uploadBlogImage("studio.png");
    for (const url of [image.url, image.smallUrl]) {
      const res = await request(url);
      expect(res.status).toBe(200);
      expect(res.headers.get("Content-Type")).toBe("image/webp");
      expect(res.headers.get("Cache-Control")).toBe("public, max-age=31536000, immutable");
      expect(res.headers.get("X-Content-Type-Options")).toBe("nosniff");
      await res.arrayBuffer();
    }
    for (const path of ["/images/blog/missing-00000000.large.webp", "/images/blog/..%2Fx"]) {
      const res = await request(path);
      expect(res.status).toBe(404);
      await res.text();
    }
  });

  it("uses the copies already stored when the same picture comes again", async () => {
    const first = await uploadBlogImage("studio.png");
    const again = await uploadBlogImage("studio.png");
    expect(again).toEqual(first);
    expect(await storedKeys()).toHaveLength(2);
  });

  it("refuses what is not an image (400), a wrong body (415), a visitor (401)", async () => {
    const svg = await upload(uploadForm("x.png", "<svg/>"), {}, BLOG_UPLOAD);
    expect(svg.status).toBe(400);
    expect((await svg.json<{ error: string }>()).error).toMatch(/x\.png: this is not/);
    const text = await asOwner(BLOG_UPLOAD, {
      method: "POST",
      body: "image",
      headers: { "Content-Type": "text/plain" },
    });
    expect(text.status).toBe(415);
    const visitor = await request(BLOG_UPLOAD, {
      method: "POST",
      body: uploadForm("a.png", IMAGES.png),
    });
    expect(visitor.status).toBe(401);
    expect(await storedKeys()).toEqual([]);
  });
});

describe("a post's images", { timeout: 30_000 }, () => {
  it("keeps an uploaded image in the body, and the CSP allows it", async () => {
    const image = await uploadBlogImage("mat-samples.png");
    const post = await create(
      validPost({
        status: "published",
        content: `Our mats.\n\n![Four mat samples](${image.smallUrl})\n\n![Hotlinked](https://example.com/x.jpg)`,
      }),
    );
    expect(post.contentHtml).toContain(`<img src="${image.smallUrl}" alt="Four mat samples"`);
    expect(post.contentHtml).not.toContain("example.com");
    const { res, html } = await page(`/blog/${post.slug}`);
    expect(html).toContain(`src="${image.smallUrl}"`);
    expect(res.headers.get("Content-Security-Policy")).toContain("img-src 'self'");
  });

  it("shows the cover on the card, the page and the share preview", async () => {
    const image = await uploadBlogImage("walnut-frame.png", await picture(1600, 1200, "image/png"));
    const post = await create(
      validPost({
        status: "published",
        coverImage: image.key,
        coverAlt: "A walnut frame on a white wall",
      }),
    );
    expect(post).toMatchObject({
      coverImage: image.key,
      coverAlt: "A walnut frame on a white wall",
    });

    const list = await page("/blog");
    const card = list.html.slice(list.html.indexOf(`href="/blog/${post.slug}"`) - 2000);
    expect(list.html).toContain(`src="${image.smallUrl}"`);
    expect(card).toMatch(new RegExp(`<img src="${image.smallUrl}"[^>]*alt=""`));

    const { html } = await page(`/blog/${post.slug}`);
    expect(html).toMatch(
      new RegExp(
        `<img src="${image.smallUrl}" srcSet="${image.smallUrl} 800w, ${image.url} 2000w"[^>]*alt="A walnut frame on a white wall"`,
      ),
    );
    expect(html).toContain(`<meta property="og:image" content="${env.SITE_URL}${image.url}"/>`);
    expect(html).toContain(
      '<meta property="og:image:alt" content="A walnut frame on a white wall"/>',
    );
    expect(html).toContain(`<meta name="twitter:image" content="${env.SITE_URL}${image.url}"/>`);
    const posting = jsonLdBlocks(html).find((b) => b["@type"] === "BlogPosting");
    expect(posting?.image).toBe(`${env.SITE_URL}${image.url}`);

    // Without a cover: the shop's default share image, and no cover on the page.
    const res = await update(post.id, { coverImage: null });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ coverImage: null, coverAlt: null });
    const plain = await page(`/blog/${post.slug}`);
    expect(plain.html).not.toContain(image.smallUrl);
    expect(plain.html).toContain(
      `<meta property="og:image" content="${env.SITE_URL}/images/og-default.jpg"/>`,
    );
  });

  it.each([
    [{ coverImage: "https://example.com/cover.jpg", coverAlt: "X" }, "coverImage"],
    [{ coverImage: "/images/og-default.jpg", coverAlt: "X" }, "coverImage"],
    [{ coverImage: "blog/never-uploaded-00000000.large.webp", coverAlt: "X" }, "coverImage"],
    [{ coverImage: "portfolio/a-00000000.large.webp", coverAlt: "X" }, "coverImage"],
    [{ coverImage: 42 }, "coverImage"],
    [{ coverAlt: "Line\nbreak" }, "coverAlt"],
  ])("refuses the cover %j with 400 and stores nothing", async (cover, path) => {
    const res = await asOwner("/api/blog/posts", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(validPost(cover)),
    });
    expect(res.status).toBe(400);
    const body = await res.json<{ issues: Array<{ path: string }> }>();
    expect(body.issues.map((i) => i.path)).toContain(path);
  });

  it("needs a description with a cover, on create and on update", async () => {
    const image = await uploadBlogImage("cover.png");
    const res = await asOwner("/api/blog/posts", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(validPost({ coverImage: image.key })),
    });
    expect(res.status).toBe(400);
    expect((await res.json<{ issues: Array<{ path: string }> }>()).issues).toEqual([
      expect.objectContaining({ path: "coverAlt" }),
    ]);

    const post = await create(validPost());
    const noAlt = await update(post.id, { coverImage: image.key });
    expect(noAlt.status).toBe(400);
    expect((await storedRow(post.id))?.cover_image).toBeNull();
    const withAlt = await update(post.id, { coverImage: image.key, coverAlt: "A cover" });
    expect(withAlt.status).toBe(200);
    expect((await storedRow(post.id))?.cover_image).toBe(image.key);
  });
});
