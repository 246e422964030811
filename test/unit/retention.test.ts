// The retention period is one number: the privacy page's words and the retention job's cutoff are
// both made from it (docs/decisions/0032-customers-and-retention.md).
import { describe, expect, it } from "vitest";
import { business, periodInWords } from "~/content/business";
import { retentionCutoff } from "~worker/services/customers/erase";

describe("the retention period", () => {
  it("is said on the privacy page from the same months the job counts", () => {
    const months = business.policies.keepEnquiriesMonths;
    expect(business.policies.keepEnquiries).toBe(
      `${periodInWords(months)} after our last contact with you`,
    );
    expect(periodInWords(24)).toBe("two years");
    expect(periodInWords(12)).toBe("one year");
    expect(periodInWords(18)).toBe("18 months");
  });

  it("ends the same calendar day that many months back", () => {
    const now = new Date("2026-11-25T08:40:00Z");
    expect(retentionCutoff(now, 24).toISOString()).toBe("2024-11-25T08:40:00.000Z");
    expect(retentionCutoff(now).toISOString()).toBe(
      retentionCutoff(now, business.policies.keepEnquiriesMonths).toISOString(),
    );
  });
});
