// Moulding swatches: the owner's picture (checked by its bytes) or one drawn from the colour,
// stored in R2 and served publicly from /images/swatches/.
import { env } from "cloudflare:workers";
import { beforeEach, describe, expect, it } from "vitest";
import { MAX_SWATCH_BYTES } from "~/lib/frame-catalogue-schema";
import {
  adminCatalogue,
  type ErrorBody,
  ownerSend,
  publicCatalogue,
  resetCatalogue,
} from "./catalogue-helpers";
import { IMAGES } from "./fixtures/images";
import { asOwner, request } from "./helpers";

const uploadSwatch = (id: string, file: File | string | null) => {
  const form = new FormData();
  if (file !== null) form.set("swatch", file);
  return asOwner(`/api/admin/frames/mouldings/${id}/swatch`, { method: "PUT", body: form });
};

async function storedSwatches(): Promise<string[]> {
  return (await env.IMAGES.list({ prefix: "swatches/" })).objects.map((o) => o.key);
}

const swatchOf = async (id: string) =>
  (await adminCatalogue()).mouldings.find((m) => m.id === id)?.swatch;

beforeEach(resetCatalogue);

describe("PUT /api/admin/frames/mouldings/:id/swatch", () => {
  it("stores the owner's picture as the swatch, served publicly for a year", {
    timeout: 30_000,
  }, async () => {
    await publicCatalogue();
    const res = await uploadSwatch("natural-oak", new File([IMAGES.png], "Oak corner.PNG"));
    expect(res.status).toBe(200);
    const { entry } = await res.json<{ entry: { swatch: string } }>();
    expect(entry.swatch).toMatch(/^\/images\/swatches\/natural-oak-[0-9a-f]{12}\.png$/);
    expect((await publicCatalogue()).mouldings.find((m) => m.id === "natural-oak")?.swatch).toBe(
      entry.swatch,
    );

    const image = await request(entry.swatch);
    expect(image.status).toBe(200);
    expect(image.headers.get("Content-Type")).toBe("image/png");
    expect(image.headers.get("Cache-Control")).toBe("public, max-age=31536000, immutable");
    expect(image.headers.get("X-Content-Type-Options")).toBe("nosniff");
    expect(new Uint8Array(await image.arrayBuffer())).toEqual(IMAGES.png);
  });

  it("replaces an earlier upload and removes it from storage", async () => {
    const first = await uploadSwatch("natural-oak", new File([IMAGES.png], "a.png"));
    const firstUrl = (await first.json<{ entry: { swatch: string } }>()).entry.swatch;
    const second = await uploadSwatch("natural-oak", new File([IMAGES.webp], "b.webp"));
    expect(second.status).toBe(200);
    const secondUrl = (await second.json<{ entry: { swatch: string } }>()).entry.swatch;
    expect(secondUrl).toMatch(/\.webp$/);
    expect(await storedSwatches()).toEqual([`swatches/${secondUrl.split("/").pop()}`]);
    expect((await request(firstUrl)).status).toBe(404);
  });

  it.each([
    ["no file", null],
    ["text instead of a file", "hello"],
    ["an empty file", new File([], "empty.png")],
    ["an SVG", new File(['<svg xmlns="http://www.w3.org/2000/svg"/>'], "corner.png")],
    ["a GIF", new File([IMAGES.gif], "corner.gif")],
    ["text named .jpg", new File(["hello"], "corner.jpg")],
    ["a 2000 px picture", new File([IMAGES.webp2000x1000], "huge.webp")],
  ])("refuses %s (400) and changes nothing", async (_, file) => {
    const res = await uploadSwatch("natural-oak", file);
    expect(res.status).toBe(400);
    const body = await res.json<ErrorBody>();
    expect(body.issues?.[0]?.path).toBe("swatch");
    expect(await swatchOf("natural-oak")).toBe("/images/mouldings/natural-oak.svg");
    expect(await storedSwatches()).toEqual([]);
  });

  it("refuses a picture over the size limit (413) and changes nothing", async () => {
    const big = new Uint8Array(MAX_SWATCH_BYTES + 1);
    big.set(IMAGES.png);
    const res = await uploadSwatch("natural-oak", new File([big], "big.png"));
    expect(res.status).toBe(413);
    expect((await res.json<ErrorBody>()).issues?.[0]?.message).toMatch(/too large/);
    expect(await storedSwatches()).toEqual([]);
  });

  it("refuses a body that is not multipart", async () => {
    const res = await asOwner("/api/admin/frames/mouldings/natural-oak/swatch", {
      method: "PUT",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ swatch: "x" }),
    });
    expect(res.status).toBe(400);
    expect(await swatchOf("natural-oak")).toBe("/images/mouldings/natural-oak.svg");
  });

  it("answers 404 for an unknown moulding", async () => {
    const res = await uploadSwatch("chrome", new File([IMAGES.png], "a.png"));
    expect(res.status).toBe(404);
    expect(await storedSwatches()).toEqual([]);
  });
});

