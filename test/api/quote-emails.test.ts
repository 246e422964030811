// Quote requests' emails and the owner's answers to them.

import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { type QuoteReplyFacts, quoteReplyEmail } from "~/lib/quote-reply-email";
import { DEFAULT_SHOP_FACTS } from "~/lib/shop";
import { submitQuoteRequest } from "~worker/services/frame-quotes";
import { replyToQuote } from "~worker/services/owner-quotes";
import { asOwner, countRows, json } from "./helpers";
import { deliverOutbox, emailRows } from "./outbox-helpers";
import {
  design,
  type OwnerQuoteBody,
  ownerQuotes,
  postQuote,
  quoteForm,
  startEachTestWithNoQuotes,
} from "./quote-helpers";

startEachTestWithNoQuotes();

interface SentMail {
  from: string;
  to: string;
  subject: string;
  text: string;
  replyTo?: string;
}

function recordingMail() {
  const sent: SentMail[] = [];
  const mail = {
    send: async (message: SentMail) => {
      sent.push(message);
      return { messageId: `test-${sent.length}` };
    },
  } as unknown as SendEmail;
  return { sent, mail };
}

const failingMail = {
  send: async () => Promise.reject(new Error("mail relay down")),
} as unknown as SendEmail;

const parts = (over: Partial<Parameters<typeof submitQuoteRequest>[1]> = {}) => ({
  design: JSON.stringify(design),
  name: "Maria Gonzalez",
  email: "maria@example.com",
  phone: "",
  message: "A watercolour.",
  photos: [],
  honeypot: "",
  ...over,
});

describe("quote emails", () => {
  it("tells the owner about a new request, with the design and the estimate", async () => {
    const { sent, mail } = recordingMail();
    const result = await submitQuoteRequest(env, parts());
    await deliverOutbox({ NOTIFY: mail });
    expect(result.status).toBe("stored");
    // The owner's notice, then the visitor's copy of the design (./mail-limits.test.ts).
    expect(sent.map((m) => m.to)).toEqual([env.NOTIFY_EMAIL_TO, "maria@example.com"]);
    expect(sent[0]).toMatchObject({
      to: env.NOTIFY_EMAIL_TO,
      replyTo: "maria@example.com",
      subject: "Quote request from Maria Gonzalez: $150-$185",
    });
    expect(sent[0].text).toContain("16 × 20 in piece in Walnut Gallery");
    expect(sent[0].text).toContain("Estimate $150-$185.");
  });

  it("keeps the request when the owner's email fails to send", async () => {
    const result = await submitQuoteRequest(env, parts());
    await deliverOutbox({ NOTIFY: failingMail });
    expect(result.status).toBe("stored");
    expect(await countRows("quotes")).toBe(1);
  });

  it("emails the owner's price to the visitor and stores it", async () => {
    const { id } = await (await postQuote(quoteForm())).json<{ id: number }>();
    const { sent, mail } = recordingMail();
    const result = await replyToQuote(env, id, {
      price: 195,
      message: "We can do this in walnut by Friday.",
    });
    expect(result.status).toBe("saved");
    await deliverOutbox({ NOTIFY: mail });
    // The owner's notice of the request, the visitor's copy of it, and the reply to the visitor.
    expect(sent.map((m) => m.to)).toEqual([
      env.NOTIFY_EMAIL_TO,
      "maria@example.com",
      "maria@example.com",
    ]);
    sent.splice(0, 2);
    expect(sent[0]).toMatchObject({ to: "maria@example.com", replyTo: env.NOTIFY_EMAIL_TO });
    expect(sent[0].subject).toMatch(/\$195$/);
    expect(sent[0].text).toContain("We can do this in walnut by Friday.");
    expect(sent[0].text).toContain("Our price: $195");
    const [quote] = await ownerQuotes();
    expect(quote).toMatchObject({
      status: "replied",
      replyPrice: 195,
      replyMessage: "We can do this in walnut by Friday.",
    });
  });

  it("sends the reply exactly as the Quotes tab previews it: one greeting, never two", async () => {
    const { id } = await (await postQuote(quoteForm())).json<{ id: number }>();
    const [owner] = await ownerQuotes();
    const message = "Hi Maria,\n\nWalnut suits it. Bring it in on Friday.";
    const { sent, mail } = recordingMail();
    expect((await replyToQuote(env, id, { price: 210, message })).status).toBe("saved");
    await deliverOutbox({ NOTIFY: mail });
    // What the owner saw in the card before pressing Email reply, with the quote page's link.
    const [replied] = await ownerQuotes();
    const preview = quoteReplyEmail(
      owner as unknown as QuoteReplyFacts,
      210,
      message,
      DEFAULT_SHOP_FACTS,
      replied.approvalUrl ?? "",
    );
    // Maria also got the request's acknowledgement: the reply is the one with the price.
    const reply = sent.find((m) => m.to === "maria@example.com" && m.subject === preview.subject);
    expect(reply).toMatchObject({ subject: preview.subject, text: preview.text });
    expect(reply?.text.startsWith("Hi Maria,\n\nWalnut suits it.")).toBe(true);
    expect(reply?.text).not.toContain("Hello Maria");

    // Without a greeting of the owner's, the email opens with one, and the preview shows it.
    const plain = quoteReplyEmail(
      owner as unknown as QuoteReplyFacts,
      210,
      "Walnut suits it.",
      DEFAULT_SHOP_FACTS,
    );
    expect(plain.text.startsWith("Hello Maria Gonzalez,\n\nWalnut suits it.")).toBe(true);
  });

  it("keeps the reply when its email cannot be sent, with the failure on its email", async () => {
    const { id } = await (await postQuote(quoteForm())).json<{ id: number }>();
    const result = await replyToQuote(env, id, { price: 195, message: "Hello" });
    expect(result.status).toBe("saved");
    await deliverOutbox({ NOTIFY: failingMail });
    const [quote] = await ownerQuotes();
    expect(quote).toMatchObject({ status: "replied", replyPrice: 195 });
    const [email] = await emailRows("kind = 'quote-reply' AND related_id = ?", id);
    expect(email).toMatchObject({ status: "queued", attempts: 1, last_error: "mail relay down" });
  });
});

