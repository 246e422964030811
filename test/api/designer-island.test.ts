// /frame-designer's tool is an island (docs/decisions/0095-islands.md): with JavaScript it sends
// the page's one form with fetch to the page's own address, asking for JSON. The action's handler
// answers it, through the same gate and checks, with the same result a form posted without
// JavaScript is shown, as JSON; the page itself renders the tool with its props beside it.
import { describe, expect, it } from "vitest";
import { SEND_PREVIEW_PHOTO_FIELD } from "~/lib/quote-request";
import { awaitFreshWindow, countRows, ORIGIN, request } from "./helpers";
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
  {
    accept = "application/json",
    from = `198.18.0.${++ip}`,
    files = {} as Record<string, File>,
  } = {},
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
  return request("/frame-designer", {
    method: "POST",
    body: form,
    headers: { Origin: ORIGIN, "CF-Connecting-IP": from, Accept: accept },
  });
}

describe("the designer's form sent by its island", () => {
  it("is stored and answered with the thank-you message as JSON", async () => {
    const res = await send(
      { [SEND_PREVIEW_PHOTO_FIELD]: "on", photoCrop: "0.25,0.5,1.5" },
      {
        files: { artPhoto: png("preview.png"), photo: png("piece.png") },
      },
    );
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toMatch(/^application\/json/);
    expect(res.headers.get("Cache-Control")).toBe("no-store");
    const answer = await res.json<{ ok: boolean; message: string }>();
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

  it("answers an invalid form with the same field errors and values as the page, as JSON", async () => {
    const res = await send({ widthInches: "36 1/16", email: "not-an-email" });
    expect(res.status).toBe(400);
    const answer = await res.json<{
      ok: boolean;
      error: string;
      fieldErrors: Record<string, string>;
      values: Record<string, string>;
    }>();
    expect(answer.ok).toBe(false);
    expect(answer.error).toBe("Please check the highlighted fields.");
    expect(answer.fieldErrors.widthInches).toBe(
      "Width must be in eighths of an inch (e.g. 16 1/8).",
    );
    expect(answer.values).toMatchObject({ widthInches: "36 1/16", name: "Maria Gonzalez" });
    expect(await countRows("quotes")).toBe(0);

    // The page posted without JavaScript says the same, in the page.
    const page = await send({ widthInches: "36 1/16" }, { accept: "text/html" });
    expect(page.status).toBe(400);
    expect(page.headers.get("Content-Type")).toMatch(/^text\/html/);
    expect(await page.text()).toContain("Width must be in eighths of an inch (e.g. 16 1/8).");
  });

  it("shares the page's write limit: 429 with Retry-After as JSON past five a minute", async () => {
    await awaitFreshWindow();
    const from = "198.18.1.1";
    for (let i = 0; i < 5; i++) expect((await send({}, { from })).status).toBe(200);
    const res = await send({}, { from });
    expect(res.status).toBe(429);
    expect(Number(res.headers.get("Retry-After"))).toBeGreaterThan(0);
    const answer = await res.json<{ ok: boolean; error: string; values: Record<string, string> }>();
    expect(answer.ok).toBe(false);
    expect(answer.error).toBeTruthy();
    // What the visitor typed comes back, for the form to show again.
    expect(answer.values.name).toBe("Maria Gonzalez");
    expect(await countRows("quotes")).toBe(5);
  });

  it("tells a filled honeypot it worked and stores nothing", async () => {
    const res = await send({ website: "http://spam.example" });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ ok: true });
    expect(await countRows("quotes")).toBe(0);
  });

  it("renders the tool with its props beside it as JSON", async () => {
    const html = await (await request("/frame-designer")).text();
    expect(html).toMatch(/<div data-island="frame-designer"><form [^>]*action="\/frame-designer"/);
    const json =
      /<script type="application\/json" data-island-props="frame-designer">([^<]*)<\/script>/.exec(
        html,
      )?.[1];
    const props = JSON.parse(json ?? "null") as {
      catalogue: { mouldings: unknown[] };
      phone: { text: string; href: string };
    };
    expect(props.catalogue.mouldings.length).toBeGreaterThan(0);
    expect(props.phone.href).toMatch(/^tel:\+1\d{10}$/);
  });
});
