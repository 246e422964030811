import { data } from "react-router";
import { POST_BODY_CLASS } from "~/components/blog/post-parts";
import {
  CtaBand,
  CtaLink,
  FeatureList,
  PageHero,
  Section,
  StatsRow,
} from "~/components/site/sections";
import { TestimonialsSection } from "~/components/site/testimonials";
import { DEFAULT_ABOUT_STORY } from "~/content/about-story";
import { business } from "~/content/business";
import { appContext } from "~/context";
import { ABOUT_SLOTS } from "~/lib/page-photos";
import { breadcrumbJsonLd, pageMeta, siteUrlFrom } from "~/lib/seo";
import { useShop } from "~/lib/use-shop";
import type { PageHandle } from "~/page-delivery/server/page-handle";
import { wordsForPage, wordsPageHeaders } from "~worker/services/page-words";
import type { Route } from "./+types/about";

export const handle: PageHandle = { browser: "light" };

// The owner's story and photos where set (docs/decisions/0046-page-words-and-photos.md), and
// every visible testimonial.
export async function loader({ context }: Route.LoaderArgs) {
  const words = await wordsForPage(context.get(appContext).env, {
    photos: ABOUT_SLOTS,
    story: true,
    testimonials: "all",
  });
  const photos = ABOUT_SLOTS.flatMap((slot) => {
    const photo = words.photos[slot];
    return photo ? [{ slot, ...photo }] : [];
  });
  return data(
    { photos, storyHtml: words.storyHtml, testimonials: words.testimonials },
    { headers: wordsPageHeaders(words) },
  );
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

const VALUES = [
  {
    title: "Passion for Craft",
    description:
      "We still cut, join and fit every frame by hand, because the details are the point.",
  },
  {
    title: "Attention to Detail",
    description:
      "Corners that meet perfectly, mats that sit square, glass without a speck of dust.",
  },
  {
    title: "Customer First",
    description:
      "Honest advice, clear prices, and a phone that gets answered by the person framing your art.",
  },
] as const;

const TIMELINE = [
  {
    year: String(business.foundedYear),
    title: "The Beginning",
    description: `The studio opens on ${business.address.streetName} with one mat cutter and a lot of optimism.`,
  },
  {
    year: "2015",
    title: "Community Recognition",
    description: "Heights neighbours and local artists make us their frame shop.",
  },
  {
    year: "2018",
    title: "Museum Partnerships",
    description: "We begin conservation framing work for local galleries and collections.",
  },
  {
    year: "2023",
    title: "Expanded Services",
    description:
      "Pickup and delivery, in-home consultations and commercial framing join the studio.",
  },
  {
    year: "2025",
    title: "Today",
    description: `${business.claims.piecesFramed} pieces framed, and still learning something from every one.`,
  },
] as const;

const AWARDS = [
  { title: "Best Framing Service", description: "Voted by neighbours in the Heights." },
  { title: "5-Star Reviews", description: "From customers across Houston." },
  { title: "Community Choice", description: "For our work with local artists and schools." },
  { title: "Excellence Award", description: "For craftsmanship in conservation framing." },
] as const;

export function meta({ matches }: Route.MetaArgs) {
  const siteUrl = siteUrlFrom(matches);
  return pageMeta(
    {
      title: `About Us: A Heights Frame Shop Since ${business.foundedYear}`,
      description: `The story of ${business.name}: framing in the Houston Heights since ${business.foundedYear}, ${business.claims.piecesFramed} pieces framed with ${business.claims.satisfaction} satisfaction.`,
      path: "/about",
      keywords: ["about heights frame studio", "houston frame shop history"],
      jsonLd: [
        breadcrumbJsonLd(siteUrl, [
          { name: "Home", path: "/" },
          { name: "About", path: "/about" },
        ]),
      ],
    },
    siteUrl,
  );
}

// One photo shows wide; two side by side; three in a row on wide screens.
const ABOUT_PHOTO_GRID: Record<number, string> = {
  1: "max-w-3xl",
  2: "sm:grid-cols-2",
  3: "sm:grid-cols-2 lg:grid-cols-3",
};

function DefaultStory() {
  return (
    <div className="space-y-4 leading-relaxed text-muted">
      {DEFAULT_ABOUT_STORY.map((p) => (
        <p key={p}>{p}</p>
      ))}
    </div>
  );
}

export default function About({ loaderData }: Route.ComponentProps) {
  const { facts } = useShop();
  const { photos, storyHtml, testimonials } = loaderData;
  return (
    <>
      <PageHero eyebrow={`Since ${business.foundedYear}`} title={`About ${business.name}`}>
        <p>
          A small studio in the Houston Heights, framing art, photographs and keepsakes since{" "}
          {business.foundedYear}.
        </p>
      </PageHero>
      <Section title="Our story">
        <div className="grid items-center gap-10 lg:grid-cols-2">
          <div className="space-y-6">
            {storyHtml ? (
              <div
                data-about-story
                className={POST_BODY_CLASS}
                // biome-ignore lint/security/noDangerouslySetInnerHtml: the story is sanitised on every write like a post (docs/decisions/0003-content-safety.md)
                dangerouslySetInnerHTML={{ __html: storyHtml }}
              />
            ) : (
              <DefaultStory />
            )}
            <CtaLink to="/contact" page="about">
              Get In Touch
            </CtaLink>
          </div>
          <div className="rounded-xl border border-line bg-surface p-8">
            <StatsRow compact />
          </div>
        </div>
      </Section>
      {photos.length ? (
        <section aria-label="Photos of the studio" className="mx-auto max-w-content px-4 pb-6">
          <ul className={`grid gap-6 ${ABOUT_PHOTO_GRID[photos.length] ?? ""}`}>
            {photos.map((p) => (
              <li key={p.slot} className="framed">
                <img
                  src={p.src}
                  srcSet={p.srcSet}
                  sizes={
                    photos.length === 1
                      ? "(min-width: 768px) 768px, 100vw"
                      : "(min-width: 1024px) 360px, (min-width: 640px) 50vw, 100vw"
                  }
                  alt={p.alt}
                  width={p.width}
                  height={p.height}
                  loading="lazy"
                  decoding="async"
                  className="aspect-[4/3] h-auto w-full object-cover"
                />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <Section title="What we value">
        <FeatureList items={VALUES} />
      </Section>
      <Section title="Our journey">
        <ol className="relative space-y-8 border-l-2 border-line pl-6">
          {TIMELINE.map((t) => (
            <li key={t.year}>
              <p className="font-serif text-2xl text-accent">{t.year}</p>
              <h3 className="font-sans text-lg font-semibold">{t.title}</h3>
              <p className="text-muted">{t.description}</p>
            </li>
          ))}
        </ol>
      </Section>
      <Section title="Recognition">
        <FeatureList items={AWARDS} columns={4} />
      </Section>
      <TestimonialsSection testimonials={testimonials} />
      <CtaBand
        title="Start your project"
        actions={
          <>
            <CtaLink to="/contact" page="about">
              Start Your Project
            </CtaLink>
            <CtaLink to="/portfolio" page="about" variant="secondary">
              View Our Work
            </CtaLink>
          </>
        }
      >
        <p>Visit the studio or send us a message; we reply {facts.replyPromise}.</p>
      </CtaBand>
    </>
  );
}
