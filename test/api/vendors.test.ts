// Vendors, what the catalogue's entries cost, vendor price lists and prices from cost x markup
// (issue #41, docs/decisions/0099-materials-and-frame-order.md).
import { env } from "cloudflare:workers";
import { beforeEach, describe, expect, it } from "vitest";
import { adminCatalogue } from "./catalogue-helpers";
import { asOwner, countRows, json } from "./helpers";
import {
  addVendor,
  editEntry,
  LARSON,
  resetMaterials,
  setCost,
  supplyDesignFrom,
} from "./materials-helpers";

beforeEach(resetMaterials);

interface Issues {
  error: string;
  issues: Array<{ path: string; message: string }>;
}

describe("vendors", () => {
  it("adds, lists, edits and retires a vendor", async () => {
    const vendor = await addVendor();
    expect(vendor).toMatchObject({
      name: "Larson-Juhl",
      accountNumber: "HFS-20931",
      retiredAt: null,
    });
    const edit = await asOwner(
      `/api/admin/vendors/${vendor.id}`,
      json({ ...LARSON, accountNumber: "HFS-1", retired: true }, { method: "PUT" }),
    );
    expect(edit.status).toBe(200);
    const list = await (await asOwner("/api/admin/vendors")).json<{
      vendors: Array<{
        accountNumber: string;
        retiredAt: string | null;
        uses: { entries: number };
      }>;
    }>();
    expect(list.vendors).toHaveLength(1);
    expect(list.vendors[0].accountNumber).toBe("HFS-1");
    expect(list.vendors[0].retiredAt).not.toBeNull();
    expect(list.vendors[0].uses.entries).toBe(0);
  });

  it("refuses bad vendor input with 400 and stores nothing", async () => {
    for (const body of [
      {},
      { ...LARSON, name: "" },
      { ...LARSON, orderEmail: "not-an-email" },
      { ...LARSON, phone: "call me" },
      { ...LARSON, name: "A\nB" },
      "x",
      null,
    ]) {
      const res = await asOwner("/api/admin/vendors", json(body));
      expect(res.status).toBe(400);
      expect(await res.json()).toHaveProperty("issues");
    }
    expect(await countRows("vendors")).toBe(0);
    expect((await asOwner("/api/admin/vendors/999", json(LARSON, { method: "PUT" }))).status).toBe(
      404,
    );
    expect((await asOwner("/api/admin/vendors/abc", json(LARSON, { method: "PUT" }))).status).toBe(
      400,
    );
  });

  it("deletes a vendor nothing uses, and only retires one in use (409)", async () => {
    const unused = await addVendor({ ...LARSON, name: "Roma" });
    expect((await asOwner(`/api/admin/vendors/${unused.id}`, { method: "DELETE" })).status).toBe(
      200,
    );
    const used = await addVendor();
    await setCost("mouldings", "walnut-gallery", { vendorId: used.id });
    const refused = await asOwner(`/api/admin/vendors/${used.id}`, { method: "DELETE" });
    expect(refused.status).toBe(409);
    expect((await refused.json<{ error: string }>()).error).toContain("retire it");
    expect(await countRows("vendors")).toBe(1);
  });
});

