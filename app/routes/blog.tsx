import { data } from "react-router";
import { BLOG_RSS_LINK, PostCard } from "~/components/blog/post-parts";
import { PageHero } from "~/components/site/sections";
import { buttonClass } from "~/components/ui/button";
import { business } from "~/content/business";
import { appContext } from "~/context";
import { trackClick } from "~/lib/analytics";
import { fitSearch, postDisplayDate, SEARCH_MAX_LENGTH, SEARCH_MAX_WORDS } from "~/lib/blog";
import { postListQuerySchema } from "~/lib/blog-schema";
import { absoluteUrl, breadcrumbJsonLd, pageMeta, siteUrlFrom } from "~/lib/seo";
import type { PageHandle } from "~/page-delivery/server/page-handle";
import { listPosts, postReadAccess } from "~worker/services/blog";
import type { Route } from "./+types/blog";
import { adminPageAccess } from "./admin-session.server";

// A light page (no React in the browser: the search is a plain GET form, the cards plain links)
// for everyone: the writing assistant is in the admin Blog editor
// (docs/decisions/0065-light-portfolio-blog-quote-page.md,
// docs/decisions/0076-assistant-in-the-editor.md).
export const handle: PageHandle = { browser: "light" };

export function links() {
  return [BLOG_RSS_LINK];
}

// Server-rendered with the search applied, so ?q= works without JavaScript. The query means what
// it means to GET /api/blog/posts: same schema, same rule for drafts.
export async function loader({ request, context }: Route.LoaderArgs) {
  const { env } = context.get(appContext);
  // Visitors are simply not the owner; only the owner sees drafts and the admin button.
  const owner = adminPageAccess(request, context).then((access) => access.result);
  const params = Object.fromEntries(new URL(request.url).searchParams);
  // Whatever a visitor types answers 200: past the limits, the words that fit are searched. The
  // rest of the query is read by the API's own schema.
  const { q: fitted, shortened } = fitSearch(params.q ?? "");
  const query = postListQuerySchema.safeParse({ ...params, q: fitted });
  if (!query.success) {
    const searchError = query.error.issues[0]?.message;
    return data(
      { posts: [], q: fitted, shortened, ownerSignedIn: (await owner).ok, searchError },
      { status: 400 },
    );
  }
  const { status, q = "" } = query.data;
  // Drafts asked for by anyone but the owner: the list everyone sees.
  const mayList = (await postReadAccess(status, () => owner)).ok;
  const posts = await listPosts(env, { status: mayList ? status : "published", q: q || undefined });
  return { posts, q, shortened, ownerSignedIn: (await owner).ok, searchError: undefined };
}

export function meta({ matches, loaderData }: Route.MetaArgs) {
  const siteUrl = siteUrlFrom(matches);
  const posts = loaderData?.posts ?? [];
  const tags = pageMeta(
    {
      title: "Framing Blog: Tips, Care, Houston Stories",
      description:
        "Advice from our Houston Heights framing studio: conservation framing, mats, shadowboxes, gallery walls, giclée printing and art care in Houston's humidity.",
      path: "/blog",
      keywords: [
        "picture framing blog",
        "framing tips",
        "art care houston",
        "custom framing advice",
      ],
      jsonLd: [
        {
          "@context": "https://schema.org",
          "@type": "Blog",
          name: `${business.name} Blog`,
          url: absoluteUrl(siteUrl, "/blog"),
          publisher: { "@type": "Organization", name: business.name, url: `${siteUrl}/` },
          blogPost: posts.slice(0, 20).map((p) => ({
            "@type": "BlogPosting",
            headline: p.title,
            url: absoluteUrl(siteUrl, `/blog/${p.slug}`),
            datePublished: postDisplayDate(p),
          })),
        },
        breadcrumbJsonLd(siteUrl, [
          { name: "Home", path: "/" },
          { name: "Blog", path: "/blog" },
        ]),
      ],
    },
    siteUrl,
  );
  // Search results are for people, not for search engines' index.
  return loaderData?.q || loaderData?.shortened
    ? [...tags, { name: "robots", content: "noindex, follow" }]
    : tags;
}

