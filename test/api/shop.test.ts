// The shop's facts in D1 (docs/decisions/0040-shop-facts-in-d1.md): seeded from today's values,
// edited through PUT /api/admin/shop, and read everywhere: the footer, JSON-LD, /contact,
// /privacy, /services, the emails and the booking slot rules; closures on the slots and the
// pages; edge-cached pages change on the next request. What is stored, and what is refused, is in
// shop-storage.test.ts.
import { env } from "cloudflare:workers";
import { beforeEach, describe, expect, it } from "vitest";
import { closureDay, DEFAULT_SHOP_FACTS } from "~/lib/shop";
import type { ShopFacts } from "~/lib/shop-schema";
import { addDays } from "~/lib/shop-time";
import { submitContact } from "~worker/services/enquiries";
import { book, mailbox, nextWeekday, slotsOn } from "./booking-helpers";
import { countRows, OWNER_EMAIL, request, resetTables } from "./helpers";
import { newJob } from "./job-helpers";
import { recordingMail } from "./message-helpers";
import { deliverOutbox } from "./outbox-helpers";
import { adminFacts, CHANGED, closedOn, page, putShop, resetShop, saveShop } from "./shop-helpers";

beforeEach(async () => {
  await resetTables(
    "emails",
    "appointments",
    "booking_settings",
    "rate_limits",
    "jobs",
    "contacts",
  );
  await resetShop();
  await resetTables("shop_changes");
});

function localBusiness(html: string) {
  const blocks = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map(
    (m) => JSON.parse(m[1]) as { "@type": string; [k: string]: unknown },
  );
  const found = blocks.find((b) => b["@type"] === "LocalBusiness");
  expect(found).toBeTruthy();
  return found as Record<string, unknown>;
}

