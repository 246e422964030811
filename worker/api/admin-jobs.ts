// The owner's jobs (docs/decisions/0030-jobs.md). Mounted behind requireAdmin in ./index.ts, so
// every call needs the Access JWT and every write comes from our own origin.
import type { Context } from "hono";
import { Hono } from "hono";
import {
  jobIdParamSchema,
  jobListQuerySchema,
  jobPaymentParamSchema,
  jobPhotoParamSchema,
} from "~/lib/job-schema";
import { formatCents, JOB_STAGE_LABELS } from "~/lib/jobs";
import { MAX_UPLOAD_REQUEST_BYTES } from "~/lib/portfolio";
import { shopDateTime } from "~/lib/shop-time";
import type { CsvColumn } from "../services/csv";
import { toCsv } from "../services/csv";
import { createJob } from "../services/jobs/create";
import {
  changeJobStage,
  type JobChangeResult,
  listJobsForOwner,
  updateJob,
} from "../services/jobs/jobs";
import { getJob } from "../services/jobs/owner-job";
import { type PaymentResult, recordCounterRefund, recordPayment } from "../services/jobs/payments";
import { addJobPhoto, deleteJobPhoto, readJobPhoto } from "../services/jobs/photos";
import { getJobSettings, saveJobSettings } from "../services/jobs/settings";
import { refundOnlinePayment } from "../services/payments/refund";
import { onlinePaymentsStatus, paymentsEnabled } from "../services/payments/stripe";
import type { HonoEnv } from "../types";
import {
  csvResponse,
  imageRefused,
  invalid,
  jsonError,
  limitBody,
  multipartForm,
  privateFile,
  readJson,
  validate,
} from "./http";

type JobRow = Awaited<ReturnType<typeof listJobsForOwner>>[number];

const JOB_COLUMNS: CsvColumn<JobRow>[] = [
  { header: "Number", value: (j) => j.number },
  { header: "Created (Houston time)", value: (j) => shopDateTime(new Date(j.createdAt)) },
  { header: "Customer", value: (j) => j.customerName },
  { header: "Email", value: (j) => j.customerEmail },
  { header: "Phone", value: (j) => j.customerPhone },
  { header: "Stage", value: (j) => JOB_STAGE_LABELS[j.stage] },
  { header: "Due", value: (j) => j.dueDate },
  { header: "Rush", value: (j) => (j.rush ? "Yes" : "No") },
  { header: "Subtotal", value: (j) => formatCents(j.subtotalCents) },
  { header: "Discount", value: (j) => formatCents(j.discountCents) },
  { header: "Tax", value: (j) => formatCents(j.taxCents) },
  { header: "Total", value: (j) => formatCents(j.totalCents) },
  { header: "Paid", value: (j) => formatCents(j.paidCents) },
  { header: "Balance", value: (j) => formatCents(j.balanceCents) },
];

const NOT_FOUND = "No job with that id.";
const NO_PHOTO = "No photo with that id on this job.";

/** Whether a path is a job's photo upload, which sets its own body limit (see ./index.ts). */
export const isJobPhotoUpload = (path: string) => /^\/api\/admin\/jobs\/[^/]+\/photos$/.test(path);

function answer(c: Context<HonoEnv>, result: JobChangeResult) {
  switch (result.status) {
    case "saved":
      return c.json({ job: result.job });
    case "invalid":
      return invalid(c, result.issues);
    case "not-found":
      return jsonError(c, 404, NOT_FOUND);
    case "stale":
      return jsonError(c, 409, result.error);
    case "balance-owing":
      return c.json({ error: result.error, balanceCents: result.balanceCents }, 409);
  }
}

function paymentAnswer(c: Context<HonoEnv>, result: PaymentResult) {
  if (result.status === "invalid") return invalid(c, result.issues);
  if (result.status === "not-found") return jsonError(c, 404, NOT_FOUND);
  const { paymentId, receiptNumber, balanceCents, job } = result;
  return c.json({ paymentId, receiptNumber, balanceCents, job }, 201);
}

