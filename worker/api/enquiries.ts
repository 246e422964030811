// Public write: POST /api/contact. The one gate for public writes (../public-write.ts) checks the
// request and the honeypot; validation and storage live in the enquiries service, shared with the
// /contact form action. Bookings: ./booking.ts.
import { Hono } from "hono";
import { contactSuccessMessage } from "~/lib/enquiry-form";
import { PUBLIC_WRITES } from "../public-write";
import { submitContact } from "../services/enquiries";
import { clientAddress } from "../services/rate-limit";
import { shopFacts } from "../services/shop";
import type { HonoEnv } from "../types";
import { invalid, openApiWrite } from "./http";

export const contact = new Hono<HonoEnv>().post("/", async (c) => {
  const gate = await openApiWrite(c, PUBLIC_WRITES.contactApi);
  if (gate instanceof Response) return gate;
  // A filled honeypot is told the same as a person, with no id to probe.
  const message = contactSuccessMessage((await shopFacts(c.env)).replyPromise);
  if (gate.status === "honeypot") return c.json({ message, id: null }, 201);
  const result = await submitContact(c.env, gate.body, clientAddress(c.req.raw));
  if (result.status === "invalid") return invalid(c, result.issues);
  return c.json(
    {
      message,
      id: result.status === "stored" ? result.record.id : null,
    },
    201,
  );
});
