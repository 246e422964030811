// Pages & photos (issue #31): the home page's picture, the About photos and story, each service's
// picture. Photos are the Worker's copies (no metadata, no original kept) with the owner's alt
// text, and replace the illustration only once set; the story is sanitised like a blog post.
import { env } from "cloudflare:workers";
import { beforeEach, describe, expect, it } from "vitest";
import { contentChanged } from "~worker/services/edge-cache";
import { IMAGES } from "./fixtures/images";
import { asOwner, countRows, json, request, resetTables } from "./helpers";
import {
  type Bytes,
  carriesMetadata,
  imageInfo,
  picture,
  pngClaiming,
  storedBytes,
  storedKeys,
} from "./portfolio-helpers";

interface Slot {
  slot: string;
  label: string;
  photo: { src: string; srcSet: string; alt: string; width: number; height: number } | null;
}

function photoForm(image: Bytes | string | null, alt?: string, name = "studio.jpg") {
  const form = new FormData();
  if (image !== null)
    form.set("image", typeof image === "string" ? image : new File([image], name));
  if (alt !== undefined) form.set("alt", alt);
  return form;
}

const putPhoto = (slot: string, body: BodyInit) =>
  asOwner(`/api/admin/words/photos/${slot}`, { method: "PUT", body });

async function setPhoto(slot: string, image: Bytes, alt: string): Promise<Slot> {
  const res = await putPhoto(slot, photoForm(image, alt));
  expect(res.status).toBe(200);
  return (await res.json<{ slot: Slot }>()).slot;
}

const page = async (path: string) => {
  const res = await request(path);
  expect(res.status, path).toBe(200);
  return res.text();
};

const imgWithAlt = (html: string, alt: string) =>
  [...html.matchAll(/<img\b[^>]*>/g)].map((m) => m[0]).find((tag) => tag.includes(`alt="${alt}"`));

const HERO_ALT = "Our counter with a customer choosing mouldings";

beforeEach(async () => {
  await resetTables("page_photos", "page_texts");
  const pages = await storedKeys("pages/");
  if (pages.length) await env.IMAGES.delete(pages);
  await contentChanged(env);
});