export const adminJobs = new Hono<HonoEnv>()
  .get("/jobs", validate("query", jobListQuerySchema), async (c) =>
    c.json({ jobs: await listJobsForOwner(c.env, c.req.valid("query")) }),
  )
  // Before /jobs/:id, which would read "settings" as an id.
  .get("/jobs/settings", async (c) =>
    c.json({ settings: await getJobSettings(c.env), onlinePayments: onlinePaymentsStatus(c.env) }),
  )
  .put("/jobs/settings", async (c) => {
    const result = await saveJobSettings(c.env, await readJson(c));
    if (result.status === "invalid") return invalid(c, result.issues);
    return c.json({ settings: result.settings });
  })
  .get("/jobs.csv", async (c) =>
    csvResponse(toCsv(JOB_COLUMNS, await listJobsForOwner(c.env)), "jobs"),
  )
  .post("/jobs", async (c) => {
    const result = await createJob(c.env, await readJson(c));
    if (result.status === "invalid") return invalid(c, result.issues);
    if (result.status === "exists")
      return c.json(
        {
          error: `This quote already has job ${result.number}.`,
          id: result.id,
          number: result.number,
        },
        409,
      );
    const { id, number, statusUrl } = result;
    return c.json({ id, number, statusUrl }, 201);
  })
  .get("/jobs/:id", validate("param", jobIdParamSchema), async (c) => {
    const job = await getJob(c.env, c.req.valid("param").id);
    // Whether online payments are on: a card payment made online can then be refunded here.
    return job
      ? c.json({ job, onlinePayments: paymentsEnabled(c.env) })
      : jsonError(c, 404, NOT_FOUND);
  })
  .patch("/jobs/:id", validate("param", jobIdParamSchema), async (c) =>
    answer(c, await updateJob(c.env, c.req.valid("param").id, await readJson(c))),
  )
  .post("/jobs/:id/stage", validate("param", jobIdParamSchema), async (c) =>
    answer(c, await changeJobStage(c.env, c.req.valid("param").id, await readJson(c))),
  )
  .post("/jobs/:id/payments", validate("param", jobIdParamSchema), async (c) =>
    paymentAnswer(
      c,
      await recordPayment(c.env, c.req.valid("param").id, await readJson(c), {
        recordedBy: c.get("admin").email,
      }),
    ),
  )
  // A refund at the counter (cash, card, check, other), with its own receipt.
  .post("/jobs/:id/refunds", validate("param", jobIdParamSchema), async (c) =>
    paymentAnswer(
      c,
      await recordCounterRefund(c.env, c.req.valid("param").id, await readJson(c), {
        recordedBy: c.get("admin").email,
      }),
    ),
  )
  // A photo of the pieces: multipart `photo` (and `caption`); the Worker keeps its own copy.
  .post(
    "/jobs/:id/photos",
    validate("param", jobIdParamSchema),
    limitBody(MAX_UPLOAD_REQUEST_BYTES),
    async (c) => {
      const form = await multipartForm(c, "photo");
      if (form instanceof Response) return form;
      const result = await addJobPhoto(
        c.env,
        c.req.valid("param").id,
        form.get("photo"),
        form.get("caption"),
      );
      if (result.status === "stored") return c.json({ photo: result.photo }, 201);
      if (result.status === "not-found") return jsonError(c, 404, NOT_FOUND);
      return imageRefused(c, result);
    },
  )
  .get("/jobs/:id/photos/:photoId", validate("param", jobPhotoParamSchema), async (c) => {
    const { id, photoId } = c.req.valid("param");
    const object = await readJobPhoto(c.env, id, photoId);
    if (!object) return jsonError(c, 404, NO_PHOTO);
    return privateFile(object);
  })
  .delete("/jobs/:id/photos/:photoId", validate("param", jobPhotoParamSchema), async (c) => {
    const { id, photoId } = c.req.valid("param");
    return (await deleteJobPhoto(c.env, id, photoId))
      ? c.json({ deleted: true })
      : jsonError(c, 404, NO_PHOTO);
  })
  // Refund an online card payment through Stripe, recorded as a negative payment with its reason.
  .post(
    "/jobs/:id/payments/:paymentId/refund",
    validate("param", jobPaymentParamSchema),
    async (c) => {
      const { id, paymentId } = c.req.valid("param");
      const result = await refundOnlinePayment(c.env, id, paymentId, await readJson(c));
      if (result.status === "invalid") return invalid(c, result.issues);
      if (result.status === "not-found")
        return jsonError(c, 404, "No online payment with that id on this job.");
      return c.json({ balanceCents: result.balanceCents });
    },
  );
