// CSV cells a spreadsheet could run as a formula are neutralised; a plain amount, negative ones
// included, stays a number the spreadsheet adds up (docs/decisions/0098-daily-closing-and-reports.md).
import { describe, expect, it } from "vitest";
import { neutraliseCell } from "~worker/services/csv";

describe("CSV cells", () => {
  it("neutralise formulas but keep plain amounts as numbers", () => {
    expect(neutraliseCell("=1+1")).toBe("'=1+1");
    expect(neutraliseCell("+SUM(A1)")).toBe("'+SUM(A1)");
    expect(neutraliseCell("-2+3")).toBe("'-2+3");
    expect(neutraliseCell("@cmd")).toBe("'@cmd");
    expect(neutraliseCell("-10.50")).toBe("-10.50");
    expect(neutraliseCell("-3")).toBe("-3");
    expect(neutraliseCell("180.99")).toBe("180.99");
  });
});
