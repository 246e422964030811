// POST /api/uploads/upload against real local R2 and D1 and the Images binding (miniflare's, with
// sharp): the original alone arrives, the Worker makes and stores the grid and large copies.
import { env } from "cloudflare:workers";
import { beforeEach, describe, expect, it } from "vitest";
import { MAX_IMAGE_BYTES, MAX_UPLOAD_REQUEST_BYTES } from "~/lib/portfolio";
import { contentChanged } from "~worker/services/edge-cache";
import { IMAGES } from "./fixtures/images";
import { asOwner, countRows, json, request, resetTables } from "./helpers";
import {
  carriesMetadata,
  clearBucket,
  imageInfo,
  keyOf,
  ownerList,
  picture,
  pngClaiming,
  publicList,
  storedBytes,
  storedKeys,
  upload,
  uploadForm,
  uploadOk,
} from "./portfolio-helpers";

beforeEach(async () => {
  await resetTables("portfolio_images");
  await clearBucket();
  await contentChanged(env);
});

/** The stored copies of an upload, read back from R2 and measured by the Images binding. */
async function copiesOf(item: { smallUrl: string; largeUrl: string }) {
  const [small, large] = await Promise.all(
    [item.smallUrl, item.largeUrl].map(async (url) => {
      const bytes = await storedBytes(keyOf(url));
      return { bytes, ...(await imageInfo(bytes)) };
    }),
  );
  return { small, large };
}

