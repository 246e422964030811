import { useEffect } from "react";
import { data, isRouteErrorResponse, Link, useLocation } from "react-router";
import {
  BLOG_RSS_LINK,
  CoverImage,
  POST_BODY_CLASS,
  PostDate,
  readTimeLabel,
} from "~/components/blog/post-parts";
import { ShareButton } from "~/components/blog/ShareButton";
import { PageEvent } from "~/components/site/PageEvent";
import { Badge } from "~/components/ui/badge";
import { buttonClass } from "~/components/ui/button";
import { business } from "~/content/business";
import { appContext } from "~/context";
import { trackClick } from "~/lib/analytics";
import { parseKeywords, postDisplayDate } from "~/lib/blog";
import { coverUrls } from "~/lib/blog-images";
import {
  absoluteUrl,
  breadcrumbJsonLd,
  DEFAULT_SHARE_IMAGE,
  pageMeta,
  siteUrlFrom,
} from "~/lib/seo";
import { SEARCH_TITLE_MAX_LENGTH } from "~/lib/seo-rules";
import { useShop } from "~/lib/use-shop";
import type { PageHandle } from "~/page-delivery/server/page-handle";
import { getPostBySlug, postReadAccess, toPublicPost } from "~worker/services/blog";
import type { Route } from "./+types/blog-post";
import { adminPageAccess } from "./admin-session.server";

// Nothing on a post needs React, not even for the owner (a draft only adds a note).
export const handle: PageHandle = { browser: "light" };

export function links() {
  return [BLOG_RSS_LINK];
}

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const { env } = context.get(appContext);
  const post = await getPostBySlug(env, params.slug, { includeDrafts: true });
  // A draft is the owner's preview; to everyone else it does not exist.
  const visible =
    post &&
    (
      await postReadAccess(
        post.status,
        async () => (await adminPageAccess(request, context)).result,
      )
    ).ok;
  if (!post || !visible) throw data({ slug: params.slug }, { status: 404 });
  return { post: toPublicPost(post) };
}

export function meta({ matches, loaderData }: Route.MetaArgs) {
  if (!loaderData)
    return [{ title: `Post Not Found | ${business.name}` }, { name: "robots", content: "noindex" }];
  const { post } = loaderData;
  const siteUrl = siteUrlFrom(matches);
  const path = `/blog/${post.slug}`;
  const url = absoluteUrl(siteUrl, path);
  const published = postDisplayDate(post);
  const keywords = parseKeywords(post.keywords);
  // The share preview is the cover's large copy when the post has one.
  const cover = post.coverImage ? coverUrls(post.coverImage) : null;
  const tags = pageMeta(
    {
      title: post.title,
      description: post.excerpt,
      path,
      keywords,
      type: "article",
      image: cover?.large,
      imageAlt: cover ? (post.coverAlt ?? undefined) : undefined,
      jsonLd: [
        {
          "@context": "https://schema.org",
          "@type": "BlogPosting",
          "@id": `${url}#post`,
          headline: post.title,
          description: post.excerpt,
          url,
          mainEntityOfPage: { "@type": "WebPage", "@id": url },
          image: absoluteUrl(siteUrl, cover?.large ?? DEFAULT_SHARE_IMAGE),
          datePublished: published,
          dateModified: post.updatedAt,
          author: { "@type": "Organization", name: post.author, url: `${siteUrl}/` },
          publisher: {
            "@type": "Organization",
            name: business.name,
            url: `${siteUrl}/`,
            logo: { "@type": "ImageObject", url: absoluteUrl(siteUrl, "/apple-touch-icon.png") },
          },
          articleSection: post.category,
          keywords: keywords.join(", "),
          timeRequired: `PT${post.readTime}M`,
          inLanguage: "en-US",
        },
        breadcrumbJsonLd(siteUrl, [
          { name: "Home", path: "/" },
          { name: "Blog", path: "/blog" },
          { name: post.title, path },
        ]),
      ],
      extra: [
        { property: "article:published_time", content: published },
        { property: "article:modified_time", content: post.updatedAt },
        { property: "article:section", content: post.category },
        { property: "article:author", content: post.author },
        ...keywords.map((k) => ({ property: "article:tag", content: k })),
        ...(post.status === "published" ? [] : [{ name: "robots", content: "noindex, nofollow" }]),
      ],
    },
    siteUrl,
  );
  const branded = `${post.title} | ${business.name}`;
  return tags.map((t) =>
    // Long post titles drop the brand suffix to stay within what search engines show.
    "title" in t ? { title: branded.length > SEARCH_TITLE_MAX_LENGTH ? post.title : branded } : t,
  );
}

