import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import {
  callCost,
  formatCost,
  formatLimit,
  MAX_OUTPUT_TOKENS,
  MODEL_PRICES,
  maxTokensFor,
  priceOf,
  UNKNOWN_MODEL_PRICE,
} from "~/lib/ai-cost";

const MODEL = "@cf/meta/llama-3.3-70b-instruct-fp8-fast";

describe("cost of a call", () => {
  it("is input and output tokens times the model's price per million", () => {
    // 1000 in x 0.293 + 500 out x 2.253, per million.
    expect(callCost(MODEL, 1000, 500)).toBeCloseTo((1000 * 0.293 + 500 * 2.253) / 1e6, 15);
    expect(callCost(MODEL, 0, 0)).toBe(0);
    expect(callCost(MODEL, 1_000_000, 0)).toBeCloseTo(MODEL_PRICES[MODEL]!.inputPerMillion, 12);
  });
  it("knows the price of the model wrangler.toml configures", () => {
    const configured = /^AI_MODEL\s*=\s*"([^"]+)"/m.exec(
      readFileSync("wrangler.toml", "utf8"),
    )?.[1];
    expect(configured).toBeDefined();
    expect(Object.keys(MODEL_PRICES)).toContain(configured);
  });
  it("charges an unknown model at the dearest known price", () => {
    expect(priceOf("@cf/someone/new-model")).toEqual(UNKNOWN_MODEL_PRICE);
    for (const p of Object.values(MODEL_PRICES)) {
      expect(UNKNOWN_MODEL_PRICE.inputPerMillion).toBeGreaterThanOrEqual(p.inputPerMillion);
      expect(UNKNOWN_MODEL_PRICE.outputPerMillion).toBeGreaterThanOrEqual(p.outputPerMillion);
    }
  });
});

describe("the token cap from the cost per request", () => {
  it("keeps input plus capped output within the limit", () => {
    const tokens = maxTokensFor(MODEL, 400, 0.001);
    expect(tokens).toBe(Math.floor(((0.001 - (400 * 0.293) / 1e6) * 1e6) / 2.253));
    expect(callCost(MODEL, 400, tokens)).toBeLessThanOrEqual(0.001);
    expect(callCost(MODEL, 400, tokens + 1)).toBeGreaterThan(0.001);
  });
  it("never exceeds the absolute maximum", () => {
    expect(maxTokensFor(MODEL, 100, 5)).toBe(MAX_OUTPUT_TOKENS);
  });
  it("is 0 when the input alone costs more than the limit", () => {
    expect(maxTokensFor(MODEL, 10_000, 0.001)).toBe(0);
    expect(maxTokensFor(MODEL, 0, 0)).toBe(0);
  });
});

describe("dollars on screen", () => {
  it("shows costs to the cent, a fraction of a cent as < $0.01", () => {
    expect(formatCost(0)).toBe("$0.00");
    expect(formatCost(0.00012345)).toBe("< $0.01");
    expect(formatCost(0.0049)).toBe("< $0.01");
    expect(formatCost(0.0099)).toBe("< $0.01");
    expect(formatCost(0.01)).toBe("$0.01");
    expect(formatCost(1.5)).toBe("$1.50");
    expect(formatCost(12.345)).not.toMatch(/\.\d{3}/);
  });
  it("shows limits with two decimals", () => {
    expect(formatLimit(1)).toBe("$1.00");
    expect(formatLimit(0.05)).toBe("$0.05");
    expect(formatLimit(10)).toBe("$10.00");
  });
});
