// Photos of a job's pieces: the Worker's re-encoded copy only (no camera metadata), owner-only,
// the same picture checks as every upload, history kept, and removal taking the object too.
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { MAX_JOB_PHOTOS } from "~/lib/jobs";
import { IMAGES } from "./fixtures/images";
import { asOwner, ORIGIN, request } from "./helpers";
import { customer, getJob, newJob, piece, resetJobsBeforeEach } from "./job-helpers";
import {
  type Bytes,
  carriesMetadata,
  imageInfo,
  picture,
  pngClaiming,
  storedBytes,
  storedKeys,
} from "./portfolio-helpers";

resetJobsBeforeEach();

function photoForm(photo: Bytes | string | null, caption?: string) {
  const form = new FormData();
  if (photo !== null)
    form.set("photo", typeof photo === "string" ? photo : new File([photo], "piece.jpg"));
  if (caption !== undefined) form.set("caption", caption);
  return form;
}

const postPhoto = (jobId: number, body: BodyInit) =>
  asOwner(`/api/admin/jobs/${jobId}/photos`, { method: "POST", body });

async function jobWithoutPhotos() {
  const objects = await env.IMAGES.list({ prefix: "jobs/" });
  if (objects.objects.length) await env.IMAGES.delete(objects.objects.map((o) => o.key));
  return (await newJob({ customer, pieces: [piece] })).id;
}

describe("job photos", () => {
  it("keeps the Worker's copy of a phone photo, turned upright and without its EXIF or GPS", async () => {
    const id = await jobWithoutPhotos();
    const res = await postPhoto(id, photoForm(IMAGES.camera, "Corner ding, lower left"));
    expect(res.status).toBe(201);
    const { photo } = await res.json<{ photo: { id: number; width: number; height: number } }>();
    // Stored 64x48 with Orientation 6: shown 48x64.
    expect(photo).toMatchObject({ width: 48, height: 64 });
    const [key] = await storedKeys(`jobs/${id}/`);
    const stored = await storedBytes(key);
    expect(carriesMetadata(stored)).toBe(false);
    expect(await imageInfo(stored)).toMatchObject({ format: "image/webp", width: 48, height: 64 });

    const job = await getJob(id);
    expect(job).toMatchObject({ photos: [{ id: photo.id, caption: "Corner ding, lower left" }] });
    expect(JSON.stringify(job)).not.toContain(key);
    expect(job.history[0].summary).toBe("Photo added: Corner ding, lower left");

    const served = await asOwner(`/api/admin/jobs/${id}/photos/${photo.id}`);
    expect(served.status).toBe(200);
    expect(served.headers.get("Content-Type")).toBe("image/webp");
    expect(served.headers.get("Cache-Control")).toBe("private, no-store");
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(stored);
  });

  it("scales a large photo down to 1600 px on its long side", async () => {
    const id = await jobWithoutPhotos();
    const res = await postPhoto(id, photoForm(await picture(3200, 2400, "image/jpeg")));
    expect(res.status).toBe(201);
    expect((await res.json<{ photo: object }>()).photo).toMatchObject({
      width: 1600,
      height: 1200,
    });
  });

  it("refuses bombs, non-pictures and bad captions with nothing stored", async () => {
    const id = await jobWithoutPhotos();
    const cases: [BodyInit, number, RegExp][] = [
      [photoForm(pngClaiming(20000, 20000)), 413, /20000×20000 px/],
      [photoForm(pngClaiming(12001, 100)), 413, /12001×100 px/],
      [photoForm(new TextEncoder().encode("<svg onload=alert(1)>") as Bytes), 400, /piece\.jpg/],
      [photoForm("not a file"), 400, /Choose an image file/],
      [photoForm(null), 400, /Choose an image file/],
      [photoForm(IMAGES.png, "x".repeat(201)), 400, /under 200 characters/],
      [photoForm(IMAGES.png, "line one\nline two"), 400, /single line/],
      [JSON.stringify({ photo: "x" }), 415, /multipart\/form-data/],
    ];
    for (const [body, status, message] of cases) {
      const res = await postPhoto(id, body);
      expect(res.status, String(message)).toBe(status);
      expect((await res.json<{ error: string }>()).error).toMatch(message);
    }
    expect(await storedKeys(`jobs/${id}/`)).toEqual([]);
    expect((await getJob(id)).photos).toEqual([]);
  });

  it(`keeps at most ${MAX_JOB_PHOTOS} photos and refuses the same photo twice`, async () => {
    const id = await jobWithoutPhotos();
    expect((await postPhoto(id, photoForm(IMAGES.png))).status).toBe(201);
    const again = await postPhoto(id, photoForm(IMAGES.png));
    expect(again.status).toBe(400);
    expect((await again.json<{ error: string }>()).error).toBe("This photo is already on the job.");
    await env.DB.prepare(
      `INSERT INTO job_photos (job_id, r2_key, content_type, width, height)
       SELECT ?1, 'jobs/' || ?1 || '/filler-' || value, 'image/webp', 1, 1
       FROM json_each(?2)`,
    )
      .bind(id, JSON.stringify(Array.from({ length: MAX_JOB_PHOTOS - 1 }, (_, i) => i)))
      .run();
    const over = await postPhoto(id, photoForm(IMAGES.jpeg));
    expect(over.status).toBe(400);
    expect((await over.json<{ error: string }>()).error).toMatch(/at most 12 photos/);
  });

  it("removes a photo and its stored copy; 404 for another job's photo or an unknown one", async () => {
    const id = await jobWithoutPhotos();
    const other = (await newJob({ customer, pieces: [piece] })).id;
    const { photo } = await (await postPhoto(id, photoForm(IMAGES.png))).json<{
      photo: { id: number };
    }>();
    expect((await asOwner(`/api/admin/jobs/${other}/photos/${photo.id}`)).status).toBe(404);
    expect(
      (await asOwner(`/api/admin/jobs/${other}/photos/${photo.id}`, { method: "DELETE" })).status,
    ).toBe(404);
    expect((await asOwner(`/api/admin/jobs/${id}/photos/abc`)).status).toBe(400);
    const del = await asOwner(`/api/admin/jobs/${id}/photos/${photo.id}`, { method: "DELETE" });
    expect(del.status).toBe(200);
    expect(await storedKeys(`jobs/${id}/`)).toEqual([]);
    expect((await getJob(id)).photos).toEqual([]);
    expect((await asOwner(`/api/admin/jobs/${id}/photos/${photo.id}`)).status).toBe(404);
    expect((await postPhoto(999999, photoForm(IMAGES.png))).status).toBe(404);
  });

  it("is the owner's only: visitors and other sites are refused before anything is read", async () => {
    const id = await jobWithoutPhotos();
    const { photo } = await (await postPhoto(id, photoForm(IMAGES.png))).json<{
      photo: { id: number };
    }>();
    expect((await request(`/api/admin/jobs/${id}/photos/${photo.id}`)).status).toBe(401);
    const anon = await request(`/api/admin/jobs/${id}/photos`, {
      method: "POST",
      body: photoForm(IMAGES.jpeg),
      headers: { Origin: ORIGIN },
    });
    expect(anon.status).toBe(401);
    const crossSite = await asOwner(`/api/admin/jobs/${id}/photos`, {
      method: "POST",
      body: photoForm(IMAGES.jpeg),
      headers: { Origin: "https://evil.example", "Sec-Fetch-Site": "cross-site" },
    });
    expect(crossSite.status).toBe(403);
    expect((await getJob(id)).photos).toHaveLength(1);
  });
});
