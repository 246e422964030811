import { describe, expect, it } from "vitest";
import {
  type EstimateInput,
  estimateFrame,
  estimateSentence,
  formatInches,
  frameDimensions,
  isEighths,
} from "~/lib/frame-estimate";

const prices = { matPerSquareInch: 0.05, minimumOrder: 75, rangePercent: 10 };
const walnut = { profileWidthInches: 1.25, pricePerUnitedInch: 2.6 };
const regularGlass = { pricePerSquareInch: 0.06 };

const design = (over: Partial<EstimateInput> = {}): EstimateInput => ({
  widthInches: 16,
  heightInches: 20,
  moulding: walnut,
  mat: { widthInches: 2, double: false },
  glazing: regularGlass,
  prices,
  ...over,
});

describe("frameDimensions", () => {
  it("adds the mat borders to the opening and the moulding to the outer size", () => {
    expect(frameDimensions(design())).toEqual({
      opening: { width: 20, height: 24 },
      outer: { width: 22.5, height: 26.5 },
      unitedInches: 44,
    });
  });

  it("adds a quarter-inch reveal each side for a double mat, nothing without a mat", () => {
    expect(frameDimensions(design({ mat: { widthInches: 2, double: true } })).opening).toEqual({
      width: 20.5,
      height: 24.5,
    });
    expect(frameDimensions(design({ mat: null })).opening).toEqual({ width: 16, height: 20 });
  });
});

describe("estimateFrame", () => {
  it("prices moulding per united inch, mat and glass per square inch, ±10% rounded out to $5", () => {
    // 44 UI x $2.60 = 114.40; 480 sq in x ($0.05 mat + $0.06 glass) = 52.80; total 167.20.
    // 167.20 x 0.9 = 150.48 -> $150 (down); 167.20 x 1.1 = 183.92 -> $185 (up).
    expect(estimateFrame(design())).toEqual({ low: 150, high: 185 });
  });

  it("counts both boards of a double mat", () => {
    // 20.5 x 24.5 = 502.25 sq in; 45 UI x 2.60 = 117; mats 2 x 25.11; glass 30.14 -> 197.36.
    expect(estimateFrame(design({ mat: { widthInches: 2, double: true } }))).toEqual({
      low: 175,
      high: 220,
    });
  });

  it("keeps a total that is already a multiple of $5 exact at both ends", () => {
    // 10 x 10 piece, no mat: 20 UI x $10 = $200; no glass cost. 180 and 220 exactly.
    const exact = design({
      widthInches: 10,
      heightInches: 10,
      mat: null,
      moulding: { profileWidthInches: 1, pricePerUnitedInch: 10 },
      glazing: { pricePerSquareInch: 0 },
    });
    expect(estimateFrame(exact)).toEqual({ low: 180, high: 220 });
  });

  it("never goes below the minimum per order, even at the low end", () => {
    // 8 x 10, no mat: 18 UI x 2.60 + 80 x 0.06 = 51.60, below the $75 minimum.
    const small = design({ widthInches: 8, heightInches: 10, mat: null });
    expect(estimateFrame(small)).toEqual({ low: 75, high: 85 });
  });

  it("lifts only the low end when the range straddles the minimum", () => {
    // 12 x 12, no mat, slim moulding: 24 x 3.2 + 144 x 0.06 = 85.44 -> 76.90 and 93.98.
    const near = design({
      widthInches: 12,
      heightInches: 12,
      mat: null,
      moulding: { profileWidthInches: 0.75, pricePerUnitedInch: 3.2 },
    });
    expect(estimateFrame(near)).toEqual({ low: 75, high: 95 });
  });

  it("is a single price when the range is zero and the total is the minimum", () => {
    const flat = design({
      widthInches: 4,
      heightInches: 4,
      mat: null,
      prices: { ...prices, rangePercent: 0 },
    });
    expect(estimateFrame(flat)).toEqual({ low: 75, high: 75 });
  });

  it("puts a UV-filtering upgrade on a 16x20 with a mat within the old site's $30-60", () => {
    const regular = estimateFrame(design());
    const uv = estimateFrame(design({ glazing: { pricePerSquareInch: 0.12 } }));
    expect(uv.low - regular.low).toBeGreaterThanOrEqual(25);
    expect(uv.high - regular.high).toBeLessThanOrEqual(60);
  });

  it("does not let float noise tip a rounding step", () => {
    // 0.1 + 0.2 style sums: 30 UI x 0.1 + ... still lands on whole $5 steps.
    const noisy = design({
      widthInches: 15.125,
      heightInches: 14.875,
      mat: null,
      moulding: { profileWidthInches: 1, pricePerUnitedInch: 3.3333333 },
      glazing: { pricePerSquareInch: 0 },
      prices: { ...prices, minimumOrder: 0 },
    });
    const { low, high } = estimateFrame(noisy);
    expect(low % 5).toBe(0);
    expect(high % 5).toBe(0);
    expect([low, high]).toEqual([90, 110]);
  });
});

describe("estimateSentence", () => {
  it("says the range in plain words", () => {
    expect(estimateSentence({ low: 180, high: 220 })).toBe(
      "Estimate $180-$220. Final price after we see your piece.",
    );
    expect(estimateSentence({ low: 75, high: 75 })).toBe(
      "Estimate $75. Final price after we see your piece.",
    );
  });
});

describe("inches", () => {
  it("accepts eighths and refuses finer fractions", () => {
    expect(isEighths(16.125)).toBe(true);
    expect(isEighths(16.375)).toBe(true);
    expect(isEighths(16.1)).toBe(false);
    expect(isEighths(Number.NaN)).toBe(false);
  });

  it("writes inches as a framer does", () => {
    expect(formatInches(20)).toBe("20");
    expect(formatInches(16.125)).toBe("16 1/8");
    expect(formatInches(22.5)).toBe("22 1/2");
    expect(formatInches(0.75)).toBe("3/4");
  });
});
