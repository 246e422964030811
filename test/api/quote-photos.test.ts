// Quote photos pass the same picture checks as the owner's uploads and are stored only as the
// Worker's re-encoded copies: no metadata, sized for the owner's Quotes screen
// (docs/decisions/0023-quote-photos-re-encoded.md).
import { describe, expect, it } from "vitest";
import { QUOTE_PHOTO_SIZE } from "~/lib/quote-request";
import { IMAGES } from "./fixtures/images";
import { ORIGIN, request } from "./helpers";
import {
  type Bytes,
  carriesMetadata,
  imageInfo,
  picture,
  pngClaiming,
  storedBytes,
} from "./portfolio-helpers";
import {
  expectNothingStored,
  ownerQuotes,
  png,
  postQuote,
  quoteForm,
  startEachTestWithNoQuotes,
  storedPhotoKeys,
} from "./quote-helpers";

startEachTestWithNoQuotes();

const file = (bytes: Bytes, name: string) => new File([bytes], name);

/** The /frame-designer page form, as a browser without JavaScript sends it. */
function pageForm(photo: File): FormData {
  const form = quoteForm({ design: undefined, photos: [photo] });
  const fields = {
    widthInches: "16",
    heightInches: "20",
    mouldingId: "walnut-gallery",
    matStyle: "none",
    glazingId: "regular",
  };
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  return form;
}

describe("quote photos: the picture checks of every upload", () => {
  it.each([
    [20000, 20000],
    [10001, 10001],
    [12001, 100],
  ])("refuses a PNG claiming %i×%i px with 413 and stores nothing (API)", async (w, h) => {
    const res = await postQuote(
      quoteForm({ photos: [png(), file(pngClaiming(w, h), "bomb.png")] }),
    );
    expect(res.status).toBe(413);
    const body = await res.json<{ issues: Array<{ path: string; message: string }> }>();
    expect(body.issues[0]).toMatchObject({ path: "photo.1" });
    expect(body.issues[0].message).toContain(`${w}×${h} px`);
    await expectNothingStored();
  });

  it("refuses the same bomb sent through the /frame-designer page with 413, storing nothing", async () => {
    const res = await request("/frame-designer", {
      method: "POST",
      headers: { Origin: ORIGIN, "CF-Connecting-IP": "192.0.2.201" },
      body: pageForm(file(pngClaiming(20000, 20000), "bomb.png")),
    });
    expect(res.status).toBe(413);
    expect(await res.text()).toContain("20000×20000 px");
    await expectNothingStored();
  });

  it("refuses a picture whose header looks right but cannot be read (400), storing nothing", async () => {
    const res = await postQuote(quoteForm({ photos: [file(pngClaiming(40, 30), "broken.png")] }));
    expect(res.status).toBe(400);
    const body = await res.json<{ issues: Array<{ path: string; message: string }> }>();
    expect(body.issues[0]).toMatchObject({ path: "photo.0" });
    expect(body.issues[0].message).toMatch(/could not be read/);
    await expectNothingStored();
  });
});

describe("quote photos: stored as the Worker's copies", () => {
  it("keeps a phone photo without its EXIF or GPS, turned upright, as WebP", async () => {
    const res = await postQuote(quoteForm({ photos: [file(IMAGES.camera, "phone.jpg")] }));
    expect(res.status).toBe(201);
    const [key] = await storedPhotoKeys();
    const stored = await storedBytes(key);
    expect(carriesMetadata(IMAGES.camera)).toBe(true);
    expect(carriesMetadata(stored)).toBe(false);
    expect(await imageInfo(stored)).toEqual({ format: "image/webp", width: 48, height: 64 });
    const [quote] = await ownerQuotes();
    expect(quote.photos).toMatchObject([{ contentType: "image/webp", width: 48, height: 64 }]);
  });

  it(`scales a large photo down to ${QUOTE_PHOTO_SIZE.longSide} px on its long side`, async () => {
    const big = await picture(3200, 2400, "image/png");
    const res = await postQuote(quoteForm({ photos: [file(big, "big.png")] }));
    expect(res.status).toBe(201);
    const [key] = await storedPhotoKeys();
    const info = await imageInfo(await storedBytes(key));
    expect(info).toEqual({ format: "image/webp", width: 1600, height: 1200 });
    expect(Math.max(info.width, info.height)).toBeLessThanOrEqual(QUOTE_PHOTO_SIZE.longSide);
  });

  it("never stores the bytes as sent, even for a small clean PNG", async () => {
    expect((await postQuote(quoteForm({ photos: [png()] }))).status).toBe(201);
    const [key] = await storedPhotoKeys();
    const stored = await storedBytes(key);
    expect(stored).not.toEqual(IMAGES.png);
    expect((await imageInfo(stored)).format).toBe("image/webp");
  });
});