function Breadcrumbs({ title }: { title: string }) {
  return (
    <nav aria-label="Breadcrumb" className="text-sm text-muted">
      <ol className="flex flex-wrap items-center gap-x-2">
        <li>
          <Link to="/" className="inline-flex min-h-11 items-center hover:text-ink hover:underline">
            Home
          </Link>
        </li>
        <li aria-hidden="true">/</li>
        <li>
          <Link
            to="/blog"
            className="inline-flex min-h-11 items-center hover:text-ink hover:underline"
          >
            Blog
          </Link>
        </li>
        <li aria-hidden="true">/</li>
        <li aria-current="page" className="min-w-0 truncate">
          {title}
        </li>
      </ol>
    </nav>
  );
}

function BackToBlog() {
  return (
    <Link
      to="/blog"
      className="inline-flex min-h-11 items-center gap-2 font-semibold text-accent-hover underline-offset-4 hover:underline"
    >
      <span aria-hidden="true">←</span> Back to Blog
    </Link>
  );
}

export default function BlogPost({ loaderData }: Route.ComponentProps) {
  const { facts } = useShop();
  const { post } = loaderData;
  const cta = (label: string) => trackClick({ name: "cta_click", category: "blog post", label });
  return (
    <article className="mx-auto max-w-3xl px-4 pb-16 pt-6 sm:pt-8">
      <Breadcrumbs title={post.title} />
      {post.status !== "published" ? (
        <p
          role="note"
          className="mt-4 rounded-md border border-warning/40 bg-warning/10 px-4 py-3 text-sm text-warning"
        >
          <strong>Draft.</strong> Only you can see this page; visitors get “Post Not Found” until
          you publish it.
        </p>
      ) : null}
      <header className="mt-6">
        <div className="flex flex-wrap items-center gap-x-2 gap-y-2 text-sm text-muted">
          <Badge tone="green" className="mr-1">
            {post.category}
          </Badge>
          <span className="whitespace-nowrap">
            <PostDate iso={postDisplayDate(post)} />
            <span aria-hidden="true">{"\u00a0·"}</span>
          </span>
          <span className="whitespace-nowrap">
            {post.author}
            <span aria-hidden="true">{"\u00a0·"}</span>
          </span>
          <span className="whitespace-nowrap">{readTimeLabel(post.readTime)}</span>
        </div>
        <h1 className="mt-5 text-4xl leading-tight sm:text-5xl">{post.title}</h1>
        <p className="mt-5 text-xl leading-relaxed text-muted">{post.excerpt}</p>
        <div className="mt-6 border-y border-line py-3">
          <ShareButton title={post.title} text={post.excerpt} slug={post.slug} />
        </div>
        {post.coverImage ? (
          <CoverImage
            coverKey={post.coverImage}
            alt={post.coverAlt ?? ""}
            sizes="(min-width: 48rem) 48rem, 100vw"
            className="mt-8 rounded-lg"
            priority
          />
        ) : null}
      </header>

      <div
        data-post-body
        className={`mt-10 ${POST_BODY_CLASS}`}
        // biome-ignore lint/security/noDangerouslySetInnerHtml: post HTML is sanitised on every write (docs/decisions/0003-content-safety.md)
        dangerouslySetInnerHTML={{ __html: post.contentHtml }}
      />

      <aside
        aria-labelledby="post-cta"
        className="mt-14 rounded-2xl bg-green px-6 py-10 text-center text-white sm:px-10"
      >
        <h2 id="post-cta" className="text-3xl">
          Have a piece that deserves a better frame?
        </h2>
        <p className="mx-auto mt-3 max-w-xl text-white/85">
          Bring it to the studio on {facts.address.streetName} or tell us about it online. Quotes
          are free, and we reply {facts.replyPromise}.
        </p>
        <div className="mt-7 flex flex-wrap justify-center gap-3">
          <Link to="/contact" className={buttonClass("primary", "lg")} {...cta("Get a Free Quote")}>
            Get a Free Quote
          </Link>
          <Link
            to="/services"
            className="inline-flex min-h-12 items-center rounded-md border border-white/60 px-6 text-white hover:bg-white/10"
            {...cta("Explore Our Services")}
          >
            Explore Our Services
          </Link>
        </div>
      </aside>

      <div className="mt-10">
        <BackToBlog />
      </div>
    </article>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const { pathname } = useLocation();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  useEffect(() => {
    if (!notFound) console.error(error);
  }, [notFound, error]);
  return (
    <section className="mx-auto max-w-3xl px-4 py-20 text-center">
      {notFound ? (
        <PageEvent event={{ name: "page_not_found", category: "blog", label: pathname }} />
      ) : null}
      <p className="font-serif text-6xl text-accent">{notFound ? "404" : "500"}</p>
      <h1 className="mt-4 text-4xl">
        {notFound ? "Post Not Found" : "This article could not be loaded"}
      </h1>
      <p className="mx-auto mt-4 max-w-xl text-muted">
        {notFound
          ? "The article you are looking for does not exist or is no longer published."
          : "Something went wrong on our side. Please try again in a moment."}
      </p>
      <div className="mt-8">
        <Link to="/blog" className={buttonClass("primary", "lg")}>
          Back to Blog
        </Link>
      </div>
    </section>
  );
}