describe("the shop's facts", () => {
  it("are seeded by the migration with today's values, and public at GET /api/shop", async () => {
    expect((await adminFacts()).facts).toEqual(DEFAULT_SHOP_FACTS);
    const res = await request("/api/shop");
    expect(res.status).toBe(200);
    const body = await res.json<{ facts: ShopFacts; closuresSoon: unknown[] }>();
    expect(body.facts).toEqual(DEFAULT_SHOP_FACTS);
    expect(Array.isArray(body.closuresSoon)).toBe(true);
  });

  it("round-trip every field, keep who changed what, and show where they belong", async () => {
    // Any common spelling of a US number is stored in one form.
    const res = await putShop({ ...CHANGED, phone: "+1 832.555.0199" });
    expect(res.status).toBe(200);
    const saved = await res.json<{ changed: string[] }>();
    expect(saved.changed).toEqual(
      expect.arrayContaining([
        "phone",
        "email",
        "address.street",
        "hours.saturday",
        "prices.customFraming",
        "replyPromise",
        "googleReviewUrl",
        "social.facebook",
        "mapUrl",
        "closedHolidays",
      ]),
    );
    const { facts, history } = await adminFacts();
    expect(facts).toEqual(CHANGED);
    expect(history[0]).toMatchObject({ changedBy: OWNER_EMAIL });
    expect(history[0].fields).toContain("hours.saturday");

    const home = await page("/");
    for (const text of [
      "(832) 555-0199",
      'href="tel:+18325550199"',
      "studio@example.com",
      "2200 Ashland St, Bellaire, TX 77401",
      "9:00 AM - 1:00 PM",
      "1:00 PM - 5:00 PM",
      "https://www.facebook.com/newframes",
      "https://www.yelp.com/biz/new-frames",
      "within two business days",
      "Ashland Street",
    ])
      expect(home).toContain(text);
    expect(home).not.toContain(DEFAULT_SHOP_FACTS.phone);

    const ld = localBusiness(home);
    expect(ld.telephone).toBe("+18325550199");
    expect(ld.email).toBe("studio@example.com");
    expect(ld.address).toMatchObject({ streetAddress: "2200 Ashland St", postalCode: "77401" });
    expect(ld.openingHoursSpecification).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ dayOfWeek: ["Saturday"], opens: "09:00", closes: "13:00" }),
        expect.objectContaining({ dayOfWeek: ["Sunday"], opens: "13:00", closes: "17:00" }),
      ]),
    );
    expect(ld.sameAs).toContain("https://www.instagram.com/newframes");

    const contact = await page("/contact");
    for (const text of [
      "(832) 555-0199",
      "studio@example.com",
      "within two business days",
      "https://maps.example.com/ashland",
      "9:00 AM - 1:00 PM",
    ])
      expect(contact).toContain(text);
    expect(localBusiness(contact).telephone).toBe("+18325550199");

    const privacy = await page("/privacy");
    for (const text of [
      "(832) 555-0199",
      "mailto:studio@example.com",
      "2200 Ashland St, Bellaire, TX 77401",
    ])
      expect(privacy).toContain(text);

    expect(await page("/services")).toContain("$90-$350+");
  });

  it("reach the emails: the branded layout and a job's hours, address and phone", async () => {
    await saveShop(CHANGED);
    await newJob();
    const mail = recordingMail();
    await deliverOutbox(mail);
    const [email] = mail.sent.filter((m) => m.to === "ana@example.com");
    expect(email.text).toContain("2200 Ashland St, Bellaire, TX 77401");
    expect(email.text).toContain("Saturday: 9:00 AM - 1:00 PM");
    expect(email.text).toContain("(832) 555-0199");
    expect(email.html).toContain("tel:+18325550199");
    expect(email.html).toContain("studio@example.com");
    expect(email.html).not.toContain(DEFAULT_SHOP_FACTS.phone);

    // A message's acknowledgement: the reply promise, the phone and the hours.
    await submitContact(env, {
      firstName: "Maria",
      lastName: "Gonzalez",
      email: "maria@example.com",
      message: "Can you frame a jersey?",
    });
    const box = recordingMail();
    await deliverOutbox(box);
    const [ack] = box.sent.filter((m) => m.to === "maria@example.com");
    expect(ack.text).toContain("we'll reply within two business days");
    expect(ack.text).toContain("call us on (832) 555-0199");
    expect(ack.text).toContain("Saturday 9:00 AM - 1:00 PM");
    expect(ack.html).toContain("2200 Ashland St, Bellaire, TX 77401");
  });

  it("reach every page body that names them, and the forms' answers", async () => {
    await saveShop(CHANGED);
    for (const path of [
      "/frame-designer",
      "/portfolio",
      "/frame-shops-houston",
      "/emergency-seo-content",
      "/about",
    ]) {
      const res = await request(path);
      expect(res.status, path).toBe(200);
      const html = await res.text();
      const body = html.slice(html.indexOf("<main"), html.indexOf("</main>"));
      expect(body, path).not.toContain(DEFAULT_SHOP_FACTS.phone);
      expect(body, path).not.toContain(DEFAULT_SHOP_FACTS.replyPromise);
      expect(body, path).not.toContain(DEFAULT_SHOP_FACTS.address.street);
    }
    // The pages' descriptions and titles name the street too.
    expect(await (await request("/")).text()).toMatch(
      /<meta name="description" content="[^"]*2200 Ashland St, Houston 77401/,
    );
    expect(await (await request("/houston-heights-framing")).text()).toMatch(
      /<title>Houston Heights Frame Shop on Ashland Street/,
    );
    const designer = await (await request("/frame-designer")).text();
    expect(designer).toContain("within two business days");
    const answer = await request("/api/contact", {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: "http://localhost" },
      body: JSON.stringify({
        firstName: "Ana",
        lastName: "Reyes",
        email: "ana.r@example.com",
        message: "Do you frame puzzles?",
      }),
    });
    expect(answer.status).toBe(201);
    expect((await answer.json<{ message: string }>()).message).toContain(
      "We'll get back to you within two business days.",
    );
  });

  it("reach the booking emails and their calendar invite: address, phone, email, reply promise", async () => {
    await saveShop(CHANGED);
    const box = mailbox();
    const res = await book(box, { preferredDate: nextWeekday("Tuesday") });
    expect(res.status).toBe(201);
    const booked = box.sent.find((m) => m.to === "james@example.com");
    expect(booked?.text).toContain("we'll confirm it within two business days");
    expect(booked?.text).toContain(
      "Where: Heights Frame Studio, 2200 Ashland St, Bellaire, TX 77401",
    );
    expect(booked?.text).toContain("(832) 555-0199 · studio@example.com");
    expect(booked?.text).not.toContain(DEFAULT_SHOP_FACTS.phone);
    const ics = booked?.attachments?.find((a) => a.filename.endsWith(".ics"))?.content;
    const invite = typeof ics === "string" ? ics : new TextDecoder().decode(ics as ArrayBuffer);
    expect(invite.replace(/\r\n /g, "")).toContain("2200 Ashland St\\, Bellaire\\, TX 77401");
    expect(invite).toContain("(832) 555-0199");
  });

  it("open the booking slots by the week's hours", async () => {
    const box = mailbox();
    const sunday = nextWeekday("Sunday");
    expect(await slotsOn(box, sunday)).toEqual([]);
    await saveShop(CHANGED);
    expect((await slotsOn(box, sunday)).map((s) => s.time)).toEqual([
      "1:00 PM",
      "2:00 PM",
      "3:00 PM",
      "4:00 PM",
    ]);
  });
});