describe("what catalogue entries cost", () => {
  it("keeps the vendor, code, cost and sheet size through the catalogue's API, mats 32 x 40 and glazing 24 x 36 unless set", async () => {
    const vendor = await addVendor();
    await supplyDesignFrom(vendor.id);
    const catalogue = await adminCatalogue();
    expect(catalogue.mouldings.find((m) => m.id === "walnut-gallery")).toMatchObject({
      vendorId: vendor.id,
      vendorCode: "LJ-WAL-125",
      costPerFootCents: 450,
    });
    expect(catalogue.mats.find((m) => m.id === "antique-white")).toMatchObject({
      costPerSheetCents: 1200,
      sheetWidthInches: 32,
      sheetHeightInches: 40,
    });
    expect(catalogue.glazing.find((g) => g.id === "regular")).toMatchObject({
      costPerSheetCents: 900,
      sheetWidthInches: 24,
      sheetHeightInches: 36,
    });
    // The seed's entries have no cost and no vendor until the owner sets them.
    expect(catalogue.mats.find((m) => m.id === "black")).toMatchObject({
      vendorId: null,
      costPerSheetCents: null,
    });
    expect(catalogue.vendors).toEqual([{ id: vendor.id, name: "Larson-Juhl", retiredAt: null }]);
  });

  it("refuses an unknown vendor, a negative or fractional cost, a sheet size of 0 and a code used twice", async () => {
    const vendor = await addVendor();
    await setCost("mats", "black", { vendorId: vendor.id, vendorCode: "M-1" });
    const cases: Array<
      [
        kind: "mouldings" | "mats" | "glazing",
        id: string,
        changes: Record<string, unknown>,
        path: string,
      ]
    > = [
      ["mouldings", "slim-black", { vendorId: vendor.id + 50 }, "vendorId"],
      ["mouldings", "slim-black", { costPerFootCents: -1 }, "costPerFootCents"],
      ["mouldings", "slim-black", { costPerFootCents: 12.5 }, "costPerFootCents"],
      ["mouldings", "slim-black", { costPerFootCents: "450" }, "costPerFootCents"],
      ["mats", "navy", { sheetWidthInches: 0 }, "sheetWidthInches"],
      ["glazing", "museum", { sheetHeightInches: 0 }, "sheetHeightInches"],
      ["glazing", "museum", { vendorId: vendor.id, vendorCode: "m-1" }, "vendorCode"],
    ];
    for (const [kind, id, changes, path] of cases) {
      const res = await editEntry(kind, id, changes);
      expect(res.status, JSON.stringify(changes)).toBe(400);
      expect((await res.json<Issues>()).issues[0].path).toBe(path);
    }
    const catalogue = await adminCatalogue();
    expect(catalogue.mouldings.find((m) => m.id === "slim-black")).toMatchObject({
      vendorId: null,
      costPerFootCents: null,
    });
    expect(catalogue.glazing.find((g) => g.id === "museum")).toMatchObject({
      vendorId: null,
      sheetHeightInches: 36,
    });
  });
});

const upload = (
  vendorId: number,
  csv: string | Uint8Array<ArrayBuffer>,
  { apply = false, name = "prices.csv", type = "text/csv" } = {},
) => {
  const form = new FormData();
  form.set("file", new File([csv], name, { type }));
  return asOwner(`/api/admin/vendors/${vendorId}/price-list${apply ? "?apply=true" : ""}`, {
    method: "POST",
    body: form,
  });
};

interface Preview {
  changes: Array<{
    vendorCode: string;
    name: string;
    oldCostCents: number | null;
    newCostCents: number;
  }>;
  unknownCodes: string[];
  badRows: Array<{ line: number; error: string }>;
  applied: boolean;
  appliedAt?: string;
}