// Decoding and encoding run in sharp behind miniflare's Images binding: seconds, not milliseconds.
describe("POST /api/uploads/upload: the Worker makes the copies", { timeout: 30_000 }, () => {
  it.each([
    { label: "JPEG", bytes: IMAGES.jpeg, ext: "jpg", type: "image/jpeg" },
    { label: "PNG", bytes: IMAGES.png, ext: "png", type: "image/png" },
    { label: "WebP", bytes: IMAGES.webp, ext: "webp", type: "image/webp" },
    { label: "AVIF", bytes: IMAGES.avif, ext: "avif", type: "image/avif" },
    { label: "GIF", bytes: IMAGES.gif, ext: "gif", type: "image/gif" },
  ])(
    "stores the original ($label) with its two WebP copies, hidden from visitors",
    async ({ bytes, ext, type }) => {
      const item = await uploadOk(`framed-piece.${ext}`, bytes);

      expect(item.fileName).toMatch(new RegExp(`^portfolio/framed-piece-[0-9a-f]{8}\\.${ext}$`));
      const stem = item.fileName.slice(0, -ext.length - 1);
      expect(await storedKeys()).toEqual(
        [`${stem}.${ext}`, `${stem}.large.webp`, `${stem}.small.webp`].sort(),
      );
      expect((await env.IMAGES.head(item.fileName))?.httpMetadata?.contentType).toBe(type);
      expect(await storedBytes(item.fileName)).toEqual(bytes);
      for (const copy of ["small", "large"]) {
        const key = `${stem}.${copy}.webp`;
        expect((await env.IMAGES.head(key))?.httpMetadata?.contentType).toBe("image/webp");
        // 40x30 is smaller than either copy's limits: kept as it is, never enlarged.
        expect(await imageInfo(await storedBytes(key))).toMatchObject({
          format: "image/webp",
          width: 40,
          height: 30,
        });
      }

      expect(item).toMatchObject({
        url: `/images/${stem}.large.webp`,
        smallUrl: `/images/${stem}.small.webp`,
        largeUrl: `/images/${stem}.large.webp`,
        width: 40,
        height: 30,
        hidden: true,
        featured: false,
      });
      expect(await countRows("portfolio_images")).toBe(1);
      expect((await ownerList()).map((i) => i.fileName)).toEqual([item.fileName]);
      expect(await publicList()).toEqual([]);
    },
  );

  it.each([
    { size: [3000, 2000], format: "image/jpeg", small: [1200, 800], large: [2000, 1333] },
    { size: [1500, 4000], format: "image/png", small: [600, 1600], large: [750, 2000] },
    { size: [2400, 2400], format: "image/jpeg", small: [800, 800], large: [2000, 2000] },
    { size: [640, 480], format: "image/png", small: [640, 480], large: [640, 480] },
  ] as const)(
    "scales a $size.0×$size.1 original to a $small.0×$small.1 grid copy and a $large.0×$large.1 large copy",
    async ({ size, format, small, large }) => {
      const original = await picture(size[0], size[1], format);
      expect(await imageInfo(original)).toMatchObject({ width: size[0], height: size[1] });
      const item = await uploadOk(`wide-piece.${format === "image/png" ? "png" : "jpg"}`, original);

      const copies = await copiesOf(item);
      expect(copies.small).toMatchObject({
        format: "image/webp",
        width: small[0],
        height: small[1],
      });
      expect(copies.large).toMatchObject({
        format: "image/webp",
        width: large[0],
        height: large[1],
      });
      expect(item).toMatchObject({ width: large[0], height: large[1] });
      // Web-sized: each copy far lighter than the original.
      expect(copies.small.bytes.byteLength).toBeLessThan(original.byteLength);
    },
  );

  it("turns a phone photo the way the camera held it and strips its EXIF, GPS and maker data", async () => {
    expect(carriesMetadata(IMAGES.camera)).toBe(true);
    expect(await imageInfo(IMAGES.camera)).toMatchObject({ width: 64, height: 48 });
    const item = await uploadOk("IMG_4821.jpg", IMAGES.camera);

    const copies = await copiesOf(item);
    for (const copy of [copies.small, copies.large]) {
      // Orientation 6: the stored 64x48 picture is shown turned, 48 wide and 64 high.
      expect(copy).toMatchObject({ format: "image/webp", width: 48, height: 64 });
      expect(carriesMetadata(copy.bytes)).toBe(false);
    }
    expect(item).toMatchObject({ width: 48, height: 64 });
    // The original is kept exactly as sent, for the owner only.
    expect(await storedBytes(item.fileName)).toEqual(IMAGES.camera);
    expect((await request(`/images/${item.fileName}`)).status).toBe(404);
  });

  it("ignores copies a browser sends along: the Worker makes its own", async () => {
    const form = uploadForm("with-copies.png", IMAGES.png);
    form.set("small", new File([IMAGES.webp2000x1000], "small.webp"));
    form.set("large", new File([IMAGES.webp2000x1000], "large.webp"));
    const res = await upload(form);
    expect(res.status).toBe(201);
    const copies = await copiesOf(await res.json());
    expect(copies.small).toMatchObject({ width: 40, height: 30 });
    expect(copies.large).toMatchObject({ width: 40, height: 30 });
    expect(await storedKeys()).toHaveLength(3);
  });

  it("starts with the old site's details from the file name; a later category keyword wins", async () => {
    const item = await uploadOk("Heights_photo-wall commercial.png");
    expect(item).toMatchObject({
      title: "Heights Photo Wall Commercial",
      description: "Custom framing work",
      category: "commercial",
      alt: "Portfolio item: Heights_photo-wall commercial",
    });
    expect((await uploadOk("Grandpa-memorial-photo.png", IMAGES.jpeg)).category).toBe(
      "memorabilia",
    );
    expect((await uploadOk("sunset_photo.png", IMAGES.gif)).category).toBe("photography");
    expect((await uploadOk("abstract.png", IMAGES.webp)).category).toBe("artwork");
  });

  it("stores a PNG renamed .jpg, and sent as image/jpeg, as a PNG", async () => {
    const form = new FormData();
    form.set("image", new File([IMAGES.png], "disguised.jpg", { type: "image/jpeg" }));
    const res = await upload(form);
    expect(res.status).toBe(201);
    const item = await res.json<{ fileName: string; title: string }>();
    expect(item.fileName).toMatch(/^portfolio\/disguised-[0-9a-f]{8}\.png$/);
    expect((await env.IMAGES.head(item.fileName))?.httpMetadata?.contentType).toBe("image/png");
    expect(item.title).toBe("Disguised");
  });

  it("makes a path-traversal or control-character name safe instead of following it", async () => {
    const traversal = await uploadOk("../../etc/passwd");
    expect(traversal.fileName).toMatch(/^portfolio\/passwd-[0-9a-f]{8}\.png$/);
    const windows = await uploadOk("..\\..\\Windows\\win.ini", IMAGES.jpeg);
    expect(windows.fileName).toMatch(/^portfolio\/win-[0-9a-f]{8}\.jpg$/);
    const control = await uploadOk("bad\u0001na\u001fme\u007f\t.png", IMAGES.gif);
    expect(control.fileName).toMatch(/^portfolio\/badname-[0-9a-f]{8}\.gif$/);
    const accents = await uploadOk("Café Wall (1).png", IMAGES.webp);
    expect(accents.fileName).toMatch(/^portfolio\/cafe-wall-1-[0-9a-f]{8}\.webp$/);
    for (const key of await storedKeys())
      expect(key).toMatch(/^portfolio\/[a-z0-9-]+\.(small\.|large\.)?[a-z]+$/);
  });

  it("gives the same file uploaded again a suffix and never overwrites the first", async () => {
    const first = await uploadOk("wedding.png");
    const before = await env.IMAGES.head(first.fileName);
    const second = await uploadOk("wedding.png");
    expect(second.fileName).toBe(first.fileName.replace(/\.png$/, "-2.png"));
    expect((await env.IMAGES.head(first.fileName))?.etag).toBe(before?.etag);
    expect(await storedKeys()).toHaveLength(6);
    // The newest upload goes first in the grid.
    expect((await ownerList()).map((i) => i.fileName)).toEqual([second.fileName, first.fileName]);
  });
});