describe("closures", () => {
  it("remove that day's booking slots and show on /contact, the footer and the home page", async () => {
    const box = mailbox();
    const day = nextWeekday("Wednesday", 2);
    const far = addDays(day, 28);
    expect((await slotsOn(box, day)).length).toBeGreaterThan(0);
    await saveShop({ closures: [closedOn(day, "Staff training"), closedOn(far, "Inventory")] });
    expect(await slotsOn(box, day)).toEqual([]);
    expect((await slotsOn(box, addDays(day, -1))).length).toBeGreaterThan(0);
    const booking = await box.fetch("/api/appointments", {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: "http://localhost" },
      body: JSON.stringify({
        name: "James Carter",
        email: "james@example.com",
        phone: "713-555-0199",
        preferredDate: day,
        preferredTime: "10:00 AM",
        consultationType: "Custom Framing",
        projectDetails: "A watercolour",
      }),
    });
    expect(booking.status).toBe(400);
    expect(await countRows("appointments")).toBe(0);

    const notice = `Closed ${closureDay(day)} for Staff training`;
    for (const path of ["/contact", "/about", "/"]) expect(await page(path)).toContain(notice);
    // Announced only while it is near (two weeks).
    expect(await page("/contact")).not.toContain(`Closed ${closureDay(far)}`);
  });

  it("with hours open the shop only then that day", async () => {
    const box = mailbox();
    const day = nextWeekday("Wednesday", 2);
    await saveShop({
      closures: [{ from: day, to: day, note: "Stocktaking", opens: "14:00", closes: "16:00" }],
    });
    expect((await slotsOn(box, day)).map((s) => s.time)).toEqual(["2:00 PM", "3:00 PM"]);
    expect(await page("/contact")).toContain(
      `Open 2:00 PM - 4:00 PM on ${closureDay(day)} for Stocktaking`,
    );
  });
});

describe("edge-cached pages", () => {
  it("change on the next request after a save", async () => {
    await (await request("/about")).text();
    expect((await request("/about")).headers.get("Cache-Status")).toContain("hit");
    await (await request("/api/shop")).text();
    expect((await request("/api/shop")).headers.get("Cache-Status")).toContain("hit");
    await saveShop({ phone: "(281) 555-0123" });
    const after = await request("/about");
    expect(after.headers.get("Cache-Status")).not.toContain("hit");
    expect(await after.text()).toContain("(281) 555-0123");
    const api = await request("/api/shop");
    expect(api.headers.get("Cache-Status")).not.toContain("hit");
    expect((await api.json<{ facts: ShopFacts }>()).facts.phone).toBe("(281) 555-0123");
  });
});
