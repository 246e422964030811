// The About page's story in Markdown, made safe like a blog post when saved; empty puts the site's
// own story back. The saved story is shown as visitors see it.
import { type FormEvent, useState } from "react";
import { POST_BODY_CLASS } from "~/components/blog/post-parts";
import { type AnswerOf, adminApi, answerOf, withJson } from "~/lib/admin-api";
import { aboutStorySchema, STORY_MAX_LENGTH } from "~/lib/page-words-schema";
import { toIssues } from "~/lib/validation-issues";
import { Button, ButtonAnchor } from "../../ui/button";
import { TextareaField } from "../../ui/field";
import { useAdminMutation } from "../useAdminMutation";

type Story = AnswerOf<typeof adminApi.admin.words.$get>["story"];

export function StoryForm({
  story,
  current,
  onSaved,
}: {
  story: Story;
  // The story the About page tells now (the site's own until the owner saves theirs).
  current: string;
  onSaved: () => Promise<void>;
}) {
  const [markdown, setMarkdown] = useState(current);
  const save = useAdminMutation(
    (body: { markdown: string }) =>
      answerOf(adminApi.admin.words["about-story"].$put({}, withJson(body))),
    {
      success: (answer) => ({ title: answer.message }),
      failure: { title: "The story was not saved" },
      fields: ["markdown"] as const,
      idPrefix: "story-",
      onSuccess: onSaved,
    },
  );

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = aboutStorySchema.safeParse({ markdown });
    if (!parsed.success) return save.showIssues(toIssues(parsed.error), { markdown });
    void save.run(parsed.data);
  }

  return (
    <section aria-labelledby="story-title" className="rounded-lg border border-line bg-surface p-5">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 id="story-title" className="font-sans text-lg font-semibold">
            The About page's story
          </h2>
          <p className="mt-1 max-w-2xl text-sm text-muted">
            {story
              ? "Your story is on the About page."
              : "The About page tells the site's own story until you write yours."}{" "}
            Markdown, like a blog post: **bold**, *italic*, ## headings, - lists and
            [links](/contact).
          </p>
        </div>
        <ButtonAnchor variant="secondary" size="sm" href="/about" target="_blank">
          Open the About page
        </ButtonAnchor>
      </div>
      <form ref={save.formRef} onSubmit={submit} noValidate className="mt-4 space-y-3">
        <TextareaField
          label="Story"
          name="markdown"
          idPrefix="story-"
          value={markdown}
          error={save.errors.markdown}
          optional
          rows={10}
          maxLength={STORY_MAX_LENGTH}
          disabled={save.busy}
          hint="Leave it empty to put the site's own story back."
          onChange={(e) => {
            setMarkdown(e.target.value);
            save.clearErrors();
          }}
        />
        <Button type="submit" disabled={save.busy}>
          {save.busy ? "Saving..." : "Save story"}
        </Button>
      </form>
      {story ? (
        <div className="mt-6 border-t border-line pt-4">
          <h3 className="font-sans text-sm font-semibold text-muted">As visitors see it</h3>
          <div
            className={`mt-3 ${POST_BODY_CLASS}`}
            // biome-ignore lint/security/noDangerouslySetInnerHtml: the story was sanitised when saved (docs/decisions/0003-content-safety.md)
            dangerouslySetInnerHTML={{ __html: story.html }}
          />
        </div>
      ) : null}
    </section>
  );
}
