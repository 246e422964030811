// Public write: POST /api/contact. Validation, the honeypot and storage live in the enquiries
// service, shared with the /contact form action. Bookings: ./booking.ts.
import { Hono } from "hono";
import { CONTACT_SUCCESS_MESSAGE, submitContact } from "../services/enquiries";
import { PUBLIC_WRITE_LIMIT } from "../services/rate-limit";
import type { HonoEnv } from "../types";
import { invalid, publicJsonWrite, readJson } from "./http";
import { rateLimit } from "./middleware/rate-limit";

export const contact = new Hono<HonoEnv>().post(
  "/",
  publicJsonWrite,
  rateLimit(PUBLIC_WRITE_LIMIT),
  async (c) => {
    const result = await submitContact(c.env, await readJson(c));
    if (result.status === "invalid") return invalid(c, result.issues);
    // A filled honeypot is told the same as a person, with no id to probe.
    return c.json(
      {
        message: CONTACT_SUCCESS_MESSAGE,
        id: result.status === "stored" ? result.record.id : null,
      },
      201,
    );
  },
);
