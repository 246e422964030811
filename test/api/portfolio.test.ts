// The portfolio API, the image route and /portfolio against real local R2 and D1.
import { env } from "cloudflare:workers";
import { beforeEach, describe, expect, it } from "vitest";
import { MAX_IMAGE_BYTES, MAX_UPLOAD_REQUEST_BYTES, type PortfolioItem } from "~/lib/portfolio";
import { contentChanged } from "~worker/services/edge-cache";
import { IMAGES } from "./fixtures/images";
import { asOwner, countRows, json, ORIGIN, request, resetTables } from "./helpers";

type Part = Uint8Array<ArrayBuffer> | string | null;

/** The multipart body the admin page sends: the original and its two web-sized copies. */
function uploadForm(
  name: string,
  image: Part,
  variants: { small?: Part; large?: Part } = {},
): FormData {
  const form = new FormData();
  const file = (bytes: Uint8Array<ArrayBuffer> | string, fileName: string) =>
    new File([bytes], fileName, { type: "image/webp" });
  if (image !== null) form.set("image", file(image, name));
  const small = variants.small === undefined ? IMAGES.smallVariant : variants.small;
  const large = variants.large === undefined ? IMAGES.largeVariant : variants.large;
  if (small !== null) form.set("small", file(small, "small.webp"));
  if (large !== null) form.set("large", file(large, "large.webp"));
  return form;
}

const upload = (body: BodyInit, headers: HeadersInit = {}) =>
  asOwner("/api/uploads/upload", { method: "POST", body, headers });

async function uploadOk(
  name: string,
  image: Uint8Array<ArrayBuffer> = IMAGES.png,
): Promise<PortfolioItem> {
  const res = await upload(uploadForm(name, image));
  expect(res.status, await res.clone().text()).toBe(201);
  return res.json<PortfolioItem>();
}

async function storedKeys(): Promise<string[]> {
  const listed = await env.IMAGES.list({ include: ["httpMetadata"] });
  return listed.objects.map((o) => o.key).sort();
}

async function clearBucket() {
  const keys = await storedKeys();
  if (keys.length) await env.IMAGES.delete(keys);
}

const list = async () => (await request("/api/uploads/images")).json<PortfolioItem[]>();
const encoded = (key: string) => encodeURIComponent(key);

beforeEach(async () => {
  await resetTables("portfolio_images");
  await clearBucket();
  // Emptied behind the API's back: tell the edge cache, as every real write does.
  await contentChanged(env);
});

