// The owner's post editor in a dialog: every field of a post, Markdown on the left, and a live
// preview of exactly the sanitised HTML a save would store (rendered by POST /api/blog/preview;
// ./BlogPostPreview.tsx).
// Imported only by the admin panel, so none of it reaches a visitor's browser. The AI assistant
// sits above the form and hands its drafts to it (docs/decisions/0076-assistant-in-the-editor.md).
import { type FormEvent, useEffect, useRef, useState } from "react";
import { toast } from "sonner";
import { ApiRequestError, adminApi, answerOf, serverMessage, withJson } from "~/lib/admin-api";
import { type BlogCategory, EXCERPT_MAX_LENGTH, slugify } from "~/lib/blog";
import { postInputSchema, postUpdateSchema } from "~/lib/blog-schema";
import { type FieldErrors, fieldErrors, focusFirstError } from "~/lib/field-errors";
import { type DerivedPost, numberedSlug } from "~/lib/post-from-answer";
import { publishAtFromInput, publishAtInput } from "~/lib/post-schedule";
import { POST_STATUSES, type PostStatus } from "~/lib/statuses";
import type { BlogPost } from "~db/schema";
import { Alert } from "../ui/alert";
import { Button } from "../ui/button";
import { ConfirmDialog } from "../ui/confirm-dialog";
import { Dialog, DialogClose, DialogContent } from "../ui/dialog";
import { InputField, SelectField, TextareaField } from "../ui/field";
import { AssistantPanel, CategoryField, PublishTimeField } from "./BlogEditorParts";
import { BlogPostPreview } from "./BlogPostPreview";
import { MarkdownToolbar } from "./MarkdownToolbar";
import { CoverImageField, InsertImage } from "./PostImageFields";

export interface EditablePost {
  id: number;
  slug: string;
}

type Fields = {
  title: string;
  slug: string;
  excerpt: string;
  category: string;
  keywords: string;
  status: PostStatus;
  content: string;
  // "" for no cover.
  coverImage: string;
  coverAlt: string;
  // The shop's wall clock, "2026-12-01T09:00"; "" for no schedule.
  publishAt: string;
};

type Errors = FieldErrors<keyof Fields>;

const EMPTY: Fields = {
  title: "",
  slug: "",
  excerpt: "",
  category: "Tips",
  keywords: "",
  status: "draft",
  content: "",
  coverImage: "",
  coverAlt: "",
  publishAt: "",
};
const FIELD_ORDER: (keyof Fields)[] = [
  "title",
  "slug",
  "excerpt",
  "category",
  "keywords",
  "status",
  "publishAt",
  "coverImage",
  "coverAlt",
  "content",
];

const STATUS_LABELS: Record<PostStatus, string> = {
  draft: "Draft (only you can see it)",
  published: "Published (on the blog)",
};
const STATUS_OPTIONS = POST_STATUSES.map((s) => ({ value: s, label: STATUS_LABELS[s] }));

