// What customers said, as the owner wrote it down (docs/decisions/0045-testimonials.md): plain
// text (React escapes it), a first name and initial, what was framed, where and when. No review
// markup: search engines do not accept a business's own testimonials as reviews.
import { type PublicTestimonial, testimonialCredit } from "~/lib/testimonials";
import { Section } from "./sections";

export function TestimonialList({ testimonials }: { testimonials: readonly PublicTestimonial[] }) {
  return (
    <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
      {testimonials.map((t) => (
        <li key={t.id} data-testimonial={t.id}>
          <figure className="flex h-full flex-col rounded-xl border border-line bg-surface p-6">
            <blockquote className="flex-1 whitespace-pre-line text-lg leading-relaxed">
              <p>
                <span aria-hidden="true" className="font-serif text-accent">
                  “
                </span>
                {t.quote}
                <span aria-hidden="true" className="font-serif text-accent">
                  ”
                </span>
              </p>
            </blockquote>
            <figcaption className="mt-4 border-t border-line pt-4 text-sm">
              <span className="font-semibold">{t.name}</span>
              <span className="mt-1 block text-muted">{testimonialCredit(t)}</span>
            </figcaption>
          </figure>
        </li>
      ))}
    </ul>
  );
}

/** The section, or nothing while there is no visible testimonial. */
export function TestimonialsSection({
  testimonials,
  title = "What our customers say",
  intro,
}: {
  testimonials: readonly PublicTestimonial[] | null;
  title?: string;
  intro?: string;
}) {
  if (!testimonials?.length) return null;
  return (
    <Section id="testimonials" title={title} intro={intro}>
      <TestimonialList testimonials={testimonials} />
    </Section>
  );
}
