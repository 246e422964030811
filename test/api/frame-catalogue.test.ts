// The owner's frame catalogue: listing, adding, editing, retiring and restoring mouldings, mats
// and glazing, and every refusal. Changes reach /api/frames and the designer at once.
import { env } from "cloudflare:workers";
import { beforeEach, describe, expect, it } from "vitest";
import {
  adminCatalogue,
  DESIGN,
  designerHtml,
  type ErrorBody,
  estimateOf,
  ownerPost,
  ownerSend,
  publicCatalogue,
  resetCatalogue,
} from "./catalogue-helpers";
import { asOwner, countRows } from "./helpers";

const OAK_LEAF = {
  name: "Oak Leaf Gilt",
  finish: "Gold leaf over oak",
  colour: "#B8913F",
  profileWidthInches: 1.75,
  pricePerUnitedInch: 4.35,
};

beforeEach(resetCatalogue);

describe("GET /api/admin/frames", () => {
  it("lists every entry, retired ones too, with the price table", { timeout: 30_000 }, async () => {
    await env.DB.prepare(
      "UPDATE frame_mats SET retired_at = '2026-01-01T00:00:00.000Z' WHERE id = 'navy'",
    ).run();
    const catalogue = await adminCatalogue();
    expect(catalogue.mouldings).toHaveLength(9);
    expect(catalogue.mouldings[0]).toMatchObject({
      id: "walnut-gallery",
      pricePerUnitedInch: 2.6,
      swatch: "/images/mouldings/walnut-gallery.svg",
      retiredAt: null,
    });
    expect(catalogue.mats.find((m) => m.id === "navy")?.retiredAt).toBe("2026-01-01T00:00:00.000Z");
    expect(catalogue.glazing.map((g) => g.id)).toEqual(["regular", "uv-filtering", "museum"]);
    expect(catalogue.prices).toMatchObject({
      matPerSquareInch: 0.05,
      minimumOrder: 75,
      rangePercent: 10,
    });
  });
});

