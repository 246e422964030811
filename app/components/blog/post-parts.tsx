// Pieces of a blog post shared by /blog, /blog/:slug and the admin editor's preview.
import { Link } from "react-router";
import { business } from "~/content/business";
import { trackClick } from "~/lib/analytics";
import { postDisplayDate } from "~/lib/blog";
import { COVER_HEIGHT, COVER_WIDTH, coverUrls } from "~/lib/blog-images";
import { formatPostDate } from "~/lib/date-format";
import { Badge } from "../ui/badge";

// The feed the SEO issue serves at /blog/rss.xml, announced on every blog page.
export const BLOG_RSS_LINK = {
  rel: "alternate",
  type: "application/rss+xml",
  href: "/blog/rss.xml",
  title: `${business.name} blog`,
};

export function PostDate({ iso }: { iso: string }) {
  return <time dateTime={iso}>{formatPostDate(iso)}</time>;
}

export function readTimeLabel(minutes: number): string {
  return `${minutes} min read`;
}

/** Typography for a post's sanitised HTML (headings, lists, links, images, quotes, tables). */
export const POST_BODY_CLASS = [
  "text-lg leading-relaxed text-ink",
  "[&>*:first-child]:mt-0",
  "[&_h2]:mt-12 [&_h2]:text-3xl [&_h2]:leading-tight",
  "[&_h3]:mt-9 [&_h3]:text-2xl [&_h3]:leading-snug",
  "[&_h4]:mt-7 [&_h4]:text-xl [&_h4]:font-semibold [&_h5]:mt-6 [&_h5]:font-semibold [&_h6]:mt-6 [&_h6]:font-semibold",
  "[&_p]:mt-5",
  "[&_ul]:mt-5 [&_ul]:list-disc [&_ul]:pl-6 [&_ol]:mt-5 [&_ol]:list-decimal [&_ol]:pl-6 [&_li]:mt-2 [&_li]:pl-1",
  "[&_li>p]:mt-2 [&_dl]:mt-5 [&_dt]:mt-3 [&_dt]:font-semibold [&_dd]:pl-4",
  "[&_a]:font-medium [&_a]:text-accent-hover [&_a]:underline [&_a]:underline-offset-4 [&_a:hover]:text-accent",
  "[&_strong]:font-semibold [&_mark]:bg-mat",
  "[&_blockquote]:mt-7 [&_blockquote]:border-l-4 [&_blockquote]:border-accent [&_blockquote]:pl-5 [&_blockquote]:font-serif [&_blockquote]:text-xl [&_blockquote]:italic [&_blockquote]:text-muted",
  "[&_img]:mt-7 [&_img]:h-auto [&_img]:max-w-full [&_img]:rounded-md [&_figure]:mt-7 [&_figcaption]:mt-2 [&_figcaption]:text-sm [&_figcaption]:text-muted",
  "[&_table]:mt-7 [&_table]:block [&_table]:max-w-full [&_table]:overflow-x-auto [&_table]:border-collapse [&_table]:text-base",
  "[&_th]:border-b-2 [&_th]:border-line [&_th]:px-3 [&_th]:py-2 [&_th]:text-left [&_th]:font-semibold [&_td]:border-b [&_td]:border-line [&_td]:px-3 [&_td]:py-2 [&_td]:align-top",
  "[&_pre]:mt-5 [&_pre]:overflow-x-auto [&_pre]:rounded-md [&_pre]:bg-mat [&_pre]:p-4 [&_pre]:text-sm [&_code]:font-mono [&_code]:text-[0.9em]",
  "[&_hr]:my-10 [&_hr]:border-line",
].join(" ");

/**
 * A post's cover, cropped to one shape so its space is known before it loads: the small copy, or
 * the large one where the screen needs it.
 */
export function CoverImage({
  coverKey,
  alt,
  sizes,
  className = "",
  priority = false,
}: {
  coverKey: string;
  alt: string;
  sizes: string;
  className?: string;
  priority?: boolean;
}) {
  const urls = coverUrls(coverKey);
  if (!urls) return null;
  return (
    <img
      src={urls.small}
      srcSet={`${urls.small} 800w, ${urls.large} 2000w`}
      sizes={sizes}
      alt={alt}
      width={COVER_WIDTH}
      height={COVER_HEIGHT}
      loading={priority ? "eager" : "lazy"}
      decoding="async"
      className={`aspect-[3/2] w-full bg-mat object-cover ${className}`}
    />
  );
}

export interface PostCardData {
  slug: string;
  title: string;
  excerpt: string;
  category: string;
  author: string;
  readTime: number;
  createdAt: string;
  publishedAt: string | null;
  coverImage?: string | null;
}

export function PostCard({ post, headingLevel = 2 }: { post: PostCardData; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <article className="group relative flex h-full flex-col rounded-xl border border-line bg-surface p-6 transition hover:-translate-y-0.5 hover:border-accent/50 hover:shadow-md focus-within:ring-2 focus-within:ring-accent focus-within:ring-offset-2">
      {post.coverImage ? (
        // Decorative here: the title beside it says what the post is about.
        <CoverImage
          coverKey={post.coverImage}
          alt=""
          sizes="(min-width: 64rem) 22rem, (min-width: 40rem) 45vw, 90vw"
          className="-mx-6 -mt-6 mb-5 w-[calc(100%+3rem)]! max-w-none rounded-t-xl"
        />
      ) : null}
      <div className="flex flex-wrap items-center gap-x-3 gap-y-2 text-sm text-muted">
        <Badge tone="green">{post.category}</Badge>
        <PostDate iso={postDisplayDate(post)} />
      </div>
      <Heading className="mt-4 text-2xl leading-snug">
        <Link
          to={`/blog/${post.slug}`}
          className="after:absolute after:inset-0 after:rounded-xl focus-visible:outline-none group-hover:text-accent-hover"
          {...trackClick({ name: "blog_click", category: "blog list", label: post.slug })}
        >
          {post.title}
        </Link>
      </Heading>
      <p className="mt-3 text-muted">{post.excerpt}</p>
      <p className="mt-auto flex flex-wrap gap-x-2 pt-5 text-sm text-muted">
        <span>{post.author}</span>
        <span aria-hidden="true">·</span>
        <span>{readTimeLabel(post.readTime)}</span>
      </p>
    </article>
  );
}
