// The portfolio after upload, against real local R2 and D1: hidden until published, the owner's
// details, order and featured works, deleting, the image route, /portfolio and the home page.
import { env } from "cloudflare:workers";
import { beforeEach, describe, expect, it } from "vitest";
import type { PortfolioItem } from "~/lib/portfolio";
import { contentChanged } from "~worker/services/edge-cache";
import { IMAGES } from "./fixtures/images";
import { asOwner, countRows, json, ORIGIN, request, resetTables } from "./helpers";
import {
  clearBucket,
  encoded,
  ownerList,
  patchImage,
  publicList,
  storedKeys,
  uploadOk,
  uploadPublished,
} from "./portfolio-helpers";

beforeEach(async () => {
  await resetTables("portfolio_images");
  await clearBucket();
  // Emptied behind the API's back: tell the edge cache, as every real write does.
  await contentChanged(env);
});

const page = async (path = "/portfolio") => {
  const res = await request(path);
  expect(res.status).toBe(200);
  return res.text();
};

const reorder = (order: string[]) =>
  asOwner("/api/uploads/order", json({ order }, { method: "PUT" }));

describe("a new upload is hidden until the owner publishes it", { timeout: 30_000 }, () => {
  it("is not listed, not on /portfolio, the home page or the sitemap, and its images are not served", async () => {
    const hidden = await uploadOk("IMG_4821.jpg", IMAGES.jpeg);
    expect(hidden.hidden).toBe(true);

    expect(await publicList()).toEqual([]);
    const portfolio = await page();
    expect(portfolio).not.toContain("IMG 4821");
    expect(portfolio).not.toContain(hidden.smallUrl);
    // Nothing published yet: visitors see the sample works.
    expect(portfolio).toContain("Custom Art Framing");
    const home = await page("/");
    expect(home).not.toContain("IMG 4821");
    expect(home).not.toContain(hidden.smallUrl);
    expect(await (await request("/sitemap.xml")).text()).not.toContain("img-4821");
    for (const url of [hidden.smallUrl, hidden.largeUrl, `/images/${hidden.fileName}`]) {
      const res = await request(url);
      expect(res.status, url).toBe(404);
      expect(res.headers.get("Cache-Control")).toBe("no-store");
      await res.text();
    }

    // The owner sees it, and its copies, never kept by a shared cache.
    expect((await ownerList()).map((i) => i.fileName)).toEqual([hidden.fileName]);
    const own = await asOwner(hidden.smallUrl);
    expect(own.status).toBe(200);
    expect(own.headers.get("Cache-Control")).toBe("private, no-store");
    await own.arrayBuffer();
  });

  it("publishing needs a title and alt text the owner wrote, not the file name's", async () => {
    const item = await uploadOk("IMG_4821.jpg", IMAGES.jpeg);
    const placeholder = await patchImage(item.fileName, { hidden: false });
    expect(placeholder.status).toBe(400);
    const body = await placeholder.json<{ issues: Array<{ path: string; message: string }> }>();
    expect(body.issues).toEqual([
      { path: "alt", message: expect.stringMatching(/Describe what is in the picture/) },
    ]);
    const noTitle = await patchImage(item.fileName, {
      title: " ",
      alt: "A walnut frame",
      hidden: false,
    });
    expect(noTitle.status).toBe(400);
    expect((await ownerList())[0]).toMatchObject({ hidden: true, title: "IMG 4821" });
    expect(await publicList()).toEqual([]);
  });

  it("once published, with its details in the same step, visitors see it everywhere at once", async () => {
    const item = await uploadOk("IMG_4821.jpg", IMAGES.jpeg);
    await page(); // the samples, now in the edge cache
    const res = await patchImage(item.fileName, {
      title: "Walnut Shadowbox",
      description: "A christening gown in a deep walnut shadowbox.",
      category: "memorabilia",
      alt: "A white christening gown framed in a walnut shadowbox",
      hidden: false,
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ hidden: false, title: "Walnut Shadowbox" });

    expect((await publicList()).map((i) => i.title)).toEqual(["Walnut Shadowbox"]);
    const html = await page();
    expect(html).toContain("Walnut Shadowbox");
    expect(html).not.toContain("Custom Art Framing");
    expect(await page("/")).toContain(item.smallUrl);
    expect(await (await request("/sitemap.xml")).text()).toContain(item.largeUrl);
    const image = await request(item.smallUrl);
    expect(image.status).toBe(200);
    expect(image.headers.get("Cache-Control")).toBe("public, max-age=31536000, immutable");
    await image.arrayBuffer();

    // Hidden again: gone from every public place.
    expect((await patchImage(item.fileName, { hidden: true })).status).toBe(200);
    expect(await publicList()).toEqual([]);
    expect(await page()).not.toContain("Walnut Shadowbox");
    expect((await request(item.largeUrl)).status).toBe(404);
  });
});