describe("POST /api/uploads/upload", () => {
  it.each([
    { label: "JPEG", bytes: IMAGES.jpeg, ext: "jpg", type: "image/jpeg" },
    { label: "PNG", bytes: IMAGES.png, ext: "png", type: "image/png" },
    { label: "WebP", bytes: IMAGES.webp, ext: "webp", type: "image/webp" },
    { label: "AVIF", bytes: IMAGES.avif, ext: "avif", type: "image/avif" },
    { label: "GIF", bytes: IMAGES.gif, ext: "gif", type: "image/gif" },
  ])("stores a $label with its two web-sized copies and lists it", async ({ bytes, ext, type }) => {
    expect(await storedKeys()).toEqual([]);
    const item = await uploadOk(`framed-piece.${ext}`, bytes);

    expect(item.fileName).toMatch(new RegExp(`^portfolio/framed-piece-[0-9a-f]{8}\\.${ext}$`));
    const stem = item.fileName.slice(0, -ext.length - 1);
    expect(await storedKeys()).toEqual(
      [`${stem}.${ext}`, `${stem}.large.webp`, `${stem}.small.webp`].sort(),
    );
    const original = await env.IMAGES.head(item.fileName);
    expect(original?.httpMetadata?.contentType).toBe(type);
    expect(new Uint8Array(await (await env.IMAGES.get(item.fileName))!.arrayBuffer())).toEqual(
      bytes,
    );
    expect((await env.IMAGES.head(`${stem}.small.webp`))?.httpMetadata?.contentType).toBe(
      "image/webp",
    );

    // Visitors get the copies, never the original.
    expect(item.url).toBe(`/images/${stem}.large.webp`);
    expect(item.smallUrl).toBe(`/images/${stem}.small.webp`);
    expect(item.largeUrl).toBe(item.url);
    expect(item).toMatchObject({ width: 40, height: 30 });

    const listed = await list();
    expect(listed).toHaveLength(1);
    expect(listed[0]).toMatchObject({ fileName: item.fileName, url: item.url });
    expect(await countRows("portfolio_images")).toBe(1);
  });

  it("starts with spec.md's details from the file name; a later category keyword wins", async () => {
    const item = await uploadOk("Heights_photo-wall commercial.png");
    expect(item).toMatchObject({
      title: "Heights Photo Wall Commercial",
      description: "Custom framing work",
      category: "commercial",
      alt: "Portfolio item: Heights_photo-wall commercial",
    });
    expect((await uploadOk("Grandpa-memorial-photo.png", IMAGES.jpeg)).category).toBe(
      "memorabilia",
    );
    expect((await uploadOk("sunset_photo.png", IMAGES.gif)).category).toBe("photography");
    expect((await uploadOk("abstract.png", IMAGES.webp)).category).toBe("artwork");
  });

  it("stores a PNG renamed .jpg as a PNG", async () => {
    const item = await uploadOk("disguised.jpg", IMAGES.png);
    expect(item.fileName).toMatch(/^portfolio\/disguised-[0-9a-f]{8}\.png$/);
    expect((await env.IMAGES.head(item.fileName))?.httpMetadata?.contentType).toBe("image/png");
    // The owner's name is kept for the title.
    expect(item.title).toBe("Disguised");
  });

  it("makes a path-traversal or control-character name safe instead of following it", async () => {
    const traversal = await uploadOk("../../etc/passwd");
    expect(traversal.fileName).toMatch(/^portfolio\/passwd-[0-9a-f]{8}\.png$/);
    const windows = await uploadOk("..\\..\\Windows\\win.ini", IMAGES.jpeg);
    expect(windows.fileName).toMatch(/^portfolio\/win-[0-9a-f]{8}\.jpg$/);
    const control = await uploadOk("bad\u0001na\u001fme\u007f\t.png", IMAGES.gif);
    expect(control.fileName).toMatch(/^portfolio\/badname-[0-9a-f]{8}\.gif$/);
    const accents = await uploadOk("Café Wall (1).png", IMAGES.webp);
    expect(accents.fileName).toMatch(/^portfolio\/cafe-wall-1-[0-9a-f]{8}\.webp$/);
    for (const key of await storedKeys())
      expect(key).toMatch(/^portfolio\/[a-z0-9-]+\.(small\.|large\.)?[a-z]+$/);
  });

  it("gives the same file uploaded again a suffix and never overwrites the first", async () => {
    const first = await uploadOk("wedding.png");
    const before = await env.IMAGES.head(first.fileName);
    const second = await uploadOk("wedding.png");
    expect(second.fileName).toBe(first.fileName.replace(/\.png$/, "-2.png"));
    expect((await env.IMAGES.head(first.fileName))?.etag).toBe(before?.etag);
    expect(await storedKeys()).toHaveLength(6);
    expect((await list()).map((i) => i.fileName).sort()).toEqual(
      [first.fileName, second.fileName].sort(),
    );
  });

  describe("refuses, and stores nothing in R2 or D1", () => {
    async function expectRefused(res: Response, status: number, message: RegExp) {
      expect(res.status).toBe(status);
      const body = await res.json<{ error: string; issues?: unknown[] }>();
      expect(body.error).toMatch(message);
      expect(await storedKeys()).toEqual([]);
      expect(await countRows("portfolio_images")).toBe(0);
    }

    it("an SVG, even named .png", async () => {
      const svg = `<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>`;
      await expectRefused(
        await upload(uploadForm("logo.svg", svg)),
        400,
        /not a JPEG, PNG, WebP, AVIF or GIF image.*SVG/,
      );
      await expectRefused(
        await upload(uploadForm("logo.png", svg)),
        400,
        /logo\.png: this is not a JPEG/,
      );
    });

    it("an HTML file named .png", async () => {
      await expectRefused(
        await upload(uploadForm("page.png", "<!doctype html><h1>hi</h1>")),
        400,
        /page\.png: this is not/,
      );
    });

    it("a zero-byte file", async () => {
      await expectRefused(
        await upload(uploadForm("empty.jpg", new Uint8Array())),
        400,
        /empty\.jpg: the file is empty/,
      );
    });

    it("a truncated JPEG header", async () => {
      await expectRefused(
        await upload(uploadForm("cut.jpg", IMAGES.jpeg.slice(0, 24))),
        400,
        /cut\.jpg: the image data is incomplete or damaged/,
      );
    });

    it("a 16 MB file with 413", async () => {
      const big = new Uint8Array(16 * 1024 * 1024);
      big.set(IMAGES.png.subarray(0, 64));
      expect(big.byteLength).toBeGreaterThan(MAX_IMAGE_BYTES);
      await expectRefused(
        await upload(uploadForm("huge.png", big)),
        413,
        /too large: 16 MB \(limit 15 MB\)/,
      );
    });

    it("a body over the limit with 413, whatever Content-Length says", async () => {
      const declared = await upload(uploadForm("small.png", IMAGES.png), {
        "Content-Length": String(MAX_UPLOAD_REQUEST_BYTES + 1),
      });
      await expectRefused(declared, 413, /too large/);

      // No Content-Length at all: the body is counted as it streams.
      const chunk = new Uint8Array(1024 * 1024);
      let sent = 0;
      const stream = new ReadableStream<Uint8Array>({
        pull(controller) {
          if (sent > MAX_UPLOAD_REQUEST_BYTES) return controller.close();
          sent += chunk.byteLength;
          controller.enqueue(chunk);
        },
      });
      await expectRefused(
        await upload(stream, { "Content-Type": "multipart/form-data; boundary=x" }),
        413,
        /too large/,
      );
    });

    it("an upload without its web-sized copies, or with copies that are not small images", async () => {
      await expectRefused(
        await upload(uploadForm("a.png", IMAGES.png, { small: null })),
        400,
        /copy "small" is missing/,
      );
      await expectRefused(
        await upload(uploadForm("a.png", IMAGES.png, { large: null })),
        400,
        /copy "large" is missing/,
      );
      await expectRefused(
        await upload(uploadForm("a.png", IMAGES.png, { small: "<svg/>" })),
        400,
        /small\.webp: this is not/,
      );
      await expectRefused(
        await upload(uploadForm("a.png", IMAGES.png, { small: IMAGES.oversizedSmallVariant })),
        400,
        /small copy is 2000×1000 px; at most 800 px on the shorter side and 1600 px on the longer/,
      );
    });

    it("a request without an image or not in multipart form", async () => {
      await expectRefused(await upload(uploadForm("x.png", null)), 400, /Choose an image file/);
      await expectRefused(
        await asOwner("/api/uploads/upload", json({ image: "x" })),
        400,
        /multipart\/form-data/,
      );
    });

    it("a visitor (401) or another origin (403)", async () => {
      await expectRefused(
        await request("/api/uploads/upload", {
          method: "POST",
          body: uploadForm("a.png", IMAGES.png),
        }),
        401,
        /.+/,
      );
      const crossSite = await asOwner("/api/uploads/upload", {
        method: "POST",
        body: uploadForm("a.png", IMAGES.png),
        headers: { Origin: "https://evil.example" },
      });
      await expectRefused(crossSite, 403, /admin pages/);
    });
  });
});