describe("POST /api/admin/vendors/:id/price-list", () => {
  const LIST = [
    "Item Code,Description,Cost,Finish",
    "LJ-WAL-125,Walnut 1.25,$4.75,oiled",
    "lj-mat-aw,Antique white board,12.00,",
    "LJ-GLS-R,Clear glass,abc,",
    "LJ-NEW-9,Something new,3.10,",
    ",No code,1.00,",
  ].join("\n");

  it("previews the changes, unknown codes and bad rows without changing anything, then applies only the changes", async () => {
    const vendor = await addVendor();
    await supplyDesignFrom(vendor.id);
    const res = await upload(vendor.id, LIST);
    expect(res.status).toBe(200);
    const preview = await res.json<Preview>();
    expect(preview.changes).toEqual([
      expect.objectContaining({
        vendorCode: "LJ-WAL-125",
        name: "Walnut Gallery",
        oldCostCents: 450,
        newCostCents: 475,
      }),
    ]);
    expect(preview.unknownCodes).toEqual(["LJ-NEW-9"]);
    expect(preview.badRows.map((r) => r.line)).toEqual([4, 6]);
    expect(preview.applied).toBe(false);
    expect(
      (await adminCatalogue()).mouldings.find((m) => m.id === "walnut-gallery")?.costPerFootCents,
    ).toBe(450);

    const applied = await (await upload(vendor.id, LIST, { apply: true })).json<Preview>();
    expect(applied.applied).toBe(true);
    expect(applied.appliedAt).toMatch(/^\d{4}-/);
    const catalogue = await adminCatalogue();
    expect(catalogue.mouldings.find((m) => m.id === "walnut-gallery")?.costPerFootCents).toBe(475);
    expect(catalogue.glazing.find((g) => g.id === "regular")?.costPerSheetCents).toBe(900);
    const row = await env.DB.prepare("SELECT price_list_applied_at AS at FROM vendors WHERE id = ?")
      .bind(vendor.id)
      .first<{ at: string }>();
    expect(row?.at).toBe(applied.appliedAt);
  });

  it("previews a 5,000-row list in under a second", async () => {
    const vendor = await addVendor();
    await supplyDesignFrom(vendor.id);
    const rows = ["SKU,Price"];
    for (let i = 0; i < 4999; i++) rows.push(`X-${i},${(i % 90) + 1}.25`);
    rows.push("LJ-WAL-125,5.00");
    const started = Date.now();
    const res = await upload(vendor.id, rows.join("\r\n"));
    const took = Date.now() - started;
    expect(res.status).toBe(200);
    const preview = await res.json<Preview>();
    expect(preview.unknownCodes).toHaveLength(4999);
    expect(preview.changes).toHaveLength(1);
    expect(took).toBeLessThan(1000);
  });

  it("refuses a file over 2 MB, a file that is not CSV, a list without named columns and an unknown vendor", async () => {
    const vendor = await addVendor();
    const big = `Item code,Cost\n${"A-1,1.00\n".repeat(Math.ceil((2 * 1024 * 1024) / 9) + 10)}`;
    const cases = [
      await upload(vendor.id, big),
      await upload(vendor.id, new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0, 0, 0xff, 0xfe]), {
        name: "list.png",
        type: "image/png",
      }),
      await upload(vendor.id, new Uint8Array([0xff, 0xfe, 0x00, 0x41])),
      await upload(vendor.id, "LJ-WAL-125,4.75\n"),
      await upload(vendor.id, ""),
      await upload(vendor.id, 'Item code,Cost\n"unclosed,1.00\n'),
    ];
    for (const res of cases) {
      expect(res.status).toBe(400);
      expect((await res.json<Issues>()).issues[0].path).toBe("file");
    }
    const notMultipart = await asOwner(
      `/api/admin/vendors/${vendor.id}/price-list`,
      json({ file: "x" }),
    );
    expect(notMultipart.status).toBe(415);
    expect((await upload(vendor.id + 9, "Item code,Cost\n")).status).toBe(404);
    expect(await countRows("vendors WHERE price_list_applied_at IS NOT NULL")).toBe(0);
  });
});

describe("POST /api/admin/frames/:kind/markup", () => {
  it("previews prices from cost x markup, then applies them; entries without a cost keep theirs", async () => {
    const vendor = await addVendor();
    await supplyDesignFrom(vendor.id);
    const preview = await (
      await asOwner("/api/admin/frames/mouldings/markup", json({ markup: 3 }))
    ).json<{
      changes: Array<{ id: string; oldPrice: number; newPrice: number }>;
      skipped: Array<{ id: string }>;
      applied: boolean;
    }>();
    // $4.50 a foot x 2/12 x 3 = $2.25 per united inch.
    expect(preview.changes).toEqual([
      { id: "walnut-gallery", name: "Walnut Gallery", oldPrice: 2.6, newPrice: 2.25 },
    ]);
    expect(preview.skipped.map((s) => s.id)).toContain("slim-black");
    expect(preview.applied).toBe(false);
    expect(
      (await adminCatalogue()).mouldings.find((m) => m.id === "walnut-gallery")?.pricePerUnitedInch,
    ).toBe(2.6);

    await asOwner("/api/admin/frames/mouldings/markup", json({ markup: 3, apply: true }));
    expect(
      (await adminCatalogue()).mouldings.find((m) => m.id === "walnut-gallery")?.pricePerUnitedInch,
    ).toBe(2.25);

    // Mat board: one price for every colour, from the dearest board ($12 / 1280 sq in x 3).
    await asOwner("/api/admin/frames/mats/markup", json({ markup: 3, apply: true }));
    expect((await adminCatalogue()).prices.matPerSquareInch).toBe(0.0281);
    // Glazing: $9 / 864 sq in x 2.5.
    await asOwner("/api/admin/frames/glazing/markup", json({ markup: 2.5, apply: true }));
    expect(
      (await adminCatalogue()).glazing.find((g) => g.id === "regular")?.pricePerSquareInch,
    ).toBe(0.026);
  });

  it("refuses a markup that is not a sensible number", async () => {
    for (const body of [
      {},
      { markup: 0 },
      { markup: -2 },
      { markup: 100 },
      { markup: "3" },
      { markup: 3.333 },
    ])
      expect((await asOwner("/api/admin/frames/mouldings/markup", json(body))).status).toBe(400);
    expect((await asOwner("/api/admin/frames/frames/markup", json({ markup: 3 }))).status).toBe(
      400,
    );
  });
});
