import { describe, expect, it } from "vitest";
import type { FrameCatalogue } from "~/lib/frame-design";
import { estimateOfFields, optionPriceChanges, priceChange } from "~/lib/option-prices";

const catalogue: FrameCatalogue = {
  mouldings: [
    {
      id: "walnut",
      name: "Walnut",
      finish: "Oiled",
      colour: "#5a3b22",
      profileWidthInches: 1.25,
      pricePerUnitedInch: 2.6,
      swatch: "/w.svg",
    },
    {
      id: "gold",
      name: "Gold",
      finish: "Leaf",
      colour: "#b08a3e",
      profileWidthInches: 3,
      pricePerUnitedInch: 5.2,
      swatch: "/g.svg",
    },
  ],
  mats: [{ id: "white", name: "White", colour: "#fff" }],
  glazing: [
    { id: "uv", name: "UV glass", description: "", pricePerSquareInch: 0.12 },
    { id: "museum", name: "Museum glass", description: "", pricePerSquareInch: 0.3 },
  ],
  prices: { matPerSquareInch: 0.05, minimumOrder: 75, rangePercent: 10 },
};

const fields = {
  widthInches: "36 1/4",
  heightInches: "48 3/8",
  mouldingId: "walnut",
  matStyle: "single",
  matId: "white",
  matWidthInches: "2",
  glazingId: "uv",
};

describe("what each option adds to the price", () => {
  it("is the estimate with that option against the estimate shown", () => {
    const changes = optionPriceChanges(catalogue, fields);
    const now = estimateOfFields(catalogue, fields);
    const museum = estimateOfFields(catalogue, { ...fields, glazingId: "museum" });
    expect(now).toEqual({ low: 535, high: 660 });
    if (!now || !museum) throw new Error("no estimate");
    expect(changes["glazingId:museum"]).toBe(
      `+$${museum.low - now.low}-$${museum.high - now.high}`,
    );
    expect(changes["mouldingId:gold"]).toMatch(/^\+\$\d+-\$\d+$/);
    expect(changes["matStyle:none"]).toMatch(/^−\$\d+-\$\d+$/);
    // The chosen options show nothing.
    expect(changes["glazingId:uv"]).toBeUndefined();
    expect(changes["mouldingId:walnut"]).toBeUndefined();
  });

  it("is nothing while a size is invalid", () => {
    expect(optionPriceChanges(catalogue, { ...fields, widthInches: "70" })).toEqual({});
  });

  it("writes changes smaller end first, with their sign", () => {
    expect(priceChange({ low: 100, high: 120 }, { low: 355, high: 410 })).toBe("+$255-$290");
    expect(priceChange({ low: 100, high: 120 }, { low: 80, high: 95 })).toBe("−$20-$25");
    expect(priceChange({ low: 100, high: 120 }, { low: 100, high: 120 })).toBe("+$0");
    expect(priceChange({ low: 100, high: 120 }, { low: 95, high: 125 })).toBe("−$5 to +$5");
  });
});