describe("adding entries", () => {
  // The first render of the designer page in this file compiles it.
  it("adds a moulding with an id from its name, last in the list, offered at once", {
    timeout: 30_000,
  }, async () => {
    // Warm the edge cache first: the new moulding must still appear.
    expect((await publicCatalogue()).mouldings.map((m) => m.id)).not.toContain("oak-leaf-gilt");
    await designerHtml();

    const res = await ownerSend("POST", "/api/admin/frames/mouldings", OAK_LEAF);
    expect(res.status).toBe(201);
    const { entry } = await res.json<{ entry: Record<string, unknown> }>();
    expect(entry).toMatchObject({
      ...OAK_LEAF,
      id: "oak-leaf-gilt",
      colour: "#b8913f",
      sortOrder: 10,
      retiredAt: null,
    });
    expect(entry.swatch).toMatch(/^\/images\/swatches\/oak-leaf-gilt-[0-9a-f]{12}\.svg$/);

    const offered = await publicCatalogue();
    expect(offered.mouldings.at(-1)).toMatchObject({
      id: "oak-leaf-gilt",
      pricePerUnitedInch: 4.35,
    });
    expect(await designerHtml()).toContain("Oak Leaf Gilt");
    const estimate = await estimateOf({ ...DESIGN, mouldingId: "oak-leaf-gilt" });
    expect(estimate.status).toBe(200);
  });

  it("adds a mat and a glazing under the ids given", async () => {
    const mat = await ownerSend("POST", "/api/admin/frames/mats", {
      id: "dusty-rose",
      name: "Dusty Rose",
      colour: "#c9a3a0",
      sortOrder: 3,
    });
    expect(mat.status).toBe(201);
    const glass = await ownerSend("POST", "/api/admin/frames/glazing", {
      id: "acrylic",
      name: "Acrylic",
      description: "Light and shatter-proof,\nfor children's rooms and shipping.",
      pricePerSquareInch: 0.08,
    });
    expect(glass.status).toBe(201);

    const offered = await publicCatalogue();
    expect(offered.mats.find((m) => m.id === "dusty-rose")).toEqual({
      id: "dusty-rose",
      name: "Dusty Rose",
      colour: "#c9a3a0",
    });
    expect(offered.glazing.at(-1)).toMatchObject({ id: "acrylic", pricePerSquareInch: 0.08 });
    const html = await designerHtml();
    expect(html).toContain("Dusty Rose");
    expect(html).toContain("Acrylic");
  });

  it("refuses an id that is taken, even by a retired entry (409), and stores nothing", async () => {
    await ownerPost("/api/admin/frames/mouldings/slim-black/retire");
    const before = await countRows("frame_mouldings");
    for (const body of [
      { ...OAK_LEAF, name: "Walnut Gallery" },
      { ...OAK_LEAF, id: "slim-black" },
    ]) {
      const res = await ownerSend("POST", "/api/admin/frames/mouldings", body);
      expect(res.status).toBe(409);
      const error = await res.json<ErrorBody>();
      expect(error.issues?.[0]?.path).toBe("id");
    }
    expect(await countRows("frame_mouldings")).toBe(before);
    expect((await env.IMAGES.list({ prefix: "swatches/" })).objects).toEqual([]);
  });

  it.each([
    ["an empty body", {}, ["name", "finish", "colour", "profileWidthInches", "pricePerUnitedInch"]],
    ["a name of control characters", { ...OAK_LEAF, name: "Oak\u0000Leaf" }, ["name"]],
    ["a name on two lines", { ...OAK_LEAF, name: "Oak\nLeaf" }, ["name"]],
    ["a name with nothing to make an id of", { ...OAK_LEAF, name: "!!!" }, ["name"]],
    ["a huge name", { ...OAK_LEAF, name: "x".repeat(61) }, ["name"]],
    ["a colour name", { ...OAK_LEAF, colour: "gold" }, ["colour"]],
    ["a profile not in eighths", { ...OAK_LEAF, profileWidthInches: 1.3 }, ["profileWidthInches"]],
    ["a profile of 5 inches", { ...OAK_LEAF, profileWidthInches: 5 }, ["profileWidthInches"]],
    ["a price as text", { ...OAK_LEAF, pricePerUnitedInch: "4.35" }, ["pricePerUnitedInch"]],
    ["a negative price", { ...OAK_LEAF, pricePerUnitedInch: -1 }, ["pricePerUnitedInch"]],
    ["a price of 5 decimals", { ...OAK_LEAF, pricePerUnitedInch: 4.12345 }, ["pricePerUnitedInch"]],
    ["an id with capitals", { ...OAK_LEAF, id: "Oak-Leaf" }, ["id"]],
    ["an id with a slash", { ...OAK_LEAF, id: "../oak" }, ["id"]],
    ["a position of -1", { ...OAK_LEAF, sortOrder: -1 }, ["sortOrder"]],
    ["a list for a body", [OAK_LEAF], [""]],
  ])("refuses a moulding with %s (400) and stores nothing", async (_, body, paths) => {
    const before = await countRows("frame_mouldings");
    const res = await ownerSend("POST", "/api/admin/frames/mouldings", body);
    expect(res.status).toBe(400);
    const error = await res.json<ErrorBody>();
    expect(error.error).toBeTruthy();
    expect(error.issues?.map((i) => i.path)).toEqual(expect.arrayContaining(paths));
    expect(await countRows("frame_mouldings")).toBe(before);
  });

  it.each([
    ["mats", { name: "Rose" }, "colour"],
    ["mats", { name: "Rose", colour: "#c9a3a0c9" }, "colour"],
    ["glazing", { name: "Acrylic", pricePerSquareInch: 0.08 }, "description"],
    [
      "glazing",
      { name: "Acrylic", description: "x".repeat(241), pricePerSquareInch: 0.08 },
      "description",
    ],
    [
      "glazing",
      { name: "Acrylic", description: "Clear", pricePerSquareInch: 6 },
      "pricePerSquareInch",
    ],
  ])("refuses a new %s entry without a valid %o (400)", async (kind, body, path) => {
    const table = kind === "mats" ? "frame_mats" : "frame_glazing";
    const before = await countRows(table);
    const res = await ownerSend("POST", `/api/admin/frames/${kind}`, body);
    expect(res.status).toBe(400);
    expect((await res.json<ErrorBody>()).issues?.map((i) => i.path)).toContain(path);
    expect(await countRows(table)).toBe(before);
  });

  it("refuses a body that is not JSON, and an unknown list", async () => {
    const notJson = await asOwner("/api/admin/frames/mats", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: "{name:",
    });
    expect(notJson.status).toBe(400);
    expect(await notJson.json()).toHaveProperty("error");
    const unknown = await ownerSend("POST", "/api/admin/frames/frames", { name: "x" });
    expect(unknown.status).toBe(400);
    expect((await unknown.json<ErrorBody>()).issues?.[0]?.path).toBe("kind");
  });
});

