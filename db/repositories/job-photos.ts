// A job's photos in D1 (docs/decisions/0030-jobs.md): the rows beside the Worker's copies in R2.
import { and, eq, sql } from "drizzle-orm";
import type { Database } from "../client";
import { type JobPhoto, jobPhotos } from "../schema";
import { historyIfChanged, photoFields } from "./jobs";

export async function countJobPhotos(db: Database, jobId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)` })
    .from(jobPhotos)
    .where(eq(jobPhotos.jobId, jobId));
  return row?.n ?? 0;
}

/** The photo row and a history line, together; nothing when the job is gone. */
export function insertJobPhotoStatements(
  db: Database,
  photo: Omit<JobPhoto, "id" | "createdAt">,
  summary: string,
) {
  return [
    db.insert(jobPhotos).values(photo).returning(photoFields),
    historyIfChanged(db, photo.jobId, { kind: "edit", summary }),
  ] as const;
}

export async function findJobPhoto(db: Database, jobId: number, photoId: number) {
  const [row] = await db
    .select()
    .from(jobPhotos)
    .where(and(eq(jobPhotos.jobId, jobId), eq(jobPhotos.id, photoId)));
  return row as JobPhoto | undefined;
}

export function deleteJobPhotoStatements(
  db: Database,
  jobId: number,
  photoId: number,
  summary: string,
) {
  return [
    db.delete(jobPhotos).where(and(eq(jobPhotos.jobId, jobId), eq(jobPhotos.id, photoId))),
    historyIfChanged(db, jobId, { kind: "edit", summary }),
  ] as const;
}
