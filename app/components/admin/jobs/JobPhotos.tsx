// The job's photos (the pieces as they came in, a ding noted at intake): the Worker's copies,
// shown only to the owner; add with a caption, remove with a confirm.
import { useRef, useState } from "react";
import { type AnswerOf, adminApi, answerOf, withForm } from "~/lib/admin-api";
import { MAX_JOB_PHOTOS } from "~/lib/jobs";
import { Button } from "../../ui/button";
import { InputField } from "../../ui/field";
import { refusalBeforeUpload } from "../image-upload";
import { useAdminMutation } from "../useAdminMutation";

type Job = AnswerOf<(typeof adminApi.admin.jobs)[":id"]["$get"]>["job"];
type Photo = Job["photos"][number];

const photoUrl = (job: Job, photo: Photo) => `/api/admin/jobs/${job.id}/photos/${photo.id}`;

export function JobPhotos({ job, reload }: { job: Job; reload: () => Promise<void> }) {
  const [fileError, setFileError] = useState<string>();
  const formRef = useRef<HTMLFormElement>(null);
  const add = useAdminMutation(
    (form: FormData) =>
      answerOf(
        adminApi.admin.jobs[":id"].photos.$post({ param: { id: String(job.id) } }, withForm(form)),
      ),
    {
      success: { title: "Photo added", description: `Job ${job.number}` },
      failure: { title: "Photo not added" },
      onSuccess: async () => {
        formRef.current?.reset();
        await reload();
      },
    },
  );
  const remove = useAdminMutation(
    (photo: Photo) =>
      answerOf(
        adminApi.admin.jobs[":id"].photos[":photoId"].$delete({
          param: { id: String(job.id), photoId: String(photo.id) },
        }),
      ),
    {
      success: { title: "Photo removed", description: `Job ${job.number}` },
      failure: { title: "Photo not removed" },
      onSuccess: reload,
    },
  );
  const full = job.photos.length >= MAX_JOB_PHOTOS;

  return (
    <section
      className="rounded-lg border border-line bg-surface p-5"
      aria-labelledby="photos-title"
    >
      <h2 id="photos-title" className="font-sans text-lg font-semibold">
        Photos
      </h2>
      {job.photos.length ? (
        <ul className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-4">
          {job.photos.map((p) => (
            <li key={p.id} className="rounded-md border border-line p-2">
              <a href={photoUrl(job, p)} target="_blank" rel="noopener" className="block">
                <img
                  src={photoUrl(job, p)}
                  alt={p.caption ?? `Photo ${p.id} of job ${job.number}`}
                  width={p.width}
                  height={p.height}
                  loading="lazy"
                  className="aspect-square w-full rounded object-cover"
                />
                <span className="sr-only"> (opens the full photo in a new tab)</span>
              </a>
              {p.caption ? <p className="mt-1 text-sm break-words">{p.caption}</p> : null}
              <Button
                className="mt-1"
                size="sm"
                variant="ghost"
                disabled={remove.running?.id === p.id}
                onClick={() => {
                  if (window.confirm("Remove this photo from the job for good?")) remove.run(p);
                }}
              >
                Remove<span className="sr-only"> photo {p.caption ?? p.id}</span>
              </Button>
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-2 text-sm text-muted">
          No photos yet. A photo of each piece as it came in settles any question about its
          condition later.
        </p>
      )}
      {full ? (
        <p className="mt-3 text-sm text-muted">
          This job has {MAX_JOB_PHOTOS} photos, the most it keeps.
        </p>
      ) : (
        <form
          ref={formRef}
          className="mt-4 grid gap-3 sm:grid-cols-[1fr_1fr_auto] sm:items-end"
          onSubmit={async (e) => {
            e.preventDefault();
            const form = new FormData(e.currentTarget);
            const file = form.get("photo");
            const refusal =
              file instanceof File && file.size > 0
                ? await refusalBeforeUpload(file)
                : "Choose a photo to add.";
            setFileError(refusal ?? undefined);
            if (!refusal) add.run(form);
          }}
        >
          <InputField
            name="photo"
            idPrefix="job-photo-"
            label="Photo"
            type="file"
            accept="image/jpeg,image/png,image/webp,image/avif,image/gif"
            error={fileError}
          />
          <InputField
            name="caption"
            idPrefix="job-photo-"
            label="Caption"
            optional
            maxLength={200}
            placeholder="e.g. corner ding, lower left"
          />
          <Button type="submit" variant="secondary" disabled={add.busy}>
            {add.busy ? "Adding..." : "Add photo"}
          </Button>
        </form>
      )}
    </section>
  );
}