describe("GET /api/uploads/images", () => {
  it("is public, spec.md's [{ fileName, url }] shape, newest first", async () => {
    expect(await list()).toEqual([]);
    const a = await uploadOk("first.png");
    const b = await uploadOk("second.png", IMAGES.jpeg);
    const res = await request("/api/uploads/images");
    expect(res.status).toBe(200);
    const items = await res.json<PortfolioItem[]>();
    expect(items.map(({ fileName, url }) => ({ fileName, url }))).toEqual([
      { fileName: b.fileName, url: b.url },
      { fileName: a.fileName, url: a.url },
    ]);
  });
});

describe("PATCH /api/uploads/images/:fileName", () => {
  it("changes the owner's details, shown to visitors at once", async () => {
    const item = await uploadOk("piece.png");
    await list(); // now in the edge cache
    const res = await asOwner(
      `/api/uploads/images/${encoded(item.fileName)}`,
      json({ title: "  Walnut Shadowbox ", category: "memorabilia" }, { method: "PATCH" }),
    );
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      fileName: item.fileName,
      title: "Walnut Shadowbox",
      category: "memorabilia",
      description: "Custom framing work",
    });
    expect((await list())[0]).toMatchObject({ title: "Walnut Shadowbox", category: "memorabilia" });

    const all = {
      title: "T",
      description: "D",
      category: "photography",
      alt: "A framed photograph",
    };
    const full = await asOwner(
      `/api/uploads/images/${encoded(item.fileName)}`,
      json(all, { method: "PATCH" }),
    );
    expect(await full.json()).toMatchObject(all);
  });

  it.each([
    [{ category: "sculpture" }, "category"],
    [{ title: "" }, "title"],
    [{ title: "x".repeat(101) }, "title"],
    [{ alt: "   " }, "alt"],
    [{ description: 42 }, "description"],
    [{ title: "Walnut\r\nShadowbox" }, "title"],
    [{ description: "Framed\u0000" }, "description"],
    [{ alt: "A\tphoto" }, "alt"],
    [{ featured: true }, ""],
    [{}, ""],
  ])("refuses %j with 400 and changes nothing", async (body, path) => {
    const item = await uploadOk("piece.png");
    const res = await asOwner(
      `/api/uploads/images/${encoded(item.fileName)}`,
      json(body, { method: "PATCH" }),
    );
    expect(res.status).toBe(400);
    const answer = await res.json<{
      error: string;
      issues: Array<{ path: string; message: string }>;
    }>();
    expect(answer.error).toBe("Please check the highlighted fields.");
    expect(answer.issues.map((i) => i.path)).toContain(path);
    expect((await list())[0]).toMatchObject({
      title: "Piece",
      category: "artwork",
      alt: "Portfolio item: piece",
    });
  });

  it("answers 404 for a missing image and 401 to a visitor", async () => {
    const missing = await asOwner(
      `/api/uploads/images/${encoded("portfolio/nothing-00000000.png")}`,
      json({ title: "X" }, { method: "PATCH" }),
    );
    expect(missing.status).toBe(404);
    const item = await uploadOk("piece.png");
    const visitor = await request(
      `/api/uploads/images/${encoded(item.fileName)}`,
      json({ title: "Hacked" }, { method: "PATCH" }),
    );
    expect(visitor.status).toBe(401);
    expect((await list())[0]?.title).toBe("Piece");
  });
});

