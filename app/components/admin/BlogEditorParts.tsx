// Parts of the Blog editor (./BlogPostEditor.tsx): the AI assistant's panel, the category an AI
// draft suggests but the owner confirms, and a draft's publish time. The live preview is
// ./BlogPostPreview.tsx.
import { BLOG_CATEGORIES, type BlogCategory } from "~/lib/blog";
import type { DerivedPost } from "~/lib/post-from-answer";
import { Button } from "../ui/button";
import { InputField, SelectField } from "../ui/field";
import { BlogAssistant } from "./BlogAssistant";

const CATEGORY_OPTIONS = BLOG_CATEGORIES.map((c) => ({ value: c, label: c }));

/**
 * The assistant, open for a new post and folded away while editing one. Outside the editor's
 * form: the chat is a form of its own (docs/decisions/0076-assistant-in-the-editor.md).
 */
export function AssistantPanel({
  open,
  onUseDraft,
}: {
  open: boolean;
  onUseDraft: (post: DerivedPost) => void;
}) {
  return (
    <details open={open} className="group mb-6 rounded-lg border border-line bg-ground">
      <summary className="cursor-pointer rounded-lg px-4 py-3 font-medium hover:bg-mat focus-visible:outline-2 focus-visible:outline-accent">
        Draft with the AI assistant
      </summary>
      <div className="border-t border-line p-3">
        <BlogAssistant onUseDraft={onUseDraft} />
      </div>
    </details>
  );
}

/**
 * The category: after an AI draft it starts empty, with the assistant's guess offered, so the
 * owner chooses it rather than finding it silently set.
 */
export function CategoryField({
  value,
  suggested,
  error,
  disabled,
  onChange,
}: {
  value: string;
  suggested: BlogCategory | null;
  error?: string;
  disabled: boolean;
  onChange: (category: string) => void;
}) {
  return (
    <div>
      <SelectField
        label="Category"
        name="category"
        idPrefix="post-"
        value={value}
        error={error}
        disabled={disabled}
        onChange={(e) => onChange(e.target.value)}
        options={CATEGORY_OPTIONS}
        placeholder={value ? undefined : "Choose a category"}
        hint={suggested && !value ? `The assistant suggests ${suggested}.` : undefined}
      />
      {suggested && !value ? (
        <Button
          size="sm"
          variant="secondary"
          className="mt-2"
          disabled={disabled}
          onClick={() => onChange(suggested)}
        >
          Use {suggested}
        </Button>
      ) : null}
    </div>
  );
}

/** A draft's publish time, in the shop's time; empty for none. */
export function PublishTimeField({
  value,
  error,
  disabled,
  onChange,
}: {
  value: string;
  error?: string;
  disabled: boolean;
  onChange: (value: string) => void;
}) {
  return (
    <InputField
      label="Publish at (Houston time)"
      name="publishAt"
      idPrefix="post-"
      type="datetime-local"
      optional
      value={value}
      error={error}
      disabled={disabled}
      onChange={(e) => onChange(e.target.value)}
      hint={
        value
          ? "Stays a draft until then; it appears on the blog, the feed and the sitemap within the hour after."
          : "Leave empty to publish by hand."
      }
    />
  );
}
