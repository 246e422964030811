import { describe, expect, it } from "vitest";
import { PUBLIC_PAGES } from "~/content/public-pages";
import { request } from "./helpers";

// A phrase each page must carry in its server-rendered HTML (its h1 or a signature section).
const SIGNATURES: Record<string, { h1: RegExp; phrase: string }> = {
  "/": { h1: /Custom framing that does your art justice/, phrase: "How it works" },
  "/services": { h1: /Everything your art needs/, phrase: "Pickup &amp; Delivery" },
  "/about": { h1: /About Heights Frame Studio/, phrase: "Museum Partnerships" },
  "/installation-hanging": { h1: /Picture hanging and art installation/, phrase: "10-mile radius" },
  "/fine-art-printing": { h1: /44 inches wide/, phrase: "Giclée Printing" },
  "/shadowbox-framing": { h1: /Keepsakes deserve more/, phrase: "Corporate &amp; Awards" },
  "/picture-framing-houston": {
    h1: /Custom picture framing for all of Houston/,
    phrase: "Areas we serve",
  },
  "/houston-heights-framing": {
    h1: /The Heights&#x27; own frame shop/,
    phrase: "Why neighbours choose us",
  },
  "/emergency-seo-content": { h1: /Need it framed this week\?/, phrase: "What to bring" },
  "/ultimate-houston-framing-guide": {
    h1: /The ultimate Houston framing guide/,
    phrase: "$150-$500+",
  },
  "/frame-shops-houston": { h1: /Choosing a frame shop in Houston/, phrase: "Big-box store" },
  "/contact": { h1: /Visit Our Studio/, phrase: "Book Your Consultation" },
  "/blog": { h1: /Framing notes from the Heights/, phrase: "Get Custom Framing" },
  "/thank-you": { h1: /Appointment Confirmed!/, phrase: "24 hours before your appointment" },
  "/privacy": { h1: /Privacy Policy/, phrase: "How long we keep it" },
  "/terms": { h1: /Terms of Service/, phrase: "Consultation bookings" },
};

async function page(path: string) {
  const res = await request(path);
  return { res, html: await res.text() };
}

const headValue = (html: string, pattern: RegExp) => pattern.exec(html)?.[1];

describe("public pages", () => {
  it.each(Object.entries(SIGNATURES))(
    "%s is server-rendered with its heading, content and keywords",
    async (path, sig) => {
      const { res, html } = await page(path);
      expect(res.status).toBe(200);
      const h1 = /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1] ?? "";
      expect(h1).toMatch(sig.h1);
      expect(html).toContain(sig.phrase);
      expect(html).toContain(`<link rel="canonical" href="http://localhost${path}"/>`);
      expect(html).toMatch(
        /<meta property="og:image" content="http:\/\/localhost\/images\/og-default.jpg"\/>/,
      );
      expect(html).toMatch(/<meta name="twitter:card" content="summary_large_image"\/>/);
      // Every public page sets its own keywords.
      expect(html).toMatch(/<meta name="keywords" content="[^"]+"\/>/);
    },
  );

  it("gives every page a unique title and description", async () => {
    const heads = await Promise.all(Object.keys(SIGNATURES).map((p) => page(p)));
    const titles = heads.map(({ html }) => headValue(html, /<title>([^<]*)<\/title>/));
    const descriptions = heads.map(({ html }) =>
      headValue(html, /<meta name="description" content="([^"]*)"/),
    );
    expect(titles.every(Boolean)).toBe(true);
    expect(descriptions.every((d) => d && d.length >= 50)).toBe(true);
    expect(new Set(titles).size).toBe(titles.length);
    expect(new Set(descriptions).size).toBe(descriptions.length);
  });

  it.each(
    PUBLIC_PAGES.filter((p) => p.jsonLdType === "LocalBusiness" && SIGNATURES[p.path]).map(
      (p) => p.path,
    ),
  )("%s carries LocalBusiness JSON-LD from the one source of facts", async (path) => {
    const { html } = await page(path);
    const blocks = [
      ...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g),
    ].map((m) => JSON.parse(m[1]!));
    const business = blocks.find((b) => b["@type"] === "LocalBusiness");
    expect(business).toMatchObject({
      name: "Heights Frame Studio",
      telephone: "+17135550142",
      priceRange: "$$",
      address: {
        streetAddress: "1105 Yale St, Suite 2",
        postalCode: "77008",
        addressLocality: "Houston",
      },
      geo: { latitude: 29.7904, longitude: -95.3988 },
    });
    expect(business.openingHoursSpecification).toEqual([
      expect.objectContaining({ opens: "10:00", closes: "18:00" }),
      expect.objectContaining({ dayOfWeek: ["Saturday"], opens: "11:00", closes: "17:00" }),
    ]);
  });

  it("never claims 25+ years anywhere", async () => {
    for (const path of Object.keys(SIGNATURES))
      expect((await page(path)).html).not.toContain("25+");
  });

  it("answers an unknown path with HTTP 404 and the 404 page", async () => {
    const { res, html } = await page("/framing-gallery-info");
    expect(res.status).toBe(404);
    expect(html).toContain("Oops! Page Not Found");
    expect(html).toContain("Picture Framing Houston");
    expect(html).toContain('content="noindex"');
  });
});
