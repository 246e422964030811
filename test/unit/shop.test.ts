// What is derived from the shop's facts (docs/decisions/0040-shop-facts-in-d1.md,
// 0042-closures-on-the-site.md): the announced closures, the hours as lines and JSON-LD, the phone.
import { describe, expect, it } from "vitest";
import {
  bookingClosures,
  DEFAULT_SHOP_FACTS,
  hoursLines,
  openingHoursSpecification,
  phoneHref,
  upcomingClosures,
} from "~/lib/shop";
import { usPhoneSchema } from "~/lib/shop-schema";

describe("closures announced on the site", () => {
  it("says the yearly holiday in the shop's words within two weeks", () => {
    expect(upcomingClosures(DEFAULT_SHOP_FACTS, "2026-11-20").map((c) => c.text)).toEqual([
      "Closed Thursday, November 26 for Thanksgiving",
    ]);
    expect(upcomingClosures(DEFAULT_SHOP_FACTS, "2026-11-01")).toEqual([]);
    expect(upcomingClosures({ ...DEFAULT_SHOP_FACTS, closedHolidays: [] }, "2026-11-20")).toEqual(
      [],
    );
  });

  it("crosses the year, and a dated closure replaces the holiday it covers", () => {
    const facts = {
      ...DEFAULT_SHOP_FACTS,
      closures: [
        { from: "2026-12-24", to: "2026-12-26", note: "the holidays", opens: null, closes: null },
        {
          from: "2026-12-31",
          to: "2026-12-31",
          note: "New Year's Eve",
          opens: "10:00",
          closes: "14:00",
        },
      ],
    };
    expect(upcomingClosures(facts, "2026-12-20").map((c) => c.text)).toEqual([
      "Closed Thursday, December 24 to Saturday, December 26 for the holidays",
      "Open 10:00 AM - 2:00 PM on Thursday, December 31 for New Year's Eve",
      "Closed Friday, January 1 for New Year's Day",
    ]);
    expect(bookingClosures(facts)).toMatchObject({
      closedDays: ["2026-12-24", "2026-12-25", "2026-12-26"],
      specialHours: [{ date: "2026-12-31", opens: "10:00", closes: "14:00" }],
    });
  });
});

describe("hours and phone", () => {
  it("groups days with the same hours, as the site always showed them", () => {
    expect(hoursLines(DEFAULT_SHOP_FACTS)).toEqual([
      { days: "Monday - Friday", label: "10:00 AM - 6:00 PM" },
      { days: "Saturday", label: "11:00 AM - 5:00 PM" },
      { days: "Sunday", label: "Closed" },
    ]);
    expect(openingHoursSpecification(DEFAULT_SHOP_FACTS)).toEqual([
      {
        "@type": "OpeningHoursSpecification",
        dayOfWeek: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"],
        opens: "10:00",
        closes: "18:00",
      },
      {
        "@type": "OpeningHoursSpecification",
        dayOfWeek: ["Saturday"],
        opens: "11:00",
        closes: "17:00",
      },
    ]);
  });

  it.each(["713-555-0100", "(713) 555-0100", "+1 713 555 0100", "7135550100", "1.713.555.0100"])(
    "stores %s as (713) 555-0100",
    (input) => {
      const phone = usPhoneSchema.parse(input);
      expect(phone).toBe("(713) 555-0100");
      expect(phoneHref({ phone })).toBe("tel:+17135550100");
    },
  );

  it.each(["555-0100", "+44 20 7946 0958", "(013) 555-0100", "713-555-0100 ext 2", "call us"])(
    "refuses %s",
    (input) => {
      expect(usPhoneSchema.safeParse(input).success).toBe(false);
    },
  );
});
