// Odd methods on pages are a plain 405, and a page has one address: other letter cases and a
// trailing slash are a 301 to it (docs/decisions/0021-page-methods-and-canonical-paths.md).
import { afterEach, describe, expect, it, vi } from "vitest";
import { canonicalPath, routePatterns } from "~/page-delivery/server/page-requests";
import { request } from "./helpers";

afterEach(() => vi.restoreAllMocks());

describe("methods a page does not answer", () => {
  it.each(["OPTIONS", "TRACE", "PUT", "DELETE", "PATCH"])(
    "%s on pages is a 405 with Allow, never logged as an error",
    async (method) => {
      const errors = vi.spyOn(console, "error");
      for (const path of ["/", "/terms", "/contact", "/frame-designer", "/no-such-page"]) {
        const res = await request(path, { method });
        expect(res.status, `${method} ${path}`).toBe(405);
        expect(res.headers.get("Allow")).toBe("GET, HEAD, POST");
        await res.arrayBuffer();
      }
      expect(errors).not.toHaveBeenCalled();
    },
  );

  it("leaves the API's own method handling alone", async () => {
    const res = await request("/api/health", { method: "OPTIONS" });
    expect(res.status).not.toBe(405);
  });
});

describe("one address per page", () => {
  const redirects: Array<[string, string]> = [
    ["/Terms", "/terms"],
    ["/ADMIN", "/admin"],
    ["/about/", "/about"],
    ["/About//", "/about"],
    ["/Contact?ref=nav&x=1", "/contact?ref=nav&x=1"],
    ["/Blog/some-post/", "/blog/some-post"],
    ["/BOOKING/AbCdEfGhIjKlMnOpQrStUv", "/booking/AbCdEfGhIjKlMnOpQrStUv"],
    ["/Admin/Jobs/12/Ticket", "/admin/jobs/12/ticket"],
  ];

  it.each(redirects)("GET %s is a 301 to %s", async (from, to) => {
    const res = await request(from, { redirect: "manual" });
    expect(res.status).toBe(301);
    expect(res.headers.get("Location")).toBe(to);
  });

  it("HEAD redirects too; a POST is not redirected", async () => {
    expect((await request("/Terms", { method: "HEAD", redirect: "manual" })).status).toBe(301);
    const post = await request("/Terms", { method: "POST", redirect: "manual" });
    expect(post.status).not.toBe(301);
  });

  it.each([
    "/terms",
    "/",
    "/api/Health",
    "/API/health/",
    "/assets/App.JS",
    "/portfolio-images/X.webp",
    "/no-such-Page/",
    "//evil.example",
    "//evil.example/",
    "///evil.example/about",
    "/\\evil.example",
    "/%2F%2Fevil.example/",
    "//Terms",
  ])("%s is never redirected to another address", async (path) => {
    const res = await request(path, { redirect: "manual" });
    expect(res.status).not.toBe(301);
    expect(res.headers.get("Location")).toBeNull();
    await res.arrayBuffer();
  });

  it("never answers with a Location that leaves the site", () => {
    const patterns = routePatterns({
      root: { path: "" },
      a: { path: "about", parentId: "root" },
      b: { path: "blog/:slug", parentId: "root" },
      c: { path: "*", parentId: "root" },
    });
    for (const path of ["//evil.example", "//evil.example/", "/%2Fevil.example", "/\\evil"]) {
      const out = canonicalPath(path, patterns);
      if (out) expect(out.startsWith("//")).toBe(false);
    }
    expect(canonicalPath("/Blog//x", patterns)).toBeNull();
    expect(canonicalPath("/Blog/X/", patterns)).toBe("/blog/X");
    expect(canonicalPath("/anything/", patterns)).toBeNull();
  });
});