describe("DELETE /api/uploads/images/:fileName", () => {
  it("removes the original, every copy and the details", async () => {
    const keep = await uploadOk("keep.png");
    const item = await uploadOk("remove-me.jpg", IMAGES.jpeg);
    expect(await storedKeys()).toHaveLength(6);
    const res = await asOwner(`/api/uploads/images/${encoded(item.fileName)}`, {
      method: "DELETE",
    });
    expect(res.status).toBe(200);
    expect(await storedKeys()).toEqual(
      (await storedKeys()).filter((k) => k.startsWith(keep.fileName.replace(/\.png$/, ""))),
    );
    expect(await storedKeys()).toHaveLength(3);
    expect((await list()).map((i) => i.fileName)).toEqual([keep.fileName]);
    // Gone: a second delete is 404, and so are its images.
    expect(
      (await asOwner(`/api/uploads/images/${encoded(item.fileName)}`, { method: "DELETE" })).status,
    ).toBe(404);
    expect((await request(item.smallUrl)).status).toBe(404);
  });

  it("accepts the key with a plain slash too", async () => {
    const item = await uploadOk("plain.png");
    expect(
      (await asOwner(`/api/uploads/images/${item.fileName}`, { method: "DELETE" })).status,
    ).toBe(200);
    expect(await storedKeys()).toEqual([]);
  });

  it("answers 404 for a missing image or a variant's key, and 401 to a visitor", async () => {
    expect(
      (
        await asOwner(`/api/uploads/images/${encoded("portfolio/nothing-00000000.png")}`, {
          method: "DELETE",
        })
      ).status,
    ).toBe(404);
    const item = await uploadOk("piece.png");
    const variantKey = item.smallUrl.replace("/images/", "");
    expect(
      (await asOwner(`/api/uploads/images/${encoded(variantKey)}`, { method: "DELETE" })).status,
    ).toBe(404);
    expect(
      (
        await request(`/api/uploads/images/${encoded(item.fileName)}`, {
          method: "DELETE",
          headers: { Origin: ORIGIN },
        })
      ).status,
    ).toBe(401);
    expect(await storedKeys()).toHaveLength(3);
    expect(await countRows("portfolio_images")).toBe(1);
  });
});

