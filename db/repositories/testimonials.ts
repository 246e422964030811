// Testimonials (the `testimonials` table): the owner's list in order, and the visible ones for
// the pages. Callers validate with app/lib/testimonial-schema.ts first.
import { asc, eq, sql } from "drizzle-orm";
import type { TestimonialInput } from "~/lib/testimonial-schema";
import type { Database } from "../client";
import { type Testimonial, testimonials } from "../schema";

const ORDER = [asc(testimonials.sortOrder), asc(testimonials.id)] as const;

/** Every testimonial in the owner's order, or only the visible ones (at most `limit`). */
export async function listTestimonials(
  db: Database,
  opts: { visibleOnly: boolean; limit?: number },
): Promise<Testimonial[]> {
  const query = db
    .select()
    .from(testimonials)
    .where(opts.visibleOnly ? eq(testimonials.hidden, false) : undefined)
    .orderBy(...ORDER);
  return opts.limit ? query.limit(opts.limit) : query;
}

export async function findTestimonial(db: Database, id: number): Promise<Testimonial | undefined> {
  const [row] = await db.select().from(testimonials).where(eq(testimonials.id, id));
  return row;
}

/** A new testimonial, last in the order (one statement, so two at once never share a place). */
export async function insertTestimonial(
  db: Database,
  input: TestimonialInput,
): Promise<Testimonial> {
  const [row] = await db
    .insert(testimonials)
    .values({
      ...input,
      sortOrder: sql`(SELECT COALESCE(MAX(${testimonials.sortOrder}), 0) + 1 FROM ${testimonials})`,
      updatedAt: new Date().toISOString(),
    })
    .returning();
  if (!row) throw new Error("D1 returned no row for the new testimonial");
  return row;
}

export async function updateTestimonial(
  db: Database,
  id: number,
  input: TestimonialInput,
): Promise<Testimonial | undefined> {
  const [row] = await db
    .update(testimonials)
    .set({ ...input, updatedAt: new Date().toISOString() })
    .where(eq(testimonials.id, id))
    .returning();
  return row;
}

export async function deleteTestimonial(
  db: Database,
  id: number,
): Promise<Testimonial | undefined> {
  const [row] = await db.delete(testimonials).where(eq(testimonials.id, id)).returning();
  return row;
}

/** Every id, in the current order. */
export async function testimonialIds(db: Database): Promise<number[]> {
  const rows = await db
    .select({ id: testimonials.id })
    .from(testimonials)
    .orderBy(...ORDER);
  return rows.map((r) => r.id);
}

/** Numbers the testimonials 0, 1, 2... in the order given, in one statement. */
export async function setTestimonialOrder(db: Database, ids: readonly number[]): Promise<void> {
  const list = JSON.stringify(ids);
  await db.run(sql`
    UPDATE ${testimonials}
    SET sort_order = (
      SELECT position.key FROM json_each(${list}) AS position
      WHERE position.value = ${testimonials.id}
    )
    WHERE ${testimonials.id} IN (SELECT value FROM json_each(${list}))`);
}
