// The frame designer's contract: the catalogue, estimates, quote requests with photos, and the
// owner's quote list, private photos, replies and won/lost.
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { IMAGES } from "./fixtures/images";
import { asOwner, countRows, inFreshRateWindow, json, ORIGIN, request } from "./helpers";
import {
  DESIGN_ESTIMATE,
  design,
  estimate,
  expectNothingStored,
  ownerQuotes,
  png,
  postQuote,
  type QuoteFields,
  quoteForm,
  startEachTestWithNoQuotes,
  storedPhotoKeys,
} from "./quote-helpers";

startEachTestWithNoQuotes();

describe("GET /api/frames", () => {
  // The first request of the file also starts the Worker.
  it("lists the catalogue on offer and the price table, cacheable at the edge", {
    timeout: 30_000,
  }, async () => {
    const res = await request("/api/frames");
    expect(res.status).toBe(200);
    expect(res.headers.get("Cache-Control")).toBe("public, max-age=0, must-revalidate");
    const body = await res.json<{
      mouldings: Array<Record<string, unknown>>;
      mats: Array<Record<string, unknown>>;
      glazing: Array<Record<string, unknown>>;
      prices: Record<string, number>;
    }>();
    expect(body.mouldings.length).toBeGreaterThanOrEqual(8);
    expect(body.mouldings[0]).toEqual({
      id: "walnut-gallery",
      name: "Walnut Gallery",
      finish: "Walnut, hand-oiled",
      colour: "#5a3b22",
      profileWidthInches: 1.25,
      pricePerUnitedInch: 2.6,
      swatch: "/images/mouldings/walnut-gallery.svg",
    });
    expect(body.mats.length).toBeGreaterThanOrEqual(6);
    expect(body.mats[0]).toEqual({ id: "bright-white", name: "Bright White", colour: "#fbfaf6" });
    expect(body.glazing.map((g) => g.id)).toEqual(["regular", "uv-filtering", "museum"]);
    expect(body.prices).toEqual({ matPerSquareInch: 0.05, minimumOrder: 75, rangePercent: 10 });

    const again = await request("/api/frames");
    expect(again.headers.get("Cache-Status")).toMatch(/hit/);
  });

  it("serves every moulding's swatch as a static image", async () => {
    const { mouldings } = await (await request("/api/frames")).json<{
      mouldings: Array<{ swatch: string }>;
    }>();
    for (const m of mouldings) expect(m.swatch).toMatch(/^\/images\/mouldings\/[a-z-]+\.svg$/);
  });

  it("leaves out retired entries", async () => {
    await env.DB.prepare(
      "UPDATE frame_mouldings SET retired_at = '2026-01-01' WHERE id = 'slim-black'",
    ).run();
    try {
      const res = await asOwner("/api/frames");
      const { mouldings } = await res.json<{ mouldings: Array<{ id: string }> }>();
      expect(mouldings.map((m) => m.id)).not.toContain("slim-black");
      expect((await estimate({ ...design, mouldingId: "slim-black" })).status).toBe(400);
    } finally {
      await env.DB.prepare(
        "UPDATE frame_mouldings SET retired_at = NULL WHERE id = 'slim-black'",
      ).run();
    }
  });
});

describe("POST /api/quotes/estimate", () => {
  it("answers the range in whole dollars from the shop's price table", async () => {
    const res = await estimate(design);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual(DESIGN_ESTIMATE);
  });

  it("prices a double mat, museum glass and the minimum per order", async () => {
    const double = await estimate({
      ...design,
      mat: { id: "antique-white", widthInches: 2, innerId: "black" },
      glazingId: "museum",
    });
    // 45 UI x 2.60 + 502.25 sq in x (2 x 0.05 + 0.30) = 117 + 200.90 = 317.90.
    expect(await double.json()).toEqual({ low: 285, high: 350 });
    const small = await estimate({ ...design, widthInches: 4, heightInches: 4, mat: null });
    expect(await small.json()).toEqual({ low: 75, high: 85 });
  });

  it.each([
    ["a piece under 4 in", { widthInches: 3.875 }, "widthInches"],
    ["a piece over 60 in", { heightInches: 60.5 }, "heightInches"],
    ["a size that is not a multiple of 1/8 in", { widthInches: 16.1 }, "widthInches"],
    ["a size as text", { widthInches: "sixteen" }, "widthInches"],
    ["a missing size", { heightInches: undefined }, "heightInches"],
    ["an unknown moulding", { mouldingId: "plastic-chrome" }, "mouldingId"],
    ["an unknown glazing", { glazingId: "acrylic" }, "glazingId"],
    ["an unknown mat colour", { mat: { id: "hot-pink", widthInches: 2 } }, "mat.id"],
    [
      "an unknown inner mat colour",
      { mat: { id: "black", widthInches: 2, innerId: "teal" } },
      "mat.innerId",
    ],
    ["a mat narrower than 1.5 in", { mat: { id: "black", widthInches: 1 } }, "mat.widthInches"],
    ["a mat wider than 4 in", { mat: { id: "black", widthInches: 4.5 } }, "mat.widthInches"],
    ["a mat left out instead of null", { mat: undefined }, "mat"],
  ])("refuses %s with 400 and the issue at its field", async (_, change, path) => {
    const res = await estimate({ ...design, ...change });
    expect(res.status).toBe(400);
    const body = await res.json<{ error: string; issues: Array<{ path: string }> }>();
    expect(body.error).toBeTruthy();
    expect(body.issues.map((i) => i.path)).toContain(path);
  });

  it("answers 400 JSON for a body that is not JSON", async () => {
    const res = await request("/api/quotes/estimate", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: "{nope",
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ error: "The request body is not valid JSON." });
  });
});