describe("GET /images/portfolio/*", () => {
  it("serves a copy with its type, ETag, a year's immutable cache and nosniff; 304 when unchanged", async () => {
    const item = await uploadOk("served.png");
    const res = await request(item.smallUrl);
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toBe("image/webp");
    expect(res.headers.get("Cache-Control")).toBe("public, max-age=31536000, immutable");
    expect(res.headers.get("X-Content-Type-Options")).toBe("nosniff");
    expect(res.headers.get("Content-Length")).toBe(String(IMAGES.smallVariant.byteLength));
    const etag = res.headers.get("ETag");
    expect(etag).toMatch(/^"[0-9a-f]+"$/);
    expect(new Uint8Array(await res.arrayBuffer())).toEqual(IMAGES.smallVariant);

    const again = await request(item.smallUrl, { headers: { "If-None-Match": etag! } });
    expect(again.status).toBe(304);
    expect(again.headers.get("ETag")).toBe(etag);
    expect(await again.text()).toBe("");
    const changed = await request(item.smallUrl, {
      headers: { "If-None-Match": '"something-else"' },
    });
    expect(changed.status).toBe(200);
    await changed.arrayBuffer();

    const head = await request(item.largeUrl, { method: "HEAD" });
    expect(head.status).toBe(200);
    expect(head.headers.get("Content-Type")).toBe("image/webp");
    expect(await head.text()).toBe("");
  });

  it("keeps the original from visitors and serves it, uncached, to the owner", async () => {
    const item = await uploadOk("camera-original.jpg", IMAGES.jpeg);
    const path = `/images/${item.fileName}`;
    expect((await request(path)).status).toBe(404);
    const owner = await asOwner(path);
    expect(owner.status).toBe(200);
    expect(owner.headers.get("Content-Type")).toBe("image/jpeg");
    expect(owner.headers.get("Cache-Control")).toBe("private, no-store");
    expect(new Uint8Array(await owner.arrayBuffer())).toEqual(IMAGES.jpeg);
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

describe("/portfolio", () => {
  const page = async (path = "/portfolio") => {
    const res = await request(path);
    expect(res.status).toBe(200);
    return res.text();
  };
  const galleryJsonLd = (html: string) =>
    [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)]
      .map((m) => JSON.parse(m[1]!))
      .find((block) => block["@type"] === "ImageGallery");

  it("shows spec.md's six sample works while nothing is uploaded", async () => {
    const html = await page();
    expect(html).toContain("<h1");
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
    expect(html).toContain("Showing <!-- -->6<!-- --> of <!-- -->6<!-- --> projects");
    expect(galleryJsonLd(html).associatedMedia).toHaveLength(6);
  });

  it("server-renders the uploads instead, with the small copies in the grid and the gallery JSON-LD", async () => {
    const photo = await uploadOk("bayou-photo.png");
    const lobby = await uploadOk("lobby-commercial.jpg", IMAGES.jpeg);
    const html = await page();
    expect(html).not.toContain("Custom Art Framing");
    expect(html).toContain("Bayou Photo");
    expect(html).toContain("Lobby Commercial");
    expect(html).toContain("Showing <!-- -->2<!-- --> of <!-- -->2<!-- --> projects");
    expect(html).toContain(`src="${photo.smallUrl}"`);
    expect(html).toContain(`srcSet="${photo.smallUrl} 40w, ${photo.largeUrl} 40w"`);
    // The original is never shown.
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
    // The newest work is the share image.
    expect(html).toContain(
      `<meta property="og:image" content="${env.SITE_URL}${lobby.largeUrl}"/>`,
    );
  });

  it("filters by ?category= on the server, so it works without JavaScript", async () => {
    await uploadOk("bayou-photo.png");
    await uploadOk("lobby-commercial.jpg", IMAGES.jpeg);
    const html = await page("/portfolio?category=commercial");
    const grid = html.slice(
      html.indexOf("projects</p>"),
      html.indexOf("</section>", html.indexOf("projects</p>")),
    );
    expect(grid).toContain("Lobby Commercial");
    expect(grid).not.toContain("Bayou Photo");
    expect(html).toContain("Showing <!-- -->1<!-- --> of <!-- -->2<!-- --> projects");
    expect(html).toMatch(/<a aria-current="page"[^>]*href="\/portfolio\?category=commercial"/);
    // One canonical address for every filter.
    expect(html).toContain(`<link rel="canonical" href="${env.SITE_URL}/portfolio"/>`);
    expect(await page("/portfolio?category=sculpture")).toContain(
      "Showing <!-- -->2<!-- --> of <!-- -->2<!-- --> projects",
    );
  });

  it("shows an upload at once and the samples again after the last delete", async () => {
    await page();
    const item = await uploadOk("fresh-piece.png");
    expect(await page()).toContain("Fresh Piece");
    await asOwner(`/api/uploads/images/${encoded(item.fileName)}`, { method: "DELETE" });
    expect(await page()).toContain("Custom Art Framing");
  });

  it("says honestly that the portfolio can't be shown when the database fails, uncached, never the samples", async () => {
    await uploadOk("hidden-by-failure.png");
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
        // The failure must not outlive the outage in any cache.
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