describe("editing entries", () => {
  it("changes a moulding's details and price but never its id", async () => {
    await publicCatalogue();
    const before = await (await estimateOf(DESIGN)).json();
    const res = await ownerSend("PUT", "/api/admin/frames/mouldings/walnut-gallery", {
      ...OAK_LEAF,
      id: "something-else",
      name: "Walnut Gallery Wide",
      pricePerUnitedInch: 3.4,
    });
    expect(res.status).toBe(200);
    const { entry } = await res.json<{ entry: Record<string, unknown> }>();
    expect(entry).toMatchObject({ id: "walnut-gallery", name: "Walnut Gallery Wide" });

    const walnut = (await publicCatalogue()).mouldings.find((m) => m.id === "walnut-gallery");
    expect(walnut).toMatchObject({ name: "Walnut Gallery Wide", pricePerUnitedInch: 3.4 });
    expect(await countRows("frame_mouldings")).toBe(9);
    expect(await (await estimateOf(DESIGN)).json()).not.toEqual(before);
    expect(await designerHtml()).toContain("Walnut Gallery Wide");
  });

  it("edits a mat and a glazing", async () => {
    const mat = await ownerSend("PUT", "/api/admin/frames/mats/sage", {
      name: "Sage Green",
      colour: "#7f8f72",
    });
    expect(mat.status).toBe(200);
    const glass = await ownerSend("PUT", "/api/admin/frames/glazing/museum", {
      name: "Museum glass",
      description: "Anti-reflective and UV-filtering.",
      pricePerSquareInch: 0.35,
    });
    expect(glass.status).toBe(200);
    const offered = await publicCatalogue();
    expect(offered.mats.find((m) => m.id === "sage")).toMatchObject({ name: "Sage Green" });
    expect(offered.glazing.find((g) => g.id === "museum")?.pricePerSquareInch).toBe(0.35);
  });

  it("answers 404 for an unknown entry and 400 for bad input, changing nothing", async () => {
    const missing = await ownerSend("PUT", "/api/admin/frames/mats/chartreuse", {
      name: "Chartreuse",
      colour: "#7fff00",
    });
    expect(missing.status).toBe(404);
    expect(await missing.json()).toHaveProperty("error");

    const bad = await ownerSend("PUT", "/api/admin/frames/mouldings/slim-black", {
      ...OAK_LEAF,
      pricePerUnitedInch: 0,
    });
    expect(bad.status).toBe(400);
    const slim = (await adminCatalogue()).mouldings.find((m) => m.id === "slim-black");
    expect(slim).toMatchObject({ name: "Slim Black", pricePerUnitedInch: 1.9 });

    const badId = await ownerSend("PUT", "/api/admin/frames/mats/NOT%20AN%20ID", { name: "x" });
    expect(badId.status).toBe(400);
    expect((await badId.json<ErrorBody>()).issues?.[0]?.path).toBe("id");
  });
});

describe("retiring and restoring", () => {
  it("takes a moulding off offer, keeps its row, and puts it back", async () => {
    await publicCatalogue();
    expect(await designerHtml()).toContain("Silver Leaf Scoop");

    const res = await ownerPost("/api/admin/frames/mouldings/silver-leaf-scoop/retire");
    expect(res.status).toBe(200);
    const { entry } = await res.json<{ entry: { retiredAt: string | null } }>();
    expect(entry.retiredAt).toMatch(/^\d{4}-\d\d-\d\dT/);

    expect((await publicCatalogue()).mouldings.map((m) => m.id)).not.toContain("silver-leaf-scoop");
    expect(await designerHtml()).not.toContain("Silver Leaf Scoop");
    const estimate = await estimateOf({ ...DESIGN, mouldingId: "silver-leaf-scoop" });
    expect(estimate.status).toBe(400);
    expect((await estimate.json<ErrorBody>()).issues?.[0]?.path).toBe("mouldingId");
    const owner = await adminCatalogue();
    expect(owner.mouldings.find((m) => m.id === "silver-leaf-scoop")?.retiredAt).toBeTruthy();

    // Retiring twice keeps the first date.
    const again = await ownerPost("/api/admin/frames/mouldings/silver-leaf-scoop/retire");
    expect((await again.json<{ entry: { retiredAt: string } }>()).entry.retiredAt).toBe(
      entry.retiredAt,
    );

    const restored = await ownerPost("/api/admin/frames/mouldings/silver-leaf-scoop/restore");
    expect(restored.status).toBe(200);
    expect((await publicCatalogue()).mouldings.map((m) => m.id)).toContain("silver-leaf-scoop");
    expect(await designerHtml()).toContain("Silver Leaf Scoop");
  });

  it("retires mats and glazing the same way", async () => {
    expect((await ownerPost("/api/admin/frames/mats/oxblood/retire")).status).toBe(200);
    expect((await ownerPost("/api/admin/frames/glazing/museum/retire")).status).toBe(200);
    const offered = await publicCatalogue();
    expect(offered.mats.map((m) => m.id)).not.toContain("oxblood");
    expect(offered.glazing.map((g) => g.id)).toEqual(["regular", "uv-filtering"]);
  });

  it("keeps the last entry of a kind on offer (409)", async () => {
    expect((await ownerPost("/api/admin/frames/glazing/museum/retire")).status).toBe(200);
    expect((await ownerPost("/api/admin/frames/glazing/uv-filtering/retire")).status).toBe(200);
    const last = await ownerPost("/api/admin/frames/glazing/regular/retire");
    expect(last.status).toBe(409);
    expect((await last.json<ErrorBody>()).error).toMatch(/last glazing/);
    expect((await publicCatalogue()).glazing.map((g) => g.id)).toEqual(["regular"]);
  });

  it("answers 404 for an unknown entry", async () => {
    expect((await ownerPost("/api/admin/frames/mats/chartreuse/retire")).status).toBe(404);
    expect((await ownerPost("/api/admin/frames/mats/chartreuse/restore")).status).toBe(404);
  });
});
