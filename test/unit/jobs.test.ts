import { describe, expect, it } from "vitest";
import { formatCents, nextStage, PAYMENT_METHOD_LABELS, parseDollars } from "~/lib/jobs";

describe("job money and numbers", () => {
  it("formats cents as dollars to the cent, refunds with a minus", () => {
    expect(formatCents(0)).toBe("$0.00");
    expect(formatCents(16_720)).toBe("$167.20");
    expect(formatCents(123_456_789)).toBe("$1,234,567.89");
    expect(formatCents(-5)).toBe("-$0.05");
  });

  it("reads the dollars the owner types, and refuses what is not an amount", () => {
    expect(parseDollars("195")).toBe(19_500);
    expect(parseDollars(" $1,234.5 ")).toBe(123_450);
    expect(parseDollars("0.07")).toBe(7);
    for (const bad of ["", "-5", "1.234", "12e3", "abc", "$", "1.2.3", "99999999"])
      expect(parseDollars(bad)).toBeNull();
  });

  it("knows the next stage on the workshop's path", () => {
    expect(nextStage("received")).toBe("materials_ordered");
    expect(nextStage("ready")).toBe("picked_up");
    expect(nextStage("picked_up")).toBeUndefined();
    expect(nextStage("on_hold")).toBe("in_production");
    expect(nextStage("cancelled")).toBeUndefined();
  });

  it("names a card taken at the counter apart from one paid online", () => {
    expect(PAYMENT_METHOD_LABELS.card).toBe("Card (in the shop)");
    expect(PAYMENT_METHOD_LABELS["card-online"]).toBe("Card (online)");
  });
});
