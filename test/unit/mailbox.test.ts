// The mailbox rule of the acknowledgement limits (docs/decisions/0027-acknowledgement-limits.md).
import { describe, expect, it } from "vitest";
import { mailboxOf } from "~/lib/mailbox";

describe("mailboxOf", () => {
  it("drops the plus-tag and compares without case or spaces", () => {
    expect(mailboxOf(" Victim+1@Example.com ")).toBe("victim@example.com");
    expect(mailboxOf("victim+a+b@example.com")).toBe("victim@example.com");
    expect(mailboxOf("victim@example.com")).toBe("victim@example.com");
  });

  it("drops the dots at gmail.com and googlemail.com, and calls both gmail.com", () => {
    expect(mailboxOf("v.ictim@gmail.com")).toBe("victim@gmail.com");
    expect(mailboxOf("V.I.C.T.I.M+x@GoogleMail.com")).toBe("victim@gmail.com");
  });

  it("keeps dots at every other domain, and leaves a leading plus alone", () => {
    expect(mailboxOf("a.b@example.com")).toBe("a.b@example.com");
    expect(mailboxOf("+tag@example.com")).toBe("+tag@example.com");
    expect(mailboxOf("not-an-address")).toBe("not-an-address");
  });
});