describe("page photos", () => {
  it("puts the owner's photo in place of the home page's illustration, with its alt text", async () => {
    const before = await page("/");
    expect(before).toContain("/images/hero-gallery-wall-800.webp");
    const slot = await setPhoto("home-hero", await picture(3000, 2000, "image/jpeg"), HERO_ALT);
    expect(slot.photo).toMatchObject({ alt: HERO_ALT, width: 1600, height: 1067 });

    const html = await page("/");
    const hero = imgWithAlt(html, HERO_ALT);
    expect(hero).toBeDefined();
    // Low on narrow screens, where the text above it is the largest paint; wide screens get it
    // at high priority from the preload below.
    expect(hero).toMatch(/fetchpriority="low"/i);
    expect(hero).not.toContain('loading="lazy"');
    expect(hero).toMatch(
      /srcset="\/images\/pages\/studio-[0-9a-f]{8}\.small\.webp 800w, \/images\/pages\/studio-[0-9a-f]{8}\.large\.webp 1600w"/i,
    );
    expect(hero).toContain('width="1600"');
    expect(html).not.toContain("/images/hero-gallery-wall-800.webp");
    // Preloaded from the head: the page's largest paint.
    const head = html.slice(0, html.indexOf("</head>"));
    expect(head).toMatch(/<link rel="preload"[^>]*as="image"[^>]*\/images\/pages\/studio-/);
    expect(head).toMatch(
      /<link rel="preload"[^>]*fetchpriority="high"[^>]*media="\(min-width: 1024px\)"|<link rel="preload"[^>]*media="\(min-width: 1024px\)"[^>]*fetchpriority="high"/i,
    );
    expect(head).not.toContain("hero-gallery-wall");

    // Only the two web copies are kept, served publicly, with no camera metadata.
    const keys = await storedKeys("pages/");
    expect(keys).toHaveLength(2);
    for (const key of keys) {
      const served = await request(`/images/${key}`);
      expect(served.status).toBe(200);
      expect(served.headers.get("Content-Type")).toBe("image/webp");
      expect(served.headers.get("Cache-Control")).toContain("immutable");
    }
  });

  it("strips a phone photo's EXIF and GPS from the copies visitors get", async () => {
    await setPhoto("about-1", IMAGES.camera, "The workbench");
    for (const key of await storedKeys("pages/")) {
      const bytes = await storedBytes(key);
      expect(carriesMetadata(bytes)).toBe(false);
      expect((await imageInfo(bytes)).format).toBe("image/webp");
    }
  });

  it("shows About photos lazily and a service's photo on /services and home", async () => {
    await setPhoto("about-2", IMAGES.png, "Mat boards on the wall");
    await setPhoto("service-custom-framing", IMAGES.jpeg, "Joining a walnut frame");
    const about = await page("/about");
    expect(imgWithAlt(about, "Mat boards on the wall")).toContain('loading="lazy"');
    for (const path of ["/services", "/"]) {
      const tag = imgWithAlt(await page(path), "Joining a walnut frame");
      expect(tag, path).toMatch(/src="\/images\/pages\//);
    }
    // The other services keep their illustrations.
    expect(await page("/services")).toContain("/images/service-matting-600.webp");
  });

  it("changes the alt text alone, and puts the illustration back", async () => {
    await setPhoto("home-hero", IMAGES.png, HERO_ALT);
    const patched = await asOwner(
      "/api/admin/words/photos/home-hero",
      json({ alt: "A new description" }, { method: "PATCH" }),
    );
    expect(patched.status).toBe(200);
    expect(imgWithAlt(await page("/"), "A new description")).toBeDefined();

    const removed = await asOwner("/api/admin/words/photos/home-hero", { method: "DELETE" });
    expect(removed.status).toBe(200);
    expect(await page("/")).toContain("/images/hero-gallery-wall-800.webp");
    expect(await storedKeys("pages/")).toEqual([]);
    expect(await countRows("page_photos")).toBe(0);
  });

  it("refuses a bomb, a non-picture, a missing or bad alt text and an unknown place, storing nothing", async () => {
    const cases: [string, BodyInit, number, RegExp][] = [
      ["home-hero", photoForm(pngClaiming(20000, 20000), HERO_ALT), 413, /20000×20000 px/],
      ["home-hero", photoForm(pngClaiming(12001, 100), HERO_ALT), 413, /12001×100 px/],
      [
        "home-hero",
        photoForm(new TextEncoder().encode("<svg onload=alert(1)>") as Bytes, HERO_ALT),
        400,
        /studio\.jpg/,
      ],
      ["home-hero", photoForm(null, HERO_ALT), 400, /Choose an image file/],
      ["home-hero", photoForm(IMAGES.png), 400, /Please check/],
      ["home-hero", photoForm(IMAGES.png, "   "), 400, /Please check/],
      ["home-hero", photoForm(IMAGES.png, "two\nlines"), 400, /Please check/],
      ["home-hero", photoForm(IMAGES.png, "x".repeat(251)), 400, /Please check/],
      ["nowhere", photoForm(IMAGES.png, HERO_ALT), 404, /no photo place/],
      ["home-hero", JSON.stringify({ image: "x" }), 415, /multipart\/form-data/],
    ];
    for (const [slot, body, status, message] of cases) {
      const res = await putPhoto(slot, body);
      expect(res.status, String(message)).toBe(status);
      expect((await res.json<{ error: string }>()).error).toMatch(message);
    }
    const noAlt = await putPhoto("home-hero", photoForm(IMAGES.png));
    expect((await noAlt.json<{ issues: { path: string }[] }>()).issues[0]?.path).toBe("alt");
    expect(await storedKeys("pages/")).toEqual([]);
    expect(await countRows("page_photos")).toBe(0);
  });

  it("is the owner's alone: no token 401, another origin 403", async () => {
    const anonymous = await request("/api/admin/words/photos/home-hero", {
      method: "PUT",
      body: photoForm(IMAGES.png, HERO_ALT),
    });
    expect(anonymous.status).toBe(401);
    const elsewhere = await asOwner("/api/admin/words/photos/home-hero", {
      method: "PUT",
      body: photoForm(IMAGES.png, HERO_ALT),
      headers: { Origin: "https://evil.example" },
    });
    expect(elsewhere.status).toBe(403);
    expect(await countRows("page_photos")).toBe(0);
  });
});

describe("the About story", () => {
  const saveStory = (markdown: unknown) =>
    asOwner("/api/admin/words/about-story", json({ markdown }, { method: "PUT" }));

  it("replaces the site's story with the owner's, sanitised like a post", async () => {
    expect(await page("/about")).toContain("with a simple idea");
    const res = await saveStory(
      [
        "## Three generations of framers",
        "",
        "Ana opened the shop with **her father's** mitre saw.",
        "",
        '<script>alert("x")</script><img src="x" onerror="alert(1)"><a href="javascript:alert(1)">click</a>',
        '<iframe src="https://evil.example"></iframe><p style="color:red" onclick="x()">Styled</p>',
      ].join("\n"),
    );
    expect(res.status).toBe(200);
    const html = await page("/about");
    expect(html).toContain("<h2>Three generations of framers</h2>");
    expect(html).toMatch(/<strong>her father(&#x27;|&#39;|')s<\/strong>/);
    expect(html).not.toContain("with a simple idea");
    const story = html.slice(html.indexOf("data-about-story"), html.indexOf("Get In Touch"));
    expect(story).not.toMatch(/<script|onerror|onclick|javascript:|<iframe|style=/i);
    expect(story).toContain("Styled");
  });

  it("puts the site's story back when emptied, and refuses what is not a story", async () => {
    await saveStory("Our story.");
    expect(await page("/about")).toContain("Our story.");
    expect((await saveStory("")).status).toBe(200);
    expect(await page("/about")).toContain("with a simple idea");

    for (const bad of [42, "x".repeat(20_001), "bad\u0000byte"]) {
      const res = await saveStory(bad);
      expect(res.status).toBe(400);
      expect((await res.json<{ issues: { path: string }[] }>()).issues[0]?.path).toBe("markdown");
    }
    const onlyScript = await saveStory("<script>alert(1)</script>");
    expect(onlyScript.status).toBe(400);
    expect(await countRows("page_texts")).toBe(0);
  });
});