export function BlogPostEditor({
  post,
  onClose,
  onSaved,
}: {
  // The post to edit, or null for a new one.
  post: EditablePost | null;
  onClose: () => void;
  onSaved: (post: BlogPost) => void;
}) {
  const creating = post === null;
  const [fields, setFields] = useState<Fields>(EMPTY);
  const [original, setOriginal] = useState<Fields>(EMPTY);
  const [slugEdited, setSlugEdited] = useState(false);
  // An AI draft's category guess, offered until the owner chooses one.
  const [suggested, setSuggested] = useState<BlogCategory | null>(null);
  const [errors, setErrors] = useState<Errors>({});
  const [saving, setSaving] = useState(false);
  const [confirmingDiscard, setConfirmingDiscard] = useState(false);
  const [loadState, setLoadState] = useState<"loading" | "ready" | "failed">(
    creating ? "ready" : "loading",
  );
  const formRef = useRef<HTMLFormElement>(null);

  // Editing starts from the stored post, Markdown source included.
  useEffect(() => {
    if (!post) return;
    let cancelled = false;
    answerOf(
      adminApi.blog.posts[":slug"].$get({
        param: { slug: encodeURIComponent(post.slug) },
        query: { status: "all" },
      }),
    )
      .then((p) => {
        if (cancelled) return;
        // Asked with status=all, the API answers the owner's post with its Markdown source.
        const content = "content" in p ? p.content : undefined;
        if (typeof content !== "string") throw new Error("The post came without its Markdown.");
        const loaded: Fields = {
          title: p.title,
          slug: p.slug,
          excerpt: p.excerpt,
          category: p.category,
          keywords: p.keywords,
          status: p.status,
          content,
          coverImage: p.coverImage ?? "",
          coverAlt: p.coverAlt ?? "",
          publishAt: publishAtInput(p.publishAt),
        };
        setFields(loaded);
        setOriginal(loaded);
        setLoadState("ready");
      })
      .catch((err) => {
        if (cancelled) return;
        console.error("Loading the post failed", err);
        setLoadState("failed");
      });
    return () => {
      cancelled = true;
    };
  }, [post]);

  const dirty = FIELD_ORDER.some((k) => fields[k] !== original[k]);

  function set<K extends keyof Fields>(key: K, value: Fields[K]) {
    setFields((f) => {
      const next = { ...f, [key]: value };
      // The slug follows the title only while creating, until the owner edits it (docs/decisions/0016-kept-from-the-old-site.md).
      if (key === "title" && creating && !slugEdited) next.slug = slugify(String(value));
      return next;
    });
    if (key === "slug") setSlugEdited(true);
    setErrors((e) => ({ ...e, [key]: undefined, form: undefined }));
  }

  /** An assistant answer fills the post; the category waits for the owner's choice. */
  function takeDraft(draft: DerivedPost) {
    setFields((f) => ({
      ...f,
      title: draft.title,
      slug: creating && !slugEdited ? draft.slug : f.slug,
      excerpt: draft.excerpt,
      keywords: draft.keywords,
      content: draft.content,
      category: "",
    }));
    setSuggested(draft.category);
    setErrors({});
  }

  function requestClose(open: boolean) {
    if (open || saving) return;
    // Unsaved changes: the site's own "are you sure?", not the browser's box.
    if (dirty) setConfirmingDiscard(true);
    else onClose();
  }

  function showErrors(next: Errors) {
    setErrors(next);
    focusFirstError(formRef.current, FIELD_ORDER, next, "post-");
  }

  /** The Markdown of an uploaded picture, as a paragraph of its own where the cursor was. */
  function insertIntoContent(markdown: string) {
    const area = formRef.current?.querySelector<HTMLTextAreaElement>("#post-content");
    const at = area?.selectionEnd ?? fields.content.length;
    const before = fields.content.slice(0, at).replace(/\s*$/, "");
    const after = fields.content.slice(at).replace(/^\s*/, "");
    set("content", [before, markdown, after].filter(Boolean).join("\n\n"));
    area?.focus();
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const body = {
      ...fields,
      coverImage: fields.coverImage || null,
      coverAlt: fields.coverImage ? fields.coverAlt : null,
      // Only a draft waits for a time (docs/decisions/0077-scheduled-publishing.md).
      publishAt: fields.status === "draft" ? publishAtFromInput(fields.publishAt) : null,
    };
    const parsed = (creating ? postInputSchema : postUpdateSchema).safeParse(body);
    if (!parsed.success) return showErrors(fieldErrors(FIELD_ORDER, parsed.error.issues));
    setSaving(true);
    try {
      const save = (slug: string) =>
        answerOf(
          creating
            ? adminApi.blog.posts.$post({}, withJson({ ...body, slug }))
            : adminApi.blog.posts[":id"].$put(
                { param: { id: String(post.id) } },
                withJson({ ...body, slug }),
              ),
        );
      // A slug the owner did not type is numbered on a clash ("-2", "-3"...), as AI drafts'
      // slugs are (docs/decisions/0055-ai-drafts-in-the-editor.md).
      let saved: BlogPost | undefined;
      for (let n = 1; !saved; n++) {
        try {
          saved = await save(numberedSlug(body.slug, n));
        } catch (err) {
          const clash = err instanceof ApiRequestError && err.status === 409;
          if (!clash || !creating || slugEdited || n >= 20) throw err;
        }
      }
      toast.success(creating ? "Blog post created successfully" : "Blog post updated successfully");
      onSaved(saved);
    } catch (err) {
      const issues = err instanceof ApiRequestError ? err.issues : [];
      if (issues.length) showErrors(fieldErrors(FIELD_ORDER, issues));
      else
        setErrors({ form: serverMessage(err) ?? "The post could not be saved. Please try again." });
      toast.error(creating ? "Failed to create blog post" : "Failed to update blog post", {
        description: serverMessage(err),
      });
    } finally {
      setSaving(false);
    }
  }

  const fieldProps = (key: keyof Fields) => ({
    name: key,
    idPrefix: "post-",
    error: errors[key],
    value: fields[key],
    disabled: saving,
  });

  return (
    <Dialog open onOpenChange={requestClose}>
      <DialogContent
        title={creating ? "New Post" : "Edit Post"}
        description="Write in Markdown; the preview shows exactly what visitors will see."
        className="max-w-6xl!"
      >
        {loadState === "ready" ? <AssistantPanel open={creating} onUseDraft={takeDraft} /> : null}
        {loadState === "loading" ? (
          <p role="status" className="py-10 text-center text-muted">
            Loading post...
          </p>
        ) : loadState === "failed" ? (
          <Alert>The post could not be loaded. Close this window and try again.</Alert>
        ) : (
          <form ref={formRef} onSubmit={submit} noValidate className="grid gap-8 lg:grid-cols-2">
            <div className="space-y-5">
              {errors.form ? <Alert size="sm">{errors.form}</Alert> : null}
              <InputField
                label="Title"
                {...fieldProps("title")}
                onChange={(e) => set("title", e.target.value)}
                autoComplete="off"
              />
              <InputField
                label="Slug"
                {...fieldProps("slug")}
                onChange={(e) => set("slug", e.target.value)}
                autoComplete="off"
                spellCheck={false}
                hint={
                  <>
                    The address: /blog/{fields.slug || "…"}.{" "}
                    {creating
                      ? "Made from the title until you change it."
                      : "Changing it changes the post's address."}
                  </>
                }
              />
              <TextareaField
                label="Excerpt"
                {...fieldProps("excerpt")}
                onChange={(e) => set("excerpt", e.target.value)}
                rows={3}
                maxLength={EXCERPT_MAX_LENGTH}
                hint={`${fields.excerpt.length}/${EXCERPT_MAX_LENGTH} characters. Shown on the blog list and to search engines.`}
              />
              <div className="grid gap-5 sm:grid-cols-2">
                <CategoryField
                  value={fields.category}
                  suggested={suggested}
                  error={errors.category}
                  disabled={saving}
                  onChange={(c) => set("category", c)}
                />
                <SelectField
                  label="Status"
                  {...fieldProps("status")}
                  onChange={(e) => set("status", e.target.value as Fields["status"])}
                  options={STATUS_OPTIONS}
                />
              </div>
              {fields.status === "draft" ? (
                <PublishTimeField
                  value={fields.publishAt}
                  error={errors.publishAt}
                  disabled={saving}
                  onChange={(v) => set("publishAt", v)}
                />
              ) : null}
              <InputField
                label="Keywords"
                {...fieldProps("keywords")}
                onChange={(e) => set("keywords", e.target.value)}
                autoComplete="off"
                hint="Separate with commas, e.g. shadowbox, military medals, houston."
              />
              <CoverImageField
                coverImage={fields.coverImage}
                coverAlt={fields.coverAlt}
                errors={{ coverImage: errors.coverImage, coverAlt: errors.coverAlt }}
                disabled={saving}
                onChange={(change) => {
                  if (change.coverImage !== undefined) set("coverImage", change.coverImage);
                  if (change.coverAlt !== undefined) set("coverAlt", change.coverAlt);
                }}
              />
              <InsertImage disabled={saving} onInsert={insertIntoContent} />
              <MarkdownToolbar
                textareaId="post-content"
                value={fields.content}
                onChange={(next) => set("content", next)}
                disabled={saving}
              />
              <TextareaField
                label="Content (Markdown)"
                {...fieldProps("content")}
                onChange={(e) => set("content", e.target.value)}
                rows={16}
                spellCheck
                hint="## for headings, - for lists, [text](https://…) for links, > for quotes, | for tables. Pictures: add them with “Upload and Insert” above, or use any image of the site, e.g. ![alt](/images/portfolio/…); images from other sites are removed. Unsafe HTML is removed."
              />
            </div>

            <BlogPostPreview title={fields.title} content={fields.content} />

            <div className="flex flex-wrap justify-end gap-3 border-t border-line pt-5 lg:col-span-2">
              <DialogClose asChild>
                <Button variant="secondary" disabled={saving}>
                  Cancel
                </Button>
              </DialogClose>
              <Button type="submit" disabled={saving}>
                {saving ? "Saving..." : creating ? "Create Post" : "Save Changes"}
              </Button>
            </div>
          </form>
        )}
        <ConfirmDialog
          open={confirmingDiscard}
          title="Discard your changes?"
          confirmLabel="Discard Changes"
          workingLabel="Discarding..."
          disabled={false}
          onConfirm={onClose}
          onDismiss={() => setConfirmingDiscard(false)}
        >
          <p className="text-muted">Your unsaved changes to this post will be lost.</p>
        </ConfirmDialog>
      </DialogContent>
    </Dialog>
  );
}
