// The owner's testimonials (issue #31): list, add, edit (hide and show too), delete, reorder.
// Mounted behind requireAdmin in ./index.ts (Access JWT, same-origin writes).
import { type Context, Hono } from "hono";
import { testimonialIdSchema } from "~/lib/testimonial-schema";
import {
  createTestimonial,
  deleteTestimonial,
  ownerTestimonials,
  reorderTestimonials,
  type TestimonialResult,
  updateTestimonial,
} from "../services/testimonials";
import type { HonoEnv } from "../types";
import { invalid, jsonError, readJson, validate } from "./http";

const NOT_FOUND = "No testimonial with that id.";

function answer(c: Context, result: TestimonialResult, message: string, status: 200 | 201 = 200) {
  switch (result.status) {
    case "saved":
      return c.json({ message, testimonial: result.testimonial }, status);
    case "invalid":
      return invalid(c, result.issues);
    case "not-found":
      return jsonError(c, 404, NOT_FOUND);
  }
}

export const adminTestimonials = new Hono<HonoEnv>()
  .get("/testimonials", async (c) => c.json({ testimonials: await ownerTestimonials(c.env) }))
  .post("/testimonials", async (c) =>
    answer(c, await createTestimonial(c.env, await readJson(c)), "Testimonial added.", 201),
  )
  // { order: [id, ...] }: every testimonial, first shown first. Before /:id, which it would match.
  .put("/testimonials/order", async (c) => {
    const result = await reorderTestimonials(c.env, await readJson(c));
    switch (result.status) {
      case "saved":
        return c.json({ message: "Order saved.", testimonials: result.testimonials });
      case "invalid":
        return invalid(c, result.issues);
      case "conflict":
        return jsonError(c, 409, result.error);
    }
  })
  .put("/testimonials/:id", validate("param", testimonialIdSchema), async (c) => {
    const { id } = c.req.valid("param");
    return answer(c, await updateTestimonial(c.env, id, await readJson(c)), "Testimonial saved.");
  })
  .delete("/testimonials/:id", validate("param", testimonialIdSchema), async (c) => {
    const { id } = c.req.valid("param");
    if (!(await deleteTestimonial(c.env, id))) return jsonError(c, 404, NOT_FOUND);
    return c.json({ message: "Testimonial deleted." });
  });
