// Public writes: POST /api/contact and POST /api/appointments. Validation, the honeypot and
// storage live in the enquiries service, shared with the /contact form actions.
import { Hono } from "hono";
import {
  APPOINTMENT_SUCCESS_MESSAGE,
  CONTACT_SUCCESS_MESSAGE,
  requestAppointment,
  submitContact,
} from "../services/enquiries";
import { PUBLIC_WRITE_LIMIT } from "../services/rate-limit";
import type { HonoEnv } from "../types";
import { invalid, publicJsonWrite, readJson } from "./http";
import { rateLimit } from "./middleware/rate-limit";

export const contact = new Hono<HonoEnv>().post(
  "/",
  publicJsonWrite,
  rateLimit(PUBLIC_WRITE_LIMIT),
  async (c) => {
    const result = await submitContact(c.env, await readJson(c), (p) =>
      c.executionCtx.waitUntil(p),
    );
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

export const appointments = new Hono<HonoEnv>().post(
  "/",
  publicJsonWrite,
  rateLimit(PUBLIC_WRITE_LIMIT),
  async (c) => {
    const result = await requestAppointment(c.env, await readJson(c), (p) =>
      c.executionCtx.waitUntil(p),
    );
    if (result.status === "invalid") return invalid(c, result.issues);
    return c.json(
      {
        message: APPOINTMENT_SUCCESS_MESSAGE,
        appointment: result.status === "stored" ? result.record : null,
      },
      201,
    );
  },
);
