import { describe, expect, it } from "vitest";
import { showsPhoneActionBar } from "~/components/site/PhoneActionBar";

describe("the phone's Call / Book bar", () => {
  it.each(["/", "/contact", "/services", "/portfolio", "/blog/some-post"])(
    "shows on the visitors' page %s",
    (path) => expect(showsPhoneActionBar(path)).toBe(true),
  );

  it.each([
    "/booking/AAAAAAAAAAAAAAAAAAAAAA",
    "/order/AAAAAAAAAAAAAAAAAAAAAA",
    "/order/AAAAAAAAAAAAAAAAAAAAAA/receipts/2026-0001",
    "/quote/AAAAAAAAAAAAAAAAAAAAAA",
    "/admin/jobs",
    "/frame-designer",
  ])("stays off the private or finished page %s", (path) =>
    expect(showsPhoneActionBar(path)).toBe(false),
  );
});
