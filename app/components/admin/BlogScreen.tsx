// The Blog screen: every post with its status, Publish/Unpublish, edit, delete, publish all
// drafts, and the editor for new posts. Toasts are the old site's blog-admin catalogue.

import { type ReactNode, useState } from "react";
import { business } from "~/content/business";
import { type AnswerOf, adminApi, answerOf, withJson } from "~/lib/admin-api";
import { formatDateTime } from "~/lib/date-format";
import { countOf } from "~/lib/plural";
import { Badge } from "../ui/badge";
import { Button, ButtonAnchor } from "../ui/button";
import { ConfirmDialog } from "../ui/confirm-dialog";
import { EmptyState, QueryView } from "./AdminList";
import { BlogPostEditor, type EditablePost } from "./BlogPostEditor";
import { useAdminMutation } from "./useAdminMutation";
import { useAdminQuery } from "./useAdminQuery";

type Post = AnswerOf<typeof adminApi.blog.posts.$get>[number];
type EditorState = { post: EditablePost | null } | null;
type BlogChange =
  | { kind: "publish" | "unpublish" | "delete"; post: Post }
  | { kind: "publish-all"; post?: undefined };

const CHANGE_TOASTS: Record<BlogChange["kind"], { success: string; failure: string }> = {
  publish: {
    success: "Blog post published successfully",
    failure: "Failed to publish blog post",
  },
  unpublish: {
    success: "Blog post unpublished successfully",
    failure: "Failed to unpublish blog post",
  },
  delete: { success: "Blog post deleted successfully", failure: "Failed to delete blog post" },
  "publish-all": {
    success: "All draft blog posts published successfully",
    failure: "Failed to publish all blog posts",
  },
};

function send(change: BlogChange): Promise<unknown> {
  if (change.kind === "publish-all") return answerOf(adminApi.blog.posts["publish-all"].$post());
  const param = { id: String(change.post.id) };
  const post = adminApi.blog.posts[":id"];
  if (change.kind === "delete") return answerOf(post.$delete({ param }));
  const status = change.kind === "publish" ? "published" : "draft";
  return answerOf(post.$put({ param }, withJson({ status })));
}

export function BlogScreen() {
  const query = useAdminQuery(
    "blog-posts",
    () => answerOf(adminApi.blog.posts.$get({ query: { status: "all" } })),
    { failure: "Failed to load blog posts" },
  );
  const { data: posts, reload } = query;
  const [editor, setEditor] = useState<EditorState>(null);
  const [toDelete, setToDelete] = useState<Post | null>(null);
  const change = useAdminMutation(send, {
    success: (_, { kind }) => ({ title: CHANGE_TOASTS[kind].success }),
    failure: ({ kind }) => ({ title: CHANGE_TOASTS[kind].failure }),
    onSuccess: async (_, { kind }) => {
      if (kind === "delete") setToDelete(null);
      await reload();
    },
  });
  const drafts = posts?.filter((p) => p.status === "draft").length ?? 0;
  // What Publish All Drafts publishes: a scheduled post waits for its time (record 0077).
  const unscheduled = posts?.filter((p) => p.status === "draft" && !p.publishAt).length ?? 0;
  const running = change.running;
  const busy = change.busy ? `${running?.kind}-${running?.post?.id ?? ""}` : null;

  return (
    <div>
      <div className="mb-6 flex flex-wrap items-center justify-between gap-4">
        <p className="text-sm text-muted">
          {posts ? `${countOf(posts.length, "post")} · ${countOf(drafts, "draft")}` : "\u00a0"}
        </p>
        <div className="flex flex-wrap gap-2">
          <Button
            variant="green"
            size="sm"
            disabled={unscheduled === 0 || change.busy}
            onClick={() => void change.run({ kind: "publish-all" })}
          >
            {busy === "publish-all-" ? "Publishing..." : `Publish All Drafts (${unscheduled})`}
          </Button>
          <Button size="sm" onClick={() => setEditor({ post: null })}>
            New Post
          </Button>
        </div>
      </div>

      <QueryView
        query={query}
        loadingText="Loading blog posts..."
        isEmpty={(list) => list.length === 0}
        empty={
          <EmptyState
            title="No blog posts yet"
            action={<Button onClick={() => setEditor({ post: null })}>Create First Post</Button>}
          >
            Create your first blog post to get started! New Post opens the editor with the AI
            assistant, which drafts a post for you to review.
          </EmptyState>
        }
      >
        {(list) => (
          <ul className="space-y-4">
            {list.map((post) => (
              <PostCard
                key={post.id}
                post={post}
                busy={running?.post?.id === post.id ? running.kind : null}
                disabled={change.busy}
                onChange={(kind) => void change.run({ kind, post })}
                onEdit={() => setEditor({ post: { id: post.id, slug: post.slug } })}
                onDelete={() => setToDelete(post)}
              />
            ))}
          </ul>
        )}
      </QueryView>

      {editor ? (
        <BlogPostEditor
          post={editor.post}
          onClose={() => setEditor(null)}
          onSaved={() => {
            setEditor(null);
            void reload();
          }}
        />
      ) : null}

      <ConfirmDialog
        open={toDelete !== null}
        title="Delete blog post"
        confirmLabel="Delete Post"
        workingLabel="Deleting..."
        disabled={change.busy}
        working={toDelete !== null && busy === `delete-${toDelete.id}`}
        onConfirm={() => toDelete && void change.run({ kind: "delete", post: toDelete })}
        onDismiss={() => setToDelete(null)}
      >
        <p>Are you sure you want to delete this blog post?</p>
        <p className="mt-2 font-medium">“{toDelete?.title}”</p>
        <p className="mt-2 text-sm text-muted">
          It disappears from the blog at once. This cannot be undone.
        </p>
      </ConfirmDialog>
    </div>
  );
}

