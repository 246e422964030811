// Photos of a job's pieces (docs/decisions/0030-jobs.md): the owner's picture goes through the
// same checks as every upload (worker/services/web-images.ts) and only the Worker's re-encoded
// copy is kept (no EXIF, no GPS), in R2 under jobs/, and served to the owner only.
import { jobPhotoCaptionSchema } from "~/lib/job-schema";
import { JOB_PHOTO_SIZE, MAX_JOB_PHOTOS } from "~/lib/jobs";
import { MAX_IMAGE_BYTES } from "~/lib/portfolio";
import { toIssues } from "~/lib/validation-issues";
import { database } from "~db/client";
import {
  countJobPhotos,
  deleteJobPhotoStatements,
  findJobPhoto,
  insertJobPhotoStatements,
} from "~db/repositories/job-photos";
import { findJob, type JobPhotoSummary } from "~db/repositories/jobs";
import {
  contentHash,
  type ImageRefusal,
  isRefusal,
  makeWebCopies,
  putAllNew,
  readImageUpload,
  refuseImage,
} from "../web-images";

type PhotoEnv = Pick<Env, "DB" | "IMAGES" | "IMAGE_TRANSFORMS">;

export type AddPhotoResult =
  | { status: "stored"; photo: JobPhotoSummary }
  | { status: "not-found" }
  | ImageRefusal;

export async function addJobPhoto(
  env: PhotoEnv,
  jobId: number,
  file: unknown,
  captionInput: unknown,
): Promise<AddPhotoResult> {
  const db = database(env.DB);
  if (!(await findJob(db, jobId))) return { status: "not-found" };
  const caption = jobPhotoCaptionSchema.safeParse(captionInput ?? "");
  if (!caption.success) {
    const issues = toIssues(caption.error).map((i) => ({ ...i, path: "caption" }));
    return { status: "invalid", error: issues[0].message, issues };
  }
  if ((await countJobPhotos(db, jobId)) >= MAX_JOB_PHOTOS) {
    return refuseImage(
      "invalid",
      "photo",
      `A job keeps at most ${MAX_JOB_PHOTOS} photos; remove one first.`,
    );
  }
  const upload = await readImageUpload(file, { field: "photo", maxBytes: MAX_IMAGE_BYTES });
  if (isRefusal(upload)) return upload;
  const copies = await makeWebCopies(
    env.IMAGE_TRANSFORMS,
    upload,
    { photo: JOB_PHOTO_SIZE },
    "photo",
  );
  if (isRefusal(copies)) return copies;
  const { photo } = copies;
  const key = `jobs/${jobId}/${await contentHash(photo.bytes)}.${photo.extension}`;
  if (
    !(await putAllNew(env.IMAGES, [{ key, bytes: photo.bytes, contentType: photo.contentType }]))
  ) {
    return refuseImage("invalid", "photo", "This photo is already on the job.");
  }
  try {
    const [[row]] = await db.batch(
      insertJobPhotoStatements(
        db,
        {
          jobId,
          caption: caption.data,
          r2Key: key,
          contentType: photo.contentType,
          width: photo.width,
          height: photo.height,
        },
        caption.data ? `Photo added: ${caption.data}` : "Photo added",
      ),
    );
    return { status: "stored", photo: row };
  } catch (err) {
    // The job went away meanwhile (or D1 failed): no object without its row.
    await env.IMAGES.delete(key);
    throw err;
  }
}

/** The stored copy of one of the job's photos, for the owner's screens. */
export async function readJobPhoto(
  env: Pick<Env, "DB" | "IMAGES">,
  jobId: number,
  photoId: number,
): Promise<R2ObjectBody | null> {
  const photo = await findJobPhoto(database(env.DB), jobId, photoId);
  return photo ? env.IMAGES.get(photo.r2Key) : null;
}

/** Removes the photo's row (with a history line) and then its object. False when there was none. */
export async function deleteJobPhoto(
  env: Pick<Env, "DB" | "IMAGES">,
  jobId: number,
  photoId: number,
): Promise<boolean> {
  const db = database(env.DB);
  const photo = await findJobPhoto(db, jobId, photoId);
  if (!photo) return false;
  await db.batch(
    deleteJobPhotoStatements(
      db,
      jobId,
      photoId,
      photo.caption ? `Photo removed: ${photo.caption}` : "Photo removed",
    ),
  );
  await env.IMAGES.delete(photo.r2Key);
  return true;
}