describe("POST /api/uploads/upload refuses odd input, and stores nothing in R2 or D1", () => {
  async function expectRefused(res: Response, status: number, message: RegExp) {
    expect(res.status).toBe(status);
    expect(res.headers.get("Content-Type")).toContain("application/json");
    const body = await res.json<{ error: string; issues?: unknown[] }>();
    expect(body.error).toMatch(message);
    expect(await storedKeys()).toEqual([]);
    expect(await countRows("portfolio_images")).toBe(0);
  }

  it("an SVG, even named .png", async () => {
    const svg = `<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>`;
    await expectRefused(
      await upload(uploadForm("logo.svg", svg)),
      400,
      /not a JPEG, PNG, WebP, AVIF or GIF image.*SVG/,
    );
    await expectRefused(await upload(uploadForm("logo.png", svg)), 400, /logo\.png: this is not/);
  });

  it("an HTML or text file named .png", async () => {
    await expectRefused(
      await upload(uploadForm("page.png", "<!doctype html><h1>hi</h1>")),
      400,
      /page\.png: this is not/,
    );
    await expectRefused(
      await upload(uploadForm("notes.jpg", "just some notes")),
      400,
      /notes\.jpg: this is not/,
    );
  });

  it("a zero-byte file or a truncated JPEG header", async () => {
    await expectRefused(
      await upload(uploadForm("empty.jpg", new Uint8Array())),
      400,
      /empty\.jpg: the file is empty/,
    );
    await expectRefused(
      await upload(uploadForm("cut.jpg", IMAGES.jpeg.slice(0, 24))),
      400,
      /cut\.jpg: the image data is incomplete or damaged/,
    );
  });

  it("bytes whose header looks right but whose picture is not there (400, not 500)", async () => {
    await expectRefused(
      await upload(uploadForm("header-only.png", pngClaiming(400, 300))),
      400,
      /header-only\.png: the picture could not be read.*damaged/,
    );
    const cut = IMAGES.jpeg.slice(0, IMAGES.jpeg.length - 12);
    await expectRefused(
      await upload(uploadForm("cut-short.jpg", cut)),
      400,
      /cut-short\.jpg: the picture could not be read/,
    );
  });

  it("a picture too big to process, whatever the file size (413)", async () => {
    await expectRefused(
      await upload(uploadForm("wide.png", pngClaiming(20_000, 300))),
      413,
      /wide\.png is 20000×300 px; pictures can be at most 12,000 px on a side and 100 megapixels/,
    );
    await expectRefused(
      await upload(uploadForm("vast.png", pngClaiming(11_000, 10_000))),
      413,
      /vast\.png is 11000×10000 px/,
    );
  });

  it("a file over 15 MB with 413", async () => {
    const big = new Uint8Array(MAX_IMAGE_BYTES + 1024);
    big.set(IMAGES.png.subarray(0, 64));
    await expectRefused(
      await upload(uploadForm("huge.png", big)),
      413,
      /huge\.png is too large: .*\(limit 15 MB\)/,
    );
    const bigger = new Uint8Array(16 * 1024 * 1024);
    bigger.set(IMAGES.png.subarray(0, 64));
    await expectRefused(await upload(uploadForm("huger.png", bigger)), 413, /too large/);
  });

  it("a body over the limit with 413, whatever Content-Length says", async () => {
    const declared = await upload(uploadForm("small.png", IMAGES.png), {
      "Content-Length": String(MAX_UPLOAD_REQUEST_BYTES + 1),
    });
    await expectRefused(declared, 413, /too large/);

    const chunk = new Uint8Array(1024 * 1024);
    let sent = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent > MAX_UPLOAD_REQUEST_BYTES) return controller.close();
        sent += chunk.byteLength;
        controller.enqueue(chunk);
      },
    });
    await expectRefused(
      await upload(stream, { "Content-Type": "multipart/form-data; boundary=x" }),
      413,
      /too large/,
    );
  });

  it("a request that is not a multipart form (415) or a broken one (400)", async () => {
    await expectRefused(
      await asOwner("/api/uploads/upload", json({ image: "x" })),
      415,
      /multipart\/form-data/,
    );
    await expectRefused(
      await upload(IMAGES.png, { "Content-Type": "image/png" }),
      415,
      /multipart\/form-data/,
    );
    await expectRefused(
      await upload("--x\r\nnot a part", { "Content-Type": "multipart/form-data; boundary=x" }),
      400,
      /not a readable multipart form/,
    );
  });

  it("a form without an image file", async () => {
    await expectRefused(await upload(uploadForm("x.png", null)), 400, /Choose an image file/);
    const text = new FormData();
    text.set("image", "not a file");
    await expectRefused(await upload(text), 400, /Choose an image file/);
  });

  it("a visitor (401), another origin (403) or another method (404)", async () => {
    await expectRefused(
      await request("/api/uploads/upload", {
        method: "POST",
        body: uploadForm("a.png", IMAGES.png),
      }),
      401,
      /.+/,
    );
    const crossSite = await asOwner("/api/uploads/upload", {
      method: "POST",
      body: uploadForm("a.png", IMAGES.png),
      headers: { Origin: "https://evil.example" },
    });
    await expectRefused(crossSite, 403, /admin pages/);
    await expectRefused(await asOwner("/api/uploads/upload"), 404, /No API endpoint/);
  });
});