describe("GET /api/uploads/images", { timeout: 30_000 }, () => {
  it("is public, the old site's [{ fileName, url }] shape, published works in the grid's order", async () => {
    expect(await publicList()).toEqual([]);
    const a = await uploadPublished("first.png");
    const b = await uploadPublished("second.png", IMAGES.jpeg);
    await uploadOk("still-hidden.png", IMAGES.gif);
    const res = await request("/api/uploads/images");
    expect(res.status).toBe(200);
    const items = await res.json<PortfolioItem[]>();
    expect(items.map(({ fileName, url }) => ({ fileName, url }))).toEqual([
      { fileName: b.fileName, url: b.url },
      { fileName: a.fileName, url: a.url },
    ]);
  });

  it("lists hidden works only for the owner (?status=all)", async () => {
    const hidden = await uploadOk("secret.png");
    const owner = await ownerList();
    expect(owner).toEqual([expect.objectContaining({ fileName: hidden.fileName, hidden: true })]);
    expect((await request("/api/uploads/images?status=all")).status).toBe(401);
    const bad = await request("/api/uploads/images?status=everything");
    expect(bad.status).toBe(400);
    expect((await bad.json<{ issues: Array<{ path: string }> }>()).issues[0]?.path).toBe("status");
  });
});

describe("PATCH /api/uploads/images/:fileName", { timeout: 30_000 }, () => {
  it("changes the owner's details, shown to visitors at once", async () => {
    const item = await uploadPublished("piece.png");
    await publicList(); // now in the edge cache
    const res = await patchImage(item.fileName, {
      title: "  Walnut Shadowbox ",
      category: "memorabilia",
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      fileName: item.fileName,
      title: "Walnut Shadowbox",
      category: "memorabilia",
      description: "Custom framing work",
    });
    expect((await publicList())[0]).toMatchObject({
      title: "Walnut Shadowbox",
      category: "memorabilia",
    });
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
    [{ featured: "yes" }, "featured"],
    [{ hidden: 0 }, "hidden"],
    [{ sortOrder: 3 }, ""],
    [{}, ""],
  ])("refuses %j with 400 and changes nothing", async (body, path) => {
    const item = await uploadOk("piece.png");
    const res = await patchImage(item.fileName, body);
    expect(res.status).toBe(400);
    const answer = await res.json<{
      error: string;
      issues: Array<{ path: string; message: string }>;
    }>();
    expect(answer.error).toBe("Please check the highlighted fields.");
    expect(answer.issues.map((i) => i.path)).toContain(path);
    expect((await ownerList())[0]).toMatchObject({
      title: "Piece",
      category: "artwork",
      alt: "Portfolio item: piece",
      hidden: true,
      featured: false,
    });
  });

  it("keeps a published work's alt text real", async () => {
    const item = await uploadPublished("piece.png");
    const res = await patchImage(item.fileName, { alt: "Portfolio item: piece" });
    expect(res.status).toBe(400);
    expect((await publicList())[0]?.alt).toBe("A framed picture: Piece");
  });

  it("answers 404 for a missing image and 401 to a visitor", async () => {
    expect((await patchImage("portfolio/nothing-00000000.png", { title: "X" })).status).toBe(404);
    const item = await uploadPublished("piece.png");
    const visitor = await request(
      `/api/uploads/images/${encoded(item.fileName)}`,
      json({ title: "Hacked" }, { method: "PATCH" }),
    );
    expect(visitor.status).toBe(401);
    expect((await publicList())[0]?.title).toBe("Piece");
  });
});

describe("featured works lead the home page", { timeout: 30_000 }, () => {
  const recentWork = (html: string) => {
    const start = html.indexOf("Recent work");
    return html.slice(start, html.indexOf("</section>", start));
  };

  it("shows the start of the grid while none is featured, then the featured ones first", async () => {
    const works: PortfolioItem[] = [];
    for (const name of ["one", "two", "three", "four", "five"])
      works.unshift(await uploadPublished(`${name}.png`, IMAGES.png, { title: `Work ${name}` }));
    const order = (section: string) =>
      ["one", "two", "three", "four", "five"]
        .map((n) => ({ n, at: section.indexOf(`Work ${n}<`) }))
        .filter((w) => w.at >= 0)
        .sort((a, b) => a.at - b.at)
        .map((w) => w.n);
    // Newest first: five, four, three, two, one. The home page shows the first four.
    expect(order(recentWork(await page("/")))).toEqual(["five", "four", "three", "two"]);

    for (const title of ["Work one", "Work three"]) {
      const work = works.find((w) => w.title === title)!;
      const res = await patchImage(work.fileName, { featured: true });
      expect(res.status).toBe(200);
      expect(await res.json()).toMatchObject({ featured: true });
    }
    // Featured first in the grid's order, then the rest of the grid.
    expect(order(recentWork(await page("/")))).toEqual(["three", "one", "five", "four"]);
    // The portfolio page still shows every published work.
    expect(await page()).toContain("Showing <!-- -->5<!-- --> of <!-- -->5<!-- --> projects");
  });

  it("never shows a featured work while it is hidden", async () => {
    const item = await uploadOk("featured-but-hidden.png");
    expect((await patchImage(item.fileName, { featured: true })).status).toBe(200);
    const html = await page("/");
    expect(html).not.toContain(item.smallUrl);
    expect(html).toContain("sample-");
  });
});

