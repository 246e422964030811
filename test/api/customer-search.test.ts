// The customers list's search answers every query its schema allows: D1 refuses a LIKE pattern
// over 50 bytes, so the search matches words as Messages and Jobs do (db/repositories/text-search.ts).
import { env } from "cloudflare:workers";
import { beforeEach, describe, expect, it } from "vitest";
import { submitContact } from "~worker/services/enquiries";
import { asOwner, resetTables } from "./helpers";
import { validContact } from "./message-helpers";

beforeEach(() => resetTables("contacts", "customer_index", "customer_index_dirty"));

const search = async (q: string) => {
  const res = await asOwner(`/api/admin/customers?q=${encodeURIComponent(q)}`);
  return { status: res.status, body: await res.json<{ customers: { email: string }[] }>() };
};

describe("searching customers", () => {
  it.each([
    ["49 characters", "m".repeat(49)],
    ["100 characters", "m".repeat(100)],
    ["25 percent signs", "%".repeat(25)],
    ["17 euro signs", "€".repeat(17)],
    ["49 digits", "7".repeat(49)],
    [
      "many short words",
      Array.from({ length: 50 }, (_, i) => String.fromCharCode(97 + (i % 26))).join(" "),
    ],
  ])("answers 200 for %s", async (_, q) => {
    await submitContact(env, validContact);
    const { status, body } = await search(q);
    expect(status).toBe(200);
    expect(body.customers).toEqual([]);
  });

  it("still finds a person by a long name, any order of words, and by phone digits", async () => {
    await submitContact(env, {
      ...validContact,
      firstName: "Maximiliana",
      lastName: "Featherstonehaugh-Abernathy",
      email: "max@example.com",
      phone: "(713) 555-0199",
    });
    for (const q of [
      "Maximiliana Featherstonehaugh-Abernathy max@example.com",
      "abernathy maximiliana",
      "713 555 0199",
    ]) {
      const { status, body } = await search(q);
      expect(status, q).toBe(200);
      expect(
        body.customers.map((c) => c.email),
        q,
      ).toEqual(["max@example.com"]);
    }
    expect((await search("100%")).body.customers).toEqual([]);
  });
});
