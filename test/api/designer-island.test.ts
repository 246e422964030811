// /frame-designer's tool is an island (docs/decisions/0095-islands.md): with JavaScript it sends
// the page's one form with fetch to the page's own action, as the browser would without it, and
// reads the answer from its props in the page the action renders (fetchIslandProps). These tests
// read those props as the island does: the action's answer must be there whole (message, field
// errors, what was typed), through the same gate and checks, beside what the tool needs to draw.
import { describe, expect, it } from "vitest";
import type { FrameDesignerProps } from "~/components/frame-designer/FrameDesignerTool";
import { SEND_PREVIEW_PHOTO_FIELD } from "~/lib/quote-request";
import { countRows, inFreshRateWindow, ORIGIN, request } from "./helpers";
import { ownerQuotes, png, startEachTestWithNoQuotes } from "./quote-helpers";

startEachTestWithNoQuotes();

const DESIGN_FIELDS = {
  widthInches: "16",
  heightInches: "20",
  mouldingId: "walnut-gallery",
  matStyle: "single",
  matId: "antique-white",
  matWidthInches: "2",
  glazingId: "regular",
};

let ip = 0;
function send(
  fields: Record<string, string>,
  { from = `198.18.0.${++ip}`, files = {} as Record<string, File> } = {},
) {
  const form = new FormData();
  const all = {
    ...DESIGN_FIELDS,
    name: "Maria Gonzalez",
    email: "maria@example.com",
    message: "A watercolour.",
    ...fields,
  };
  for (const [k, v] of Object.entries(all)) form.set(k, v);
  for (const [k, f] of Object.entries(files)) form.append(k, f);
  // What fetchIslandProps sends (app/page-delivery/browser/island.tsx).
  return request("/frame-designer", {
    method: "POST",
    body: form,
    headers: { Origin: ORIGIN, "CF-Connecting-IP": from, Accept: "text/html" },
  });
}

/** The tool's props in a page, as the island reads them. */
async function islandProps(res: Response): Promise<FrameDesignerProps> {
  const html = await res.text();
  const json =
    /<script type="application\/json" data-island-props="frame-designer">([^<]*)<\/script>/.exec(
      html,
    )?.[1];
  expect(json, "the page has the tool's props").toBeTruthy();
  return JSON.parse(json!) as FrameDesignerProps;
}

describe("the designer's form sent by its island", () => {
  it("is stored, and the page the action renders carries the thank-you", async () => {
    const res = await send(
      { [SEND_PREVIEW_PHOTO_FIELD]: "on", photoCrop: "0.25,0.5,1.5" },
      { files: { artPhoto: png("preview.png"), photo: png("piece.png") } },
    );
    expect(res.status).toBe(200);
    const { answer } = await islandProps(res);
    expect(answer).toEqual({
      ok: true,
      message: expect.stringMatching(/^Your design is with us\./),
    });
    const [quote] = await ownerQuotes();
    expect(quote?.name).toBe("Maria Gonzalez");
    // The preview photo went with it, placed, and counts among the photos.
    expect(quote?.design.photoCrop).toEqual({ x: 0.25, y: 0.5, zoom: 1.5 });
    expect(quote?.photos).toHaveLength(2);
  });

  it("carries an invalid form's field errors and what was typed, with the page's status", async () => {
    // The honeypot goes empty, as from the page's own form.
    const res = await send({ widthInches: "36 1/16", email: "not-an-email", website: "" });
    expect(res.status).toBe(400);
    const { answer, catalogue } = await islandProps(res);
    expect(answer?.ok).toBe(false);
    if (answer?.ok !== false) throw new Error("not a failure");
    expect(answer.error).toBe("Please check the highlighted fields.");
    expect(answer.fieldErrors).toMatchObject({
      widthInches: "Width must be in eighths of an inch (e.g. 16 1/8).",
      email: "Please enter a valid email address.",
    });
    expect(answer.values).toMatchObject({ widthInches: "36 1/16", name: "Maria Gonzalez" });
    // The honeypot is never sent back.
    expect(answer.values).not.toHaveProperty("website");
    // The tool can still draw: the catalogue comes with the answer.
    expect(catalogue.mouldings.length).toBeGreaterThan(0);
    expect(await countRows("quotes")).toBe(0);
  });

  it("shares the page's write limit: past five a minute the answer is the refusal, 429", async () => {
    inFreshRateWindow();
    const from = "198.18.1.1";
    for (let i = 0; i < 5; i++) expect((await send({}, { from })).status).toBe(200);
    const res = await send({}, { from });
    expect(res.status).toBe(429);
    // When to try again, as the API's refusals say it (the route's `headers`).
    expect(Number(res.headers.get("Retry-After"))).toBeGreaterThan(0);
    const { answer } = await islandProps(res);
    if (answer?.ok !== false) throw new Error("not a failure");
    expect(answer.error).toBeTruthy();
    // What the visitor typed comes back, for the form to show again.
    expect(answer.values.name).toBe("Maria Gonzalez");
    expect(await countRows("quotes")).toBe(5);
  });

  it("tells a filled honeypot it worked and stores nothing", async () => {
    const res = await send({ website: "http://spam.example" });
    expect(res.status).toBe(200);
    expect((await islandProps(res)).answer).toMatchObject({ ok: true });
    expect(await countRows("quotes")).toBe(0);
  });

  it("renders the tool inside its island, with no answer before one is sent", async () => {
    const res = await request("/frame-designer");
    const html = await res.clone().text();
    expect(html).toMatch(/<div data-island="frame-designer"><form [^>]*action="\/frame-designer"/);
    const props = await islandProps(res);
    expect(props.answer).toBeUndefined();
    expect(props.catalogue.mouldings.length).toBeGreaterThan(0);
    expect(props.phone.href).toMatch(/^tel:\+1\d{10}$/);
  });
});
