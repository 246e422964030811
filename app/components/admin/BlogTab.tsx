// Blog Management: every post with its status, Publish/Unpublish, edit, delete, publish all
// drafts, and the editor for new posts. Toasts are spec.md section 8's blog-admin catalogue.
import { type ReactNode, useEffect, useState } from "react";
import { toast } from "sonner";
import { adminFetch } from "~/lib/admin-api";
import { formatDateTime } from "~/lib/date-format";
import { countOf } from "~/lib/plural";
import type { BlogPostSummary } from "~db/repositories/blog-posts";
import { Badge } from "../ui/badge";
import { Button, ButtonAnchor } from "../ui/button";
import { ConfirmDialog } from "../ui/confirm-dialog";
import { LoadError } from "./AdminList";
import { BlogPostEditor, type EditablePost } from "./BlogPostEditor";
import { useAdminData } from "./useAdminData";

type EditorState = { post: EditablePost | null } | null;

export function BlogTab() {
  const {
    data: posts,
    error,
    loading,
    reload,
  } = useAdminData<BlogPostSummary[]>("/api/blog/posts?status=all");
  const [editor, setEditor] = useState<EditorState>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const [toDelete, setToDelete] = useState<BlogPostSummary | null>(null);
  const drafts = posts?.filter((p) => p.status === "draft").length ?? 0;

  useEffect(() => {
    if (error) toast.error("Failed to load blog posts", { description: error });
  }, [error]);

  async function run(
    key: string,
    action: () => Promise<unknown>,
    success: string,
    failure: string,
  ) {
    setBusy(key);
    try {
      await action();
      toast.success(success);
      await reload();
      return true;
    } catch (err) {
      console.error(failure, err);
      toast.error(failure);
      return false;
    } finally {
      setBusy(null);
    }
  }

  const setStatus = (post: BlogPostSummary) => {
    const publish = post.status === "draft";
    return run(
      `status-${post.id}`,
      () =>
        adminFetch(`/api/blog/posts/${post.id}`, {
          method: "PUT",
          body: JSON.stringify({ status: publish ? "published" : "draft" }),
        }),
      publish ? "Blog post published successfully" : "Blog post unpublished successfully",
      publish ? "Failed to publish blog post" : "Failed to unpublish blog post",
    );
  };

  const publishAll = () =>
    run(
      "publish-all",
      () => adminFetch("/api/blog/posts/publish-all", { method: "POST" }),
      "All draft blog posts published successfully",
      "Failed to publish all blog posts",
    );

  async function confirmDelete() {
    if (!toDelete) return;
    const done = await run(
      `delete-${toDelete.id}`,
      () => adminFetch(`/api/blog/posts/${toDelete.id}`, { method: "DELETE" }),
      "Blog post deleted successfully",
      "Failed to delete blog post",
    );
    if (done) setToDelete(null);
  }

  let body: ReactNode;
  if (error && !posts) {
    body = (
      <LoadError title="Failed to load blog posts" error={error} onRetry={() => void reload()} />
    );
  } else if (!posts) {
    body = (
      <p role="status" className="text-muted">
        {loading ? "Loading blog posts..." : "\u00a0"}
      </p>
    );
  } else if (posts.length === 0) {
    body = (
      <div className="rounded-lg border border-dashed border-line p-10 text-center">
        <p className="font-sans text-lg font-semibold">No blog posts yet</p>
        <p className="mt-1 text-muted">Create your first blog post to get started!</p>
        <Button className="mt-5" onClick={() => setEditor({ post: null })}>
          Create First Post
        </Button>
      </div>
    );
  } else {
    body = (
      <ul className="space-y-4">
        {posts.map((post) => {
          const published = post.status === "published";
          return (
            <li key={post.id} className="rounded-lg border border-line bg-surface p-5">
              <div className="flex flex-wrap items-start justify-between gap-3">
                <h3 className="min-w-0 font-sans text-lg font-semibold">{post.title}</h3>
                <div className="flex flex-wrap gap-2">
                  {published ? (
                    <Badge tone="success">Published</Badge>
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
                  disabled={busy !== null}
                  onClick={() => void setStatus(post)}
                >
                  {busy === `status-${post.id}`
                    ? published
                      ? "Unpublishing..."
                      : "Publishing..."
                    : published
                      ? "Unpublish"
                      : "Publish"}
                  <span className="sr-only"> “{post.title}”</span>
                </Button>
                <Button
                  variant="secondary"
                  size="sm"
                  disabled={busy !== null}
                  onClick={() => setEditor({ post: { id: post.id, slug: post.slug } })}
                >
                  Edit<span className="sr-only"> “{post.title}”</span>
                </Button>
                <Button
                  variant="ghost"
                  size="sm"
                  className="text-danger hover:bg-danger/10"
                  disabled={busy !== null}
                  onClick={() => setToDelete(post)}
                >
                  Delete<span className="sr-only"> “{post.title}”</span>
                </Button>
              </div>
            </li>
          );
        })}
      </ul>
    );
  }

  return (
    <div>
      <div className="mb-6 flex flex-wrap items-end justify-between gap-4">
        <div>
          <h2 className="font-sans text-xl font-semibold">Blog Management</h2>
          <p className="mt-1 text-sm text-muted">
            {posts
              ? `${countOf(posts.length, "total post")} · ${countOf(drafts, "draft")}`
              : "\u00a0"}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button
            variant="green"
            size="sm"
            disabled={drafts === 0 || busy !== null}
            onClick={() => void publishAll()}
          >
            {busy === "publish-all" ? "Publishing..." : `Publish All Drafts (${drafts})`}
          </Button>
          <Button size="sm" onClick={() => setEditor({ post: null })}>
            New Post
          </Button>
        </div>
      </div>

      {body}

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
        disabled={busy !== null}
        working={toDelete !== null && busy === `delete-${toDelete.id}`}
        onConfirm={() => void confirmDelete()}
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
