// Uploading, publishing and inspecting portfolio and blog images in the API tests.
import { env } from "cloudflare:workers";
import { expect } from "vitest";
import type { PortfolioItem } from "~/lib/portfolio";
import { IMAGES } from "./fixtures/images";
import { asOwner, json, request } from "./helpers";

export type Bytes = Uint8Array<ArrayBuffer>;

/** The multipart body of the old site's upload call: the original alone, in the field "image". */
export function uploadForm(name: string, image: Bytes | string | null): FormData {
  const form = new FormData();
  if (image !== null) form.set("image", new File([image], name, { type: "image/webp" }));
  return form;
}

export const upload = (body: BodyInit, headers: HeadersInit = {}, path = "/api/uploads/upload") =>
  asOwner(path, { method: "POST", body, headers });

/** Uploads an image as the owner; it starts hidden. */
export async function uploadOk(name: string, image: Bytes = IMAGES.png): Promise<PortfolioItem> {
  const res = await upload(uploadForm(name, image));
  expect(res.status, await res.clone().text()).toBe(201);
  return res.json<PortfolioItem>();
}

export const encoded = (key: string) => encodeURIComponent(key);

export const patchImage = (fileName: string, body: unknown) =>
  asOwner(`/api/uploads/images/${encoded(fileName)}`, json(body, { method: "PATCH" }));

/** Publishes a work with real alt text (and any other details given). */
export async function publish(
  item: PortfolioItem,
  details: Record<string, unknown> = {},
): Promise<PortfolioItem> {
  const res = await patchImage(item.fileName, {
    alt: `A framed picture: ${item.title}`,
    ...details,
    hidden: false,
  });
  expect(res.status, await res.clone().text()).toBe(200);
  return res.json<PortfolioItem>();
}

export async function uploadPublished(
  name: string,
  image: Bytes = IMAGES.png,
  details: Record<string, unknown> = {},
): Promise<PortfolioItem> {
  return publish(await uploadOk(name, image), details);
}

/** What visitors get from GET /api/uploads/images. */
export const publicList = async () =>
  (await request("/api/uploads/images")).json<PortfolioItem[]>();

/** Every work, hidden ones too, as the owner sees them. */
export const ownerList = async () =>
  (await asOwner("/api/uploads/images?status=all")).json<PortfolioItem[]>();

export async function storedKeys(prefix?: string): Promise<string[]> {
  const listed = await env.IMAGES.list({ prefix });
  return listed.objects.map((o) => o.key).sort();
}

export async function clearBucket() {
  const keys = await storedKeys();
  if (keys.length) await env.IMAGES.delete(keys);
}

export const keyOf = (url: string) => decodeURIComponent(url.replace(/^\/images\//, ""));

export async function storedBytes(key: string): Promise<Bytes> {
  const object = await env.IMAGES.get(key);
  expect(object, `${key} is in R2`).not.toBeNull();
  return new Uint8Array(await object!.arrayBuffer());
}

const streamOf = (bytes: Bytes) => new Blob([bytes]).stream();

/** Format and pixel size of stored bytes, as the Images binding reads them. */
export async function imageInfo(bytes: Bytes) {
  const info = await env.IMAGE_TRANSFORMS.info(streamOf(bytes));
  if (!("width" in info)) throw new Error(`Not a bitmap: ${info.format}`);
  return { format: info.format, width: info.width, height: info.height };
}

/** A picture of any size, made from a tiny fixture by the Images binding (stretched). */
export async function picture(
  width: number,
  height: number,
  format: "image/jpeg" | "image/png",
): Promise<Bytes> {
  const result = await env.IMAGE_TRANSFORMS.input(streamOf(IMAGES.jpeg))
    .transform({ width, height, fit: "squeeze" })
    .output({ format });
  return new Uint8Array(await new Response(result.image()).arrayBuffer());
}

/** A PNG whose header claims `width` x `height` pixels; the rest is not image data. */
export function pngClaiming(width: number, height: number): Bytes {
  const bytes = new Uint8Array(64);
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
  bytes.set(new TextEncoder().encode("IHDR"), 12);
  new DataView(bytes.buffer).setUint32(16, width);
  new DataView(bytes.buffer).setUint32(20, height);
  bytes.set([8, 2, 0, 0, 0], 24);
  return bytes;
}

const latin1 = (bytes: Bytes) => Array.from(bytes, (b) => String.fromCharCode(b)).join("");

/** Whether bytes carry any of the camera's metadata (EXIF, XMP, the fixture's maker and owner). */
export function carriesMetadata(bytes: Bytes): boolean {
  const text = latin1(bytes);
  return ["Exif", "EXIF", "XMP ", "TestCam", "Jane Owner", "http://ns.adobe.com/xap"].some((s) =>
    text.includes(s),
  );
}