describe("PUT /api/uploads/order", { timeout: 30_000 }, () => {
  it("puts the works in the owner's order, for visitors at once", async () => {
    const a = await uploadPublished("a.png");
    const b = await uploadPublished("b.png", IMAGES.jpeg);
    const c = await uploadPublished("c.png", IMAGES.gif);
    expect((await publicList()).map((i) => i.fileName)).toEqual([c, b, a].map((i) => i.fileName));
    await page();

    const res = await reorder([a.fileName, c.fileName, b.fileName]);
    expect(res.status).toBe(200);
    expect((await res.json<PortfolioItem[]>()).map((i) => i.fileName)).toEqual(
      [a, c, b].map((i) => i.fileName),
    );
    expect((await publicList()).map((i) => i.fileName)).toEqual([a, c, b].map((i) => i.fileName));
    const html = await page();
    const positions = [a, c, b].map((i) => html.indexOf(`src="${i.smallUrl}"`));
    expect(positions.every((p) => p > 0)).toBe(true);
    expect([...positions].sort((x, y) => x - y)).toEqual(positions);
  });

  it("reorders the published works around a hidden one, which keeps its place", async () => {
    const a = await uploadPublished("a.png");
    const hidden = await uploadOk("hidden.png", IMAGES.webp);
    const b = await uploadPublished("b.png", IMAGES.jpeg);
    // Grid: b, hidden, a. Swap the published two.
    expect((await reorder([a.fileName, b.fileName])).status).toBe(200);
    expect((await ownerList()).map((i) => i.fileName)).toEqual(
      [a, hidden, b].map((i) => i.fileName),
    );
    // A new upload still goes first.
    const fresh = await uploadOk("fresh.png", IMAGES.avif);
    expect((await ownerList())[0]?.fileName).toBe(fresh.fileName);
  });

  it.each([
    [{ order: [] }, 400],
    [{ order: "a,b" }, 400],
    [{ order: [1, 2] }, 400],
    [{}, 400],
  ])("refuses %j with %i", async (body, status) => {
    await uploadPublished("a.png");
    const res = await asOwner("/api/uploads/order", json(body, { method: "PUT" }));
    expect(res.status).toBe(status);
    expect(await res.json()).toMatchObject({ error: expect.any(String) });
  });

  it("refuses a list naming a work twice (400) or one that no longer exists (409)", async () => {
    const a = await uploadPublished("a.png");
    const b = await uploadPublished("b.png", IMAGES.jpeg);
    expect((await reorder([a.fileName, a.fileName])).status).toBe(400);
    const gone = await reorder([a.fileName, "portfolio/gone-00000000.png"]);
    expect(gone.status).toBe(409);
    expect((await gone.json<{ error: string }>()).error).toMatch(/no longer exist/);
    expect((await publicList()).map((i) => i.fileName)).toEqual([b.fileName, a.fileName]);
  });

  it("is the owner's: 401 to a visitor, 403 from another site", async () => {
    const a = await uploadPublished("a.png");
    const body = json({ order: [a.fileName] }, { method: "PUT" });
    expect((await request("/api/uploads/order", body)).status).toBe(401);
    const crossSite = await asOwner("/api/uploads/order", {
      ...body,
      headers: { ...Object.fromEntries(new Headers(body.headers)), Origin: "https://evil.example" },
    });
    expect(crossSite.status).toBe(403);
  });
});

describe("DELETE /api/uploads/images/:fileName", { timeout: 30_000 }, () => {
  it("removes the original, every copy and the details", async () => {
    const keep = await uploadPublished("keep.png");
    const item = await uploadPublished("remove-me.jpg", IMAGES.jpeg);
    expect(await storedKeys()).toHaveLength(6);
    const res = await asOwner(`/api/uploads/images/${encoded(item.fileName)}`, {
      method: "DELETE",
    });
    expect(res.status).toBe(200);
    const left = await storedKeys();
    expect(left).toHaveLength(3);
    for (const key of left) expect(key.startsWith(keep.fileName.replace(/\.png$/, ""))).toBe(true);
    expect((await publicList()).map((i) => i.fileName)).toEqual([keep.fileName]);
    expect(
      (await asOwner(`/api/uploads/images/${encoded(item.fileName)}`, { method: "DELETE" })).status,
    ).toBe(404);
    expect((await request(item.smallUrl)).status).toBe(404);
  });

  it("deletes a hidden work too, and accepts the key with a plain slash", async () => {
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