describe("the owner's answers", () => {
  it("replies with a price through the API", async () => {
    const { id } = await (await postQuote(quoteForm())).json<{ id: number }>();
    const res = await asOwner(
      `/api/admin/quotes/${id}/reply`,
      json({ price: 210, message: "Ready in a week." }),
    );
    expect(res.status).toBe(200);
    const body = await res.json<{ quote: OwnerQuoteBody }>();
    expect(body.quote).toMatchObject({ id, status: "replied", replyPrice: 210 });
  });

  it.each([
    ["a price in cents", { price: 199.99, message: "Hi" }, "price"],
    ["no price", { message: "Hi" }, "price"],
    ["no message", { price: 200, message: "" }, "message"],
  ])("refuses a reply with %s", async (_, body, path) => {
    const { id } = await (await postQuote(quoteForm())).json<{ id: number }>();
    const res = await asOwner(`/api/admin/quotes/${id}/reply`, json(body));
    expect(res.status).toBe(400);
    const answer = await res.json<{ issues: Array<{ path: string }> }>();
    expect(answer.issues.map((i) => i.path)).toContain(path);
  });

  it("marks a quote won or lost, and nothing else", async () => {
    const { id } = await (await postQuote(quoteForm())).json<{ id: number }>();
    const won = await asOwner(
      `/api/admin/quotes/${id}`,
      json({ status: "won" }, { method: "PATCH" }),
    );
    expect(won.status).toBe(200);
    expect((await ownerQuotes())[0].status).toBe("won");
    const lost = await asOwner(
      `/api/admin/quotes/${id}`,
      json({ status: "lost" }, { method: "PATCH" }),
    );
    expect((await lost.json<{ quote: OwnerQuoteBody }>()).quote.status).toBe("lost");
    const bad = await asOwner(
      `/api/admin/quotes/${id}`,
      json({ status: "new" }, { method: "PATCH" }),
    );
    expect(bad.status).toBe(400);
  });

  it("lists requests newest first", async () => {
    await postQuote(quoteForm({ name: "First" }));
    await postQuote(quoteForm({ name: "Second" }));
    expect((await ownerQuotes()).map((q) => q.name)).toEqual(["Second", "First"]);
  });
});