function resultsLine(count: number, q: string, searchError: string | undefined): string {
  if (searchError) return searchError;
  if (!q) return `${count} ${count === 1 ? "article" : "articles"}`;
  return `${count} ${count === 1 ? "article matches" : "articles match"} “${q}”`;
}

function shortenedNotice(q: string): string {
  const limits = `Searches can be at most ${SEARCH_MAX_LENGTH} characters and ${SEARCH_MAX_WORDS} words`;
  return q ? `${limits}, so we searched for “${q}”.` : `${limits}. Showing every article instead.`;
}

export default function Blog({ loaderData }: Route.ComponentProps) {
  const { posts, q, shortened, ownerSignedIn, searchError } = loaderData;
  return (
    <>
      <PageHero
        eyebrow="Blog"
        title="Framing notes from the Heights"
        actions={
          <>
            <a
              href="/contact"
              className={buttonClass("primary", "lg")}
              {...trackClick({ name: "cta_click", category: "blog", label: "Get Custom Framing" })}
            >
              Get Custom Framing
            </a>
            {/* Only for the signed-in owner (docs/decisions/0009-site-for-visitors.md). */}
            {ownerSignedIn ? (
              <a
                href="/admin"
                target="_blank"
                rel="noopener"
                className={buttonClass("secondary", "lg")}
              >
                Admin Dashboard<span className="sr-only"> (opens in a new tab)</span>
              </a>
            ) : null}
          </>
        }
      >
        <p>
          Practical advice from our studio on framing, printing, hanging and caring for the art you
          love.
        </p>
      </PageHero>

      <div className="mx-auto max-w-content px-4 py-12 sm:py-14">
        <section aria-labelledby="articles-heading">
          <h2 id="articles-heading" className="sr-only">
            Articles
          </h2>
          {/* A plain GET form: the search is a page load of /blog?q=, with or without JavaScript. */}
          <search>
            <form method="get" action="/blog" className="flex max-w-xl flex-wrap items-end gap-3">
              <div className="min-w-0 flex-1 basis-56">
                <label htmlFor="blog-search" className="block text-sm font-medium">
                  Search the blog
                </label>
                <input
                  id="blog-search"
                  type="search"
                  name="q"
                  defaultValue={q}
                  key={q}
                  maxLength={SEARCH_MAX_LENGTH}
                  placeholder="e.g. shadowbox, UV glass"
                  className="mt-1 block min-h-11 w-full rounded-md border border-line bg-surface px-3 text-base placeholder:text-muted/70 focus:border-accent focus:outline-2 focus:outline-accent"
                />
              </div>
              <button type="submit" className={buttonClass("green", "md")}>
                Search
              </button>
            </form>
          </search>

          {shortened ? <p className="mt-4 max-w-xl text-sm">{shortenedNotice(q)}</p> : null}
          <div className="mt-6 flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-muted">
            <p role="status">{resultsLine(posts.length, q, searchError)}</p>
            {q || shortened ? (
              <a
                href="/blog"
                className="inline-flex min-h-11 items-center font-medium text-accent-hover underline underline-offset-4"
              >
                Clear search
              </a>
            ) : null}
          </div>

          {posts.length > 0 ? (
            <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
              {posts.map((post) => (
                <li key={post.id}>
                  <PostCard post={post} headingLevel={3} />
                </li>
              ))}
            </ul>
          ) : (
            <div className="mt-6 rounded-xl border border-dashed border-line p-10 text-center">
              <p className="font-serif text-2xl">{q ? "No articles found" : "No articles yet"}</p>
              <p className="mt-2 text-muted">
                {q
                  ? "Try another word, or browse every article."
                  : "New articles are on their way. In the meantime, come and see us in the studio."}
              </p>
              {q ? (
                <a href="/blog" className={`${buttonClass("secondary", "md")} mt-6`}>
                  See all articles
                </a>
              ) : null}
            </div>
          )}
        </section>
      </div>
    </>
  );
}
