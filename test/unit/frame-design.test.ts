import { describe, expect, it } from "vitest";
import {
  describeDesign,
  designFromFields,
  type FrameCatalogue,
  resolveDesign,
} from "~/lib/frame-design";
import { frameDesignSchema } from "~/lib/frame-design-schema";
import { estimateFrame } from "~/lib/frame-estimate";

const catalogue: FrameCatalogue = {
  mouldings: [
    {
      id: "walnut-gallery",
      name: "Walnut Gallery",
      finish: "Walnut, hand-oiled",
      colour: "#5a3b22",
      profileWidthInches: 1.25,
      pricePerUnitedInch: 2.6,
      swatch: "/images/mouldings/walnut-gallery.svg",
    },
  ],
  mats: [
    { id: "antique-white", name: "Antique White", colour: "#f1e9d8" },
    { id: "black", name: "Black", colour: "#161514" },
  ],
  glazing: [
    { id: "regular", name: "Regular glass", description: "Clear.", pricePerSquareInch: 0.06 },
  ],
  prices: { matPerSquareInch: 0.05, minimumOrder: 75, rangePercent: 10 },
};

const design = {
  widthInches: 16,
  heightInches: 20,
  mouldingId: "walnut-gallery",
  mat: { id: "antique-white", widthInches: 2 },
  glazingId: "regular",
};

describe("frameDesignSchema", () => {
  it("accepts a design in eighths of an inch within 4-60 in", () => {
    expect(
      frameDesignSchema.safeParse({ ...design, widthInches: 4, heightInches: 60 }).success,
    ).toBe(true);
    expect(frameDesignSchema.safeParse({ ...design, mat: null }).success).toBe(true);
  });

  it.each([
    ["a piece under 4 in", { widthInches: 3.875 }, "widthInches"],
    ["a piece over 60 in", { heightInches: 60.125 }, "heightInches"],
    ["a size finer than 1/8 in", { widthInches: 16.1 }, "widthInches"],
    ["a size it cannot read", { widthInches: "sixteen" }, "widthInches"],
    ["a mat under 1.5 in", { mat: { id: "black", widthInches: 1.375 } }, "mat.widthInches"],
    ["a mat over 4 in", { mat: { id: "black", widthInches: 4.125 } }, "mat.widthInches"],
    ["no moulding", { mouldingId: "" }, "mouldingId"],
  ])("refuses %s", (_, change, path) => {
    const result = frameDesignSchema.safeParse({ ...design, ...change });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.path.join("."))).toContain(path);
  });
});

describe("resolveDesign", () => {
  it("gives the snapshot to store and the estimate's input", () => {
    const resolved = resolveDesign(catalogue, frameDesignSchema.parse(design));
    if (!resolved.ok) throw new Error("expected a resolved design");
    expect(resolved.snapshot).toEqual({
      widthInches: 16,
      heightInches: 20,
      moulding: {
        id: "walnut-gallery",
        name: "Walnut Gallery",
        finish: "Walnut, hand-oiled",
        colour: "#5a3b22",
        profileWidthInches: 1.25,
      },
      mat: {
        id: "antique-white",
        name: "Antique White",
        colour: "#f1e9d8",
        widthInches: 2,
        inner: null,
      },
      glazing: { id: "regular", name: "Regular glass" },
    });
    expect(estimateFrame(resolved.estimateInput)).toEqual({ low: 150, high: 185 });
    expect(describeDesign(resolved.snapshot)).toBe(
      "16 × 20 in piece in Walnut Gallery (Walnut, hand-oiled, 1 1/4 in profile), single mat in Antique White, 2 in wide, Regular glass. Outer size 22 1/2 × 26 1/2 in.",
    );
  });

  it("names every unknown id at its field", () => {
    const resolved = resolveDesign(
      catalogue,
      frameDesignSchema.parse({
        ...design,
        mouldingId: "plastic",
        glazingId: "acrylic",
        mat: { id: "pink", widthInches: 2, innerId: "teal" },
      }),
    );
    expect(resolved.ok).toBe(false);
    if (resolved.ok) return;
    expect(resolved.issues.map((i) => i.path)).toEqual([
      "mouldingId",
      "glazingId",
      "mat.id",
      "mat.innerId",
    ]);
  });
});

describe("designFromFields", () => {
  it("reads the designer's form fields, with an inner mat only for a double mat", () => {
    const fields = {
      widthInches: "16.5",
      heightInches: "20",
      mouldingId: "walnut-gallery",
      matStyle: "double",
      matId: "antique-white",
      matWidthInches: "2.5",
      innerMatId: "black",
      glazingId: "regular",
    };
    expect(designFromFields(fields)).toEqual({
      widthInches: 16.5,
      heightInches: 20,
      mouldingId: "walnut-gallery",
      mat: { id: "antique-white", widthInches: 2.5, innerId: "black" },
      glazingId: "regular",
    });
    expect(designFromFields({ ...fields, matStyle: "single" })).toMatchObject({
      mat: { innerId: null },
    });
    expect(designFromFields({ ...fields, matStyle: "none" })).toMatchObject({ mat: null });
  });
});
