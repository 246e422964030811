// Sizes as people write them (36 1/4, 36-1/4, 36¼): the designer's form action and the JSON API
// read them with the same parser as the page, and refuse the same bad ones (issue 29 item 1).
import { describe, expect, it } from "vitest";
import { ORIGIN, request } from "./helpers";
import {
  DESIGN_ESTIMATE,
  design,
  estimate,
  ownerQuotes,
  png,
  postQuote,
  quoteForm,
  startEachTestWithNoQuotes,
} from "./quote-helpers";

startEachTestWithNoQuotes();

let ip = 0;
function postDesignerForm(sizes: Record<string, string>, files: Record<string, File> = {}) {
  const form = new FormData();
  const fields = {
    widthInches: "16",
    heightInches: "20",
    mouldingId: "walnut-gallery",
    matStyle: "single",
    matId: "antique-white",
    matWidthInches: "2",
    glazingId: "regular",
    name: "Maria Gonzalez",
    email: "maria@example.com",
    message: "A watercolour.",
    ...sizes,
  };
  for (const [k, v] of Object.entries(fields)) form.set(k, v);
  for (const [k, f] of Object.entries(files)) form.set(k, f);
  return request("/frame-designer", {
    method: "POST",
    body: form,
    headers: { Origin: ORIGIN, "CF-Connecting-IP": `203.0.113.${++ip}` },
  });
}

describe("sizes in fractions", () => {
  it("the page's form takes 36 1/4 x 48⅜ with a 2-1/2 mat and stores the sizes in inches", async () => {
    const res = await postDesignerForm({
      widthInches: "36 1/4",
      heightInches: "48⅜",
      matWidthInches: "2-1/2",
    });
    expect(res.status).toBe(200);
    const [quote] = await ownerQuotes();
    expect(quote?.design).toMatchObject({
      widthInches: 36.25,
      heightInches: 48.375,
      mat: { widthInches: 2.5 },
    });
  });

  it.each([
    ["36 1/16", "Width must be in eighths of an inch (e.g. 16 1/8)."],
    ["thirty-six", "Width: write inches like 36, 36 1/4, 36-1/4 or 36.25."],
    ["70", "Width must be at most 60 inches."],
  ])("the page's form refuses %j with the form's own message", async (width, message) => {
    const res = await postDesignerForm({ widthInches: width });
    expect(res.status).toBe(400);
    expect(await res.text()).toContain(message);
    expect(await ownerQuotes()).toEqual([]);
  });

  it("the API prices and stores sizes written as text like numbers", async () => {
    const res = await estimate({ ...design, widthInches: "16", heightInches: "19 8/8" });
    expect(res.status).toBe(400);
    const same = await estimate({ ...design, widthInches: "16", heightInches: "20 in" });
    expect(await same.json()).toEqual(DESIGN_ESTIMATE);
    const posted = await postQuote(quoteForm({ design: { ...design, widthInches: "15¾" } }));
    expect(posted.status).toBe(201);
    const [quote] = await ownerQuotes();
    expect(quote?.design.widthInches).toBe(15.75);
  });
});

describe("the preview photo, chosen once", () => {
  it("goes with the request when ticked, first among the photos, with where it was placed", async () => {
    const res = await postDesignerForm(
      { sendArtPhoto: "on", photoCrop: "0.25,0.8,1.5" },
      { artPhoto: png("preview.png"), photo: png("back.png") },
    );
    expect(res.status).toBe(200);
    const [quote] = await ownerQuotes();
    expect(quote?.photos).toHaveLength(2);
    expect(quote?.design.photoCrop).toEqual({ x: 0.25, y: 0.8, zoom: 1.5 });
  });

  it("stays on the device's side when unticked: neither the photo nor its placement is kept", async () => {
    const res = await postDesignerForm(
      { photoCrop: "0.25,0.8,1.5" },
      { artPhoto: png("preview.png") },
    );
    expect(res.status).toBe(200);
    const [quote] = await ownerQuotes();
    expect(quote?.photos).toEqual([]);
    expect(quote?.design.photoCrop).toBeUndefined();
  });

  it.each([["2,0.5,1"], ["0.5,0.5,9"], ["a,b,c"], ["0.5,0.5"]])(
    "refuses a placement out of range or unreadable (%s) and stores nothing",
    async (photoCrop) => {
      const res = await postDesignerForm(
        { sendArtPhoto: "on", photoCrop },
        { artPhoto: png("preview.png") },
      );
      expect(res.status).toBe(400);
      expect(await ownerQuotes()).toEqual([]);
    },
  );
});