describe("drawn swatches", () => {
  it("are drawn from the colour, and redrawn when the colour changes", async () => {
    const created = await ownerSend("POST", "/api/admin/frames/mouldings", {
      name: "Cerulean Cap",
      finish: "Blue lacquer",
      colour: "#2a6f97",
      profileWidthInches: 1,
      pricePerUnitedInch: 2.2,
    });
    const first = (await created.json<{ entry: { swatch: string } }>()).entry.swatch;
    const svg = await request(first);
    expect(svg.headers.get("Content-Type")).toBe("image/svg+xml");
    expect(svg.headers.get("Content-Security-Policy")).toContain("default-src 'none'");
    const text = await svg.text();
    expect(text).toContain('stroke="#2a6f97"');
    expect(text).toContain("<title>Cerulean Cap moulding, Blue lacquer</title>");

    const edited = await ownerSend("PUT", "/api/admin/frames/mouldings/cerulean-cap", {
      name: "Cerulean Cap",
      finish: "Blue lacquer",
      colour: "#1d4e6b",
      profileWidthInches: 1,
      pricePerUnitedInch: 2.2,
    });
    const second = (await edited.json<{ entry: { swatch: string } }>()).entry.swatch;
    expect(second).not.toBe(first);
    expect(await (await request(second)).text()).toContain('stroke="#1d4e6b"');
    expect((await request(first)).status).toBe(404);
    expect(await storedSwatches()).toHaveLength(1);
  });

  it("an uploaded picture stays when the colour changes; DELETE draws one again", async () => {
    const uploaded = await uploadSwatch("slim-black", new File([IMAGES.jpeg], "slim.jpg"));
    const photo = (await uploaded.json<{ entry: { swatch: string } }>()).entry.swatch;
    const slim = (await adminCatalogue()).mouldings.find((m) => m.id === "slim-black");
    await ownerSend("PUT", "/api/admin/frames/mouldings/slim-black", {
      ...slim,
      colour: "#000000",
    });
    expect(await swatchOf("slim-black")).toBe(photo);

    const drawn = await asOwner("/api/admin/frames/mouldings/slim-black/swatch", {
      method: "DELETE",
    });
    expect(drawn.status).toBe(200);
    const svgUrl = (await drawn.json<{ entry: { swatch: string } }>()).entry.swatch;
    expect(svgUrl).toMatch(/^\/images\/swatches\/slim-black-[0-9a-f]{12}\.svg$/);
    expect(await (await request(svgUrl)).text()).toContain('stroke="#000000"');
    expect((await request(photo)).status).toBe(404);
  });
});

describe("GET /images/swatches/*", () => {
  it.each([
    "/images/swatches/nothing-000000000000.png",
    "/images/swatches/..%2F..%2Fquotes%2Fx.png",
    "/images/swatches/%2e%2e",
    "/images/swatches/walnut-gallery.svg",
  ])("answers 404 for %s", async (path) => {
    const res = await request(path);
    expect(res.status).toBe(404);
  });

  it("answers 304 when the browser's copy is current", async () => {
    const uploaded = await uploadSwatch("natural-oak", new File([IMAGES.png], "a.png"));
    const url = (await uploaded.json<{ entry: { swatch: string } }>()).entry.swatch;
    const etag = (await request(url)).headers.get("ETag") ?? "";
    const again = await request(url, { headers: { "If-None-Match": etag } });
    expect(again.status).toBe(304);
  });
});
