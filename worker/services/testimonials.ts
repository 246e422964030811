// Testimonials (docs/decisions/0045-testimonials.md): the owner writes down what customers said,
// orders and hides them; the home page and /services show the first few visible ones, /about all.
// Every change bumps the content version, so edge-cached pages show it on the next request.
import { testimonialOrderSchema, testimonialSchema } from "~/lib/testimonial-schema";
import { FEATURED_TESTIMONIALS, type PublicTestimonial } from "~/lib/testimonials";
import { toIssues, type ValidationIssue } from "~/lib/validation-issues";
import { database } from "~db/client";
import {
  deleteTestimonial as deleteRow,
  findTestimonial,
  insertTestimonial,
  listTestimonials,
  setTestimonialOrder,
  testimonialIds,
  updateTestimonial as updateRow,
} from "~db/repositories/testimonials";
import type { Testimonial } from "~db/schema";
import { contentChanged } from "./edge-cache";

type DbEnv = Pick<Env, "DB">;

export type TestimonialResult =
  | { status: "saved"; testimonial: Testimonial }
  | { status: "invalid"; issues: ValidationIssue[] }
  | { status: "not-found" };

export type ReorderResult =
  | { status: "saved"; testimonials: Testimonial[] }
  | { status: "invalid"; issues: ValidationIssue[] }
  | { status: "conflict"; error: string };

/** The owner's list: every testimonial, hidden ones too, in order. */
export async function ownerTestimonials(env: DbEnv): Promise<Testimonial[]> {
  return listTestimonials(database(env.DB), { visibleOnly: false });
}

export async function createTestimonial(env: DbEnv, input: unknown): Promise<TestimonialResult> {
  const parsed = testimonialSchema.safeParse(input);
  if (!parsed.success) return { status: "invalid", issues: toIssues(parsed.error) };
  const testimonial = await insertTestimonial(database(env.DB), parsed.data);
  if (!testimonial.hidden) await contentChanged(env);
  return { status: "saved", testimonial };
}

/** Replaces every field of one testimonial (hiding and showing it too). */
export async function updateTestimonial(
  env: DbEnv,
  id: number,
  input: unknown,
): Promise<TestimonialResult> {
  const parsed = testimonialSchema.safeParse(input);
  if (!parsed.success) return { status: "invalid", issues: toIssues(parsed.error) };
  const db = database(env.DB);
  const before = await findTestimonial(db, id);
  if (!before) return { status: "not-found" };
  const testimonial = await updateRow(db, id, parsed.data);
  if (!testimonial) return { status: "not-found" };
  // Visitors see a change only when it was or is now shown.
  if (!before.hidden || !testimonial.hidden) await contentChanged(env);
  return { status: "saved", testimonial };
}

export async function deleteTestimonial(env: DbEnv, id: number): Promise<boolean> {
  const row = await deleteRow(database(env.DB), id);
  if (!row) return false;
  if (!row.hidden) await contentChanged(env);
  return true;
}

/**
 * The owner's new order, `{ order: [id, ...] }`, naming every testimonial once: a list that misses
 * one or names one that is gone was made from an old copy of the list (409, reload).
 */
export async function reorderTestimonials(env: DbEnv, input: unknown): Promise<ReorderResult> {
  const parsed = testimonialOrderSchema.safeParse(input);
  if (!parsed.success) return { status: "invalid", issues: toIssues(parsed.error) };
  const { order } = parsed.data;
  const db = database(env.DB);
  const current = await testimonialIds(db);
  const known = new Set(current);
  if (order.length !== current.length || order.some((id) => !known.has(id)))
    return {
      status: "conflict",
      error: "The testimonials changed since this list was loaded. Reload it and try again.",
    };
  await setTestimonialOrder(db, order);
  await contentChanged(env);
  return { status: "saved", testimonials: await ownerTestimonials(env) };
}

const toPublic = (t: Testimonial): PublicTestimonial => ({
  id: t.id,
  quote: t.quote,
  name: t.name,
  framed: t.framed,
  saidOn: t.saidOn,
  source: t.source,
});

/**
 * What a page shows: the visible testimonials in the owner's order, the first few ("featured",
 * the home page and /services) or all (/about). Null when D1 failed: the page goes on without
 * them and is not cached.
 */
export async function testimonialsForPage(
  env: DbEnv,
  which: "featured" | "all",
): Promise<PublicTestimonial[] | null> {
  try {
    const rows = await listTestimonials(database(env.DB), {
      visibleOnly: true,
      limit: which === "featured" ? FEATURED_TESTIMONIALS : undefined,
    });
    return rows.map(toPublic);
  } catch (err) {
    console.error("Testimonials could not be loaded", err);
    return null;
  }
}