describe("POST /api/quotes", () => {
  it("stores the request with the design, the estimate and the photos, and shows it to the owner", async () => {
    const res = await postQuote(quoteForm({ photos: [png(), new File([IMAGES.jpeg], "b.jpg")] }));
    expect(res.status).toBe(201);
    const body = await res.json<{ message: string; id: number }>();
    expect(body.message).toMatch(/^Your design is with us\./);
    expect(body.id).toBeGreaterThan(0);

    const [quote] = await ownerQuotes();
    expect(quote).toMatchObject({
      id: body.id,
      name: "Maria Gonzalez",
      email: "maria@example.com",
      phone: "(713) 555-0142",
      status: "new",
      estimateLow: DESIGN_ESTIMATE.low,
      estimateHigh: DESIGN_ESTIMATE.high,
      replyPrice: null,
    });
    expect(quote.design).toMatchObject({
      widthInches: 16,
      heightInches: 20,
      moulding: { id: "walnut-gallery", name: "Walnut Gallery", profileWidthInches: 1.25 },
      mat: { id: "antique-white", name: "Antique White", widthInches: 2, inner: null },
      glazing: { id: "regular", name: "Regular glass" },
    });
    // The Worker's re-encoded copies, never the bytes as sent (test/api/quote-photos.test.ts).
    expect(quote.photos).toEqual([
      {
        url: `/api/admin/quotes/${body.id}/photos/1`,
        contentType: "image/webp",
        width: 40,
        height: 30,
      },
      {
        url: `/api/admin/quotes/${body.id}/photos/2`,
        contentType: "image/webp",
        width: 40,
        height: 30,
      },
    ]);
    // Photos sit under the private prefix, never under the public portfolio.
    const keys = await storedPhotoKeys();
    expect(keys).toHaveLength(2);
    for (const key of keys) expect(key).toMatch(/^quotes\/[0-9a-f-]{36}\/[12]\.webp$/);
  });

  it("serves the photos to the owner only", async () => {
    const { id } = await (await postQuote(quoteForm({ photos: [png()] }))).json<{ id: number }>();
    const url = `/api/admin/quotes/${id}/photos/1`;

    const owner = await asOwner(url);
    expect(owner.status).toBe(200);
    expect(owner.headers.get("Content-Type")).toBe("image/webp");
    expect(owner.headers.get("Cache-Control")).toBe("private, no-store");
    const [key] = await storedPhotoKeys();
    const stored = await env.IMAGES.get(key);
    expect(new Uint8Array(await owner.arrayBuffer())).toEqual(
      new Uint8Array(await (stored as R2ObjectBody).arrayBuffer()),
    );

    const visitor = await request(url);
    expect(visitor.status).toBe(401);
    await visitor.body?.cancel();
    expect((await asOwner(`/api/admin/quotes/${id}/photos/2`)).status).toBe(404);
  });

  it("accepts a request without photos or phone", async () => {
    const res = await postQuote(quoteForm({ phone: "" }));
    expect(res.status).toBe(201);
    const [quote] = await ownerQuotes();
    expect(quote).toMatchObject({ phone: null, photos: [] });
  });

  it("keeps the estimate the visitor saw when the prices change later", async () => {
    await postQuote(quoteForm());
    await env.DB.prepare(
      "UPDATE frame_mouldings SET price_per_united_inch = 9 WHERE id = 'walnut-gallery'",
    ).run();
    try {
      const [quote] = await ownerQuotes();
      expect([quote.estimateLow, quote.estimateHigh]).toEqual([
        DESIGN_ESTIMATE.low,
        DESIGN_ESTIMATE.high,
      ]);
      expect(await (await estimate(design)).json()).not.toEqual(DESIGN_ESTIMATE);
    } finally {
      await env.DB.prepare(
        "UPDATE frame_mouldings SET price_per_united_inch = 2.6 WHERE id = 'walnut-gallery'",
      ).run();
    }
  });

  it.each([
    ["no name", { name: "" }, "name"],
    ["a bad email", { email: "maria.example.com" }, "email"],
    ["a bad phone", { phone: "call me" }, "phone"],
    ["no message", { message: " " }, "message"],
    ["no design", { design: undefined }, "design"],
    ["a design that is not JSON", { design: "{16x20" }, "design"],
    ["an impossible size", { design: { ...design, widthInches: 61 } }, "design.widthInches"],
    ["an unknown moulding", { design: { ...design, mouldingId: "chrome" } }, "design.mouldingId"],
    ["four photos", { photos: [png("1.png"), png("2.png"), png("3.png"), png("4.png")] }, "photo"],
    [
      "an SVG as a photo",
      { photos: [new File(['<svg xmlns="http://www.w3.org/2000/svg"/>'], "x.png")] },
      "photo.0",
    ],
    ["a GIF as a photo", { photos: [new File([IMAGES.gif], "x.gif")] }, "photo.0"],
    ["text named .jpg", { photos: [png(), new File(["hello"], "y.jpg")] }, "photo.1"],
  ])("refuses %s with 400 and stores nothing", async (_, fields, path) => {
    const res = await postQuote(quoteForm(fields as QuoteFields));
    expect(res.status).toBe(400);
    const body = await res.json<{ error: string; issues: Array<{ path: string }> }>();
    expect(body.error).toBeTruthy();
    expect(body.issues.map((i) => i.path)).toContain(path);
    await expectNothingStored();
  });

  it("refuses a photo over 15 MB with 413 and stores nothing", async () => {
    const big = new Uint8Array(15 * 1024 * 1024 + 1);
    big.set(IMAGES.png);
    const res = await postQuote(quoteForm({ photos: [png(), new File([big], "huge.png")] }));
    expect(res.status).toBe(413);
    const body = await res.json<{ issues: Array<{ path: string; message: string }> }>();
    expect(body.issues[0]).toMatchObject({ path: "photo.1" });
    expect(body.issues[0].message).toMatch(/too large/);
    await expectNothingStored();
  });

  it("refuses a body that is not multipart with 415", async () => {
    const res = await request("/api/quotes", json({ design, name: "Maria" }));
    expect(res.status).toBe(415);
    expect((await res.json<{ error: string }>()).error).toMatch(/multipart\/form-data/);
    await expectNothingStored();
  });

  it.each([
    ["another site's Origin", { Origin: "https://spam.example" }],
    ["a cross-site fetch without Origin", { Origin: "", "Sec-Fetch-Site": "cross-site" }],
  ])("refuses %s with 403 and stores nothing", async (_, headers) => {
    const init = { ...headers } as Record<string, string>;
    const res = await request("/api/quotes", {
      method: "POST",
      body: quoteForm({ photos: [png()] }),
      headers: Object.fromEntries(Object.entries({ Origin: ORIGIN, ...init }).filter(([, v]) => v)),
    });
    expect(res.status).toBe(403);
    expect((await res.json<{ error: string }>()).error).toMatch(/frame designer/);
    await expectNothingStored();
  });

  it("pretends success for a filled honeypot and stores nothing", async () => {
    const res = await postQuote(quoteForm({ website: "http://spam.example", photos: [png()] }));
    expect(res.status).toBe(201);
    expect(await res.json()).toMatchObject({ id: null });
    await expectNothingStored();
  });

  it("answers 429 with Retry-After past five requests a minute from one address", async () => {
    inFreshRateWindow();
    const from = "192.0.2.77";
    for (let i = 0; i < 5; i++)
      expect((await postQuote(quoteForm(), { "CF-Connecting-IP": from })).status).toBe(201);
    const res = await postQuote(quoteForm(), { "CF-Connecting-IP": from });
    expect(res.status).toBe(429);
    expect(Number(res.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect(await countRows("quotes")).toBe(5);
  });
});
