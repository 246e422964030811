// What the blog test files share: a valid post, the owner's create call, page and list readers,
// and an empty blog before every test.
import { env } from "cloudflare:workers";
import { beforeEach, expect } from "vitest";
import { contentChanged } from "~worker/services/edge-cache";
import { asOwner, json, request, resetTables } from "./helpers";

export type Post = Record<string, unknown> & {
  id: number;
  slug: string;
  status: string;
  contentHtml: string;
};

let n = 0;
export function validPost(overrides: Record<string, unknown> = {}) {
  n++;
  return {
    title: `Framing a Concert Poster ${n}`,
    slug: `framing-a-concert-poster-${n}`,
    excerpt:
      "How we float, mat and glaze a signed gig poster so it survives the next twenty years.",
    category: "Tips",
    keywords: "poster framing,  concert poster , ,uv glass",
    content:
      "## Why posters fade\n\nCheap paper and sunlight. Here is what we do about it.\n\n- Acid-free mat\n- UV glass",
    ...overrides,
  };
}

export async function create(body: unknown): Promise<Post> {
  const res = await asOwner("/api/blog/posts", json(body));
  expect(res.status, await res.clone().text()).toBe(201);
  return res.json<Post>();
}

export const update = (id: number | string, body: unknown) =>
  asOwner(`/api/blog/posts/${id}`, json(body, { method: "PUT" }));
export const remove = (id: number | string) =>
  asOwner(`/api/blog/posts/${id}`, { method: "DELETE" });

export async function publicList(query = ""): Promise<Post[]> {
  const res = await request(`/api/blog/posts${query}`);
  expect(res.status).toBe(200);
  return res.json<Post[]>();
}

export async function storedRow(id: number) {
  return env.DB.prepare("SELECT * FROM blog_posts WHERE id = ?")
    .bind(id)
    .first<Record<string, string | number | null>>();
}

export async function page(path: string, init?: RequestInit) {
  const res = await request(path, init);
  return { res, html: await res.text() };
}

export const jsonLdBlocks = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) =>
    JSON.parse(m[1]!),
  );

/** Storage persists across the tests of a file: call in each blog test file for an empty blog. */
export function startEachTestWithAnEmptyBlog() {
  // Direct SQL bypasses the service, so the edge cache is told about it too.
  beforeEach(async () => {
    await resetTables("blog_posts");
    await contentChanged(env);
  });
}
