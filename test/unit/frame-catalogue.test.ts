// The catalogue's pure rules: ids made from names, price and size limits, drawn swatches.
import { describe, expect, it } from "vitest";
import { catalogueSchemas, newEntryId, priceTableSchema } from "~/lib/frame-catalogue-schema";
import { mouldingSwatchSvg, shadeColour } from "~/lib/moulding-swatch";
import { MOULDINGS } from "~db/seed/frame-catalogue";

const moulding = {
  name: "Oak Leaf Gilt",
  finish: "Gold leaf over oak",
  colour: "#b8913f",
  profileWidthInches: 1.75,
  pricePerUnitedInch: 4.35,
};

describe("newEntryId", () => {
  it("makes a slug of the name unless an id is given", () => {
    expect(newEntryId({ name: "Oak Leaf Gilt" })).toBe("oak-leaf-gilt");
    expect(newEntryId({ name: "  UV-filtering (99%) glass! " })).toBe("uv-filtering-99-glass");
    expect(newEntryId({ id: "acrylic", name: "Acrylic glazing" })).toBe("acrylic");
    expect(newEntryId({ name: "¡¡!!" })).toBe("");
  });

  it("keeps a long name's id within the limit without a trailing hyphen", () => {
    const id = newEntryId({ name: `${"a".repeat(63)} b` });
    expect(id).toBe("a".repeat(63));
  });
});

describe("catalogue schemas", () => {
  it("accepts prices with up to four decimals and lower-cases the colour", () => {
    const parsed = catalogueSchemas.mouldings.create.parse({ ...moulding, colour: "#B8913F" });
    expect(parsed.colour).toBe("#b8913f");
    expect(
      priceTableSchema.parse({ matPerSquareInch: 0.0525, minimumOrder: 75, rangePercent: 10 }),
    ).toEqual({ matPerSquareInch: 0.0525, minimumOrder: 75, rangePercent: 10 });
    expect(
      priceTableSchema.safeParse({ matPerSquareInch: 0.05251, minimumOrder: 75, rangePercent: 10 })
        .success,
    ).toBe(false);
  });

  it("drops an id from an edit: ids never change", () => {
    const parsed = catalogueSchemas.mouldings.update.parse({ ...moulding, id: "other" });
    expect(parsed).not.toHaveProperty("id");
  });

  it("takes the ends of each range and refuses just past them", () => {
    const at = (profileWidthInches: number) =>
      catalogueSchemas.mouldings.update.safeParse({ ...moulding, profileWidthInches }).success;
    expect([at(0.25), at(4), at(0.125), at(4.125)]).toEqual([true, true, false, false]);
    const range = (rangePercent: number) =>
      priceTableSchema.safeParse({ matPerSquareInch: 0, minimumOrder: 0, rangePercent }).success;
    expect([range(0), range(50), range(51), range(12.5)]).toEqual([true, true, false, false]);
  });
});

describe("drawn swatches", () => {
  it("shade a colour towards white or black", () => {
    expect(shadeColour("#5a3b22", 0.2)).toBe("#7b624e");
    expect(shadeColour("#5a3b22", -0.32)).toBe("#3d2817");
    expect(shadeColour("#000000", 1)).toBe("#ffffff");
  });

  it("draw the starting catalogue's swatches from their own tones", () => {
    const walnut = MOULDINGS[0];
    const svg = mouldingSwatchSvg(walnut);
    expect(svg).toContain(`stop-color="${walnut.light}"`);
    expect(svg).toContain(`stroke="${walnut.colour}"`);
  });

  it("escape the name and finish in the title", () => {
    const svg = mouldingSwatchSvg({ ...moulding, name: 'Oak <b>"&"</b>', finish: "x" });
    expect(svg).toContain("<title>Oak &#60;b&#62;&#34;&#38;&#34;&#60;/b&#62; moulding, x</title>");
    expect(svg).not.toContain("<b>");
  });

  it("draw a wider face for a wider profile", () => {
    const face = (profileWidthInches: number) =>
      /points="0,0 96,0 96,(\d+)/.exec(mouldingSwatchSvg({ ...moulding, profileWidthInches }))?.[1];
    expect(Number(face(0.5))).toBeLessThan(Number(face(2)));
  });
});
