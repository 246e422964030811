// The public site is for visitors (docs/decisions/0009-site-for-visitors.md): no admin in the header, every page in
// the sitemap reachable by links from the home page, real privacy and terms pages.
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { business } from "~/content/business";
import { PRIVATE_PATH_PREFIXES } from "~/content/public-pages";
import { asOwner, request } from "./helpers";

async function html(path: string, owner = false): Promise<string> {
  const res = owner ? await asOwner(path) : await request(path);
  expect(res.status, path).toBe(200);
  return res.text();
}

/** The first element `tag` of the page (the site's header, its footer). */
function element(page: string, tag: string): string {
  const start = page.indexOf(`<${tag}`);
  const end = page.indexOf(`</${tag}>`, start);
  expect(start, `<${tag}> not found`).toBeGreaterThanOrEqual(0);
  return page.slice(start, end);
}

/** Links of a page, as the site-relative paths they lead to (no #fragment, no ?query). */
function internalLinks(page: string): string[] {
  return [...page.matchAll(/<a\b[^>]*\bhref="([^"]+)"/g)]
    .map((m) => m[1]!.replaceAll("&amp;", "&"))
    .filter((href) => href.startsWith("/") && !href.startsWith("//"))
    .map((href) => href.split(/[?#]/)[0]!);
}

const isPage = (path: string) =>
  !PRIVATE_PATH_PREFIXES.some((p) => path === p || path.startsWith(`${p}/`)) &&
  !/\.[a-z0-9]+$/i.test(path) &&
  !path.startsWith("/booking/");

const text = (page: string) =>
  page
    .replace(/<script[\s\S]*?<\/script>/g, "")
    .replace(/<[^>]+>/g, " ")
    .replaceAll("&#x27;", "'")
    .replaceAll("&amp;", "&")
    .replace(/\s+/g, " ")
    .replace(/ ([,.;:])/g, "$1");

describe("the public header and the owner's buttons", { timeout: 30_000 }, () => {
  it("has no Admin link in the header; the footer has one discreet owner sign-in", async () => {
    const page = await html("/");
    const header = element(page, "header");
    expect(header).toContain('href="/services"');
    expect(header).not.toMatch(/href="\/admin/);
    expect(text(header)).not.toMatch(/\bAdmin\b/);

    const adminLinks = [...page.matchAll(/<a\b[^>]*href="\/admin[^"]*"[^>]*>([\s\S]*?)<\/a>/g)];
    expect(adminLinks.map((m) => text(m[1]!).trim())).toEqual(["Owner sign-in"]);
    expect(element(page, "footer")).toContain("Owner sign-in");
  });

  it("names the review site in the footer's review link, in words a reader can see", async () => {
    const footer = element(await html("/"), "footer");
    const link = footer.match(
      new RegExp(`<a\\b[^>]*href="${business.social.reviews}"[^>]*>([\\s\\S]*?)</a>`),
    );
    expect(link, "review link").not.toBeNull();
    const visible = link![1]!.replace(/<span class="sr-only">[\s\S]*?<\/span>/g, "");
    expect(text(visible).trim()).toBe(`Read our reviews on ${business.reviewSiteName}`);
  });

  it("shows Upload New Work and the admin dashboard button only to the signed-in owner", async () => {
    expect(await html("/portfolio")).not.toContain("Upload New Work");
    expect(await html("/blog")).not.toContain("Admin Dashboard");
    expect(await html("/portfolio", true)).toContain("Upload New Work");
    expect(await html("/blog", true)).toContain("Admin Dashboard");
  });
});

describe("privacy and terms", { timeout: 30_000 }, () => {
  it("/privacy says what is collected, why, for how long, how to delete it and whom to ask", async () => {
    const page = text(await html("/privacy"));
    expect(page).toContain("Privacy Policy");
    for (const phrase of [
      "Messages",
      "Consultation bookings",
      "up to three photos",
      "No cookies",
      "Why:",
      `for ${business.policies.keepEnquiries}, then they are deleted automatically`,
      `or delete it, within ${business.policies.deletionWithin}`,
      "Each page view is kept for 90 days",
      business.email,
      business.phone.display,
    ])
      expect(page).toContain(phrase);
  });

  it("/terms covers estimates, quotes, bookings and photos, with the contact details", async () => {
    const page = text(await html("/terms"));
    expect(page).toContain("Terms of Service");
    for (const phrase of [
      "the final price comes after we see your piece",
      "Consultation bookings",
      "Send only photos you are allowed to share",
      business.email,
    ])
      expect(page).toContain(phrase);
  });

  it.each(["/", "/services", "/contact", "/blog"])(
    "%s links both from its footer",
    async (path) => {
      const footer = element(await html(path), "footer");
      expect(footer).toMatch(/<a[^>]*href="\/privacy"[^>]*>Privacy Policy<\/a>/);
      expect(footer).toMatch(/<a[^>]*href="\/terms"[^>]*>Terms of Service<\/a>/);
    },
  );

  it.each(["/contact", "/frame-shops-houston", "/frame-designer"])(
    "every form on %s has the privacy and terms links next to it",
    async (path) => {
      const page = await html(path);
      const forms = [...page.matchAll(/<form\b[^>]*method="post"[\s\S]*?<\/form>/g)].map(
        (m) => m[0],
      );
      expect(forms.length).toBeGreaterThan(0);
      for (const form of forms) {
        expect(form).toContain('href="/privacy"');
        expect(form).toContain('href="/terms"');
      }
    },
  );
});

describe("no orphan pages", { timeout: 30_000 }, () => {
  it("reaches every sitemap URL by following links from the home page", async () => {
    const sitemap = await (await request("/sitemap.xml")).text();
    const listed = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) =>
      m[1]!.replace(env.SITE_URL, "").replace(/^$/, "/"),
    );
    expect(listed).toContain("/privacy");
    expect(listed).toContain("/emergency-seo-content");
    expect(listed.some((p) => p.startsWith("/blog/"))).toBe(true);

    const seen = new Set(["/"]);
    const queue = ["/"];
    while (queue.length > 0) {
      const path = queue.shift()!;
      const res = await request(path);
      if (res.status !== 200 || !res.headers.get("Content-Type")?.includes("text/html")) continue;
      for (const link of internalLinks(await res.text()))
        if (isPage(link) && !seen.has(link)) {
          seen.add(link);
          queue.push(link);
        }
    }
    expect(listed.filter((p) => !seen.has(p))).toEqual([]);
  }, 120_000);
});

describe("the rush framing page", { timeout: 30_000 }, () => {
  it("is written for people in a hurry: no priority labels, no search phrases", async () => {
    const page = text(await html("/emergency-seo-content"));
    expect(page).toContain("Need it framed this week?");
    expect(page).toContain("What to bring");
    expect(page).toContain(business.phone.display);
    expect(page).not.toMatch(/CRITICAL|\bHIGH\b|Search phrase/);
  });
});
