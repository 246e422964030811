// The materials desk's pure rules (docs/decisions/0099-materials-and-frame-order.md).
import { describe, expect, it } from "vitest";
import type { DesignSnapshot } from "~/lib/frame-design";
import {
  fitsSheet,
  mouldingFeet,
  mouldingPriceFromCost,
  pieceNeeds,
  sheetPriceFromCost,
} from "~/lib/materials";

const snapshot = (over: Partial<DesignSnapshot> = {}): DesignSnapshot => ({
  widthInches: 16,
  heightInches: 20,
  moulding: {
    id: "walnut",
    name: "Walnut",
    finish: "",
    colour: "#000000",
    profileWidthInches: 1.25,
  },
  mat: { id: "white", name: "White", colour: "#ffffff", widthInches: 2, inner: null },
  glazing: { id: "glass", name: "Glass" },
  ...over,
});

describe("materials", () => {
  it("counts a 16 x 20 with a 2-inch mat in a 1 1/4-inch moulding as 9 feet (20 x 24, 98 in)", () => {
    expect(mouldingFeet(snapshot())).toBe(9);
    // Without a mat the opening is the piece: 2 x 36 + 10 = 82 in, 7 ft.
    expect(mouldingFeet(snapshot({ mat: null }))).toBe(7);
    // Exactly 96 in is 8 ft, not 9: 2 x (20 + 24) + 8 x 1 = 96.
    expect(
      mouldingFeet(snapshot({ moulding: { ...snapshot().moulding, profileWidthInches: 1 } })),
    ).toBe(8);
  });

  it("needs a sheet per mat layer and one of glazing, each the opening's size", () => {
    const inner = { id: "black", name: "Black", colour: "#000000" };
    const needs = pieceNeeds(snapshot({ mat: { ...snapshot().mat!, inner } }));
    expect(needs.map((n) => [n.kind, n.itemId, n.quantity, n.size])).toEqual([
      ["moulding", "walnut", 9, undefined],
      ["mat", "white", 1, { width: 20.5, height: 24.5 }],
      ["mat", "black", 1, { width: 20.5, height: 24.5 }],
      ["glazing", "glass", 1, { width: 20.5, height: 24.5 }],
    ]);
  });

  it("fits a board on a sheet either way round, to the eighth", () => {
    expect(fitsSheet({ width: 40, height: 32 }, { width: 32, height: 40 })).toBe(true);
    expect(fitsSheet({ width: 32.125, height: 20 }, { width: 32, height: 40 })).toBe(true);
    expect(fitsSheet({ width: 34, height: 44 }, { width: 32, height: 40 })).toBe(false);
  });

  it("prices from cost x markup to four decimals", () => {
    expect(mouldingPriceFromCost(450, 3)).toBe(2.25);
    expect(sheetPriceFromCost(1200, { width: 32, height: 40 }, 3)).toBe(0.0281);
    expect(sheetPriceFromCost(900, { width: 24, height: 36 }, 2.5)).toBe(0.026);
  });
});