function PostCard({
  post,
  busy,
  disabled,
  onChange,
  onEdit,
  onDelete,
}: {
  post: Post;
  busy: BlogChange["kind"] | null;
  disabled: boolean;
  onChange: (kind: "publish" | "unpublish") => void;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const published = post.status === "published";
  let statusLabel: ReactNode = published ? "Unpublish" : "Publish";
  if (busy === "publish") statusLabel = "Publishing...";
  if (busy === "unpublish") statusLabel = "Unpublishing...";
  return (
    <li className="rounded-lg border border-line bg-surface p-5">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <h2 className="min-w-0 font-sans text-lg font-semibold">{post.title}</h2>
        <div className="flex flex-wrap gap-2">
          {published ? (
            <Badge tone="success">Published</Badge>
          ) : post.publishAt ? (
            <Badge tone="warning">Scheduled</Badge>
          ) : (
            <Badge tone="neutral">Draft</Badge>
          )}
          <Badge tone="accent">{post.category}</Badge>
        </div>
      </div>
      <p className="mt-2 text-sm text-muted">{post.excerpt}</p>
      <p className="mt-2 text-xs text-muted">
        Created <time dateTime={post.createdAt}>{formatDateTime(post.createdAt)}</time> ·{" "}
        {post.author} · /blog/{post.slug}
      </p>
      {!published && post.publishAt ? (
        <p className="mt-1 text-sm font-medium">
          Publishes{" "}
          <time dateTime={post.publishAt}>{formatDateTime(post.publishAt, business.timeZone)}</time>{" "}
          (Houston time)
        </p>
      ) : null}
      <div className="mt-4 flex flex-wrap gap-2">
        {published ? (
          <ButtonAnchor
            variant="secondary"
            size="sm"
            href={`/blog/${post.slug}`}
            target="_blank"
            rel="noopener"
          >
            View<span className="sr-only"> “{post.title}” (opens in a new tab)</span>
          </ButtonAnchor>
        ) : null}
        <Button
          variant={published ? "secondary" : "green"}
          size="sm"
          disabled={disabled}
          onClick={() => onChange(published ? "unpublish" : "publish")}
        >
          {statusLabel}
          <span className="sr-only"> “{post.title}”</span>
        </Button>
        <Button variant="secondary" size="sm" disabled={disabled} onClick={onEdit}>
          Edit<span className="sr-only"> “{post.title}”</span>
        </Button>
        <Button
          variant="ghost"
          size="sm"
          className="text-danger hover:bg-danger/10"
          disabled={disabled}
          onClick={onDelete}
        >
          Delete<span className="sr-only"> “{post.title}”</span>
        </Button>
      </div>
    </li>
  );
}
