// "Pages & photos" (issue #31): the home page's picture, the About page's photos and story, each
// service's picture. A place without the owner's photo shows the site's illustration.
import { adminApi, answerOf } from "~/lib/admin-api";
import { LoadError } from "../AdminList";
import { useAdminQuery } from "../useAdminQuery";
import { PhotoSlotCard } from "./PhotoSlotCard";
import { StoryForm } from "./StoryForm";

const PAGES = [
  { page: "/", title: "Home page" },
  { page: "/about", title: "About page" },
  { page: "/services", title: "Services" },
] as const;

export function WordsScreen() {
  const { data, error, loading, reload } = useAdminQuery(
    "words",
    () => answerOf(adminApi.admin.words.$get()),
    { failure: "Failed to load the pages' photos and story" },
  );
  if (error)
    return <LoadError title="The pages' photos failed to load" error={error} onRetry={reload} />;
  if (loading && !data)
    return (
      <p className="text-muted" role="status">
        Loading the pages' photos and story...
      </p>
    );
  if (!data) return null;
  return (
    <div className="space-y-6">
      <StoryForm
        key={data.story?.updatedAt ?? "none"}
        story={data.story}
        current={data.storyMarkdown}
        onSaved={reload}
      />
      {PAGES.map(({ page, title }) => (
        <section key={page} aria-labelledby={`photos-${title}`} className="space-y-3">
          <h2 id={`photos-${title}`} className="font-sans text-lg font-semibold">
            Photos: {title}
          </h2>
          <ul className="space-y-3">
            {data.photos
              .filter((slot) => slot.page === page)
              .map((slot) => (
                <PhotoSlotCard
                  key={`${slot.slot}-${slot.photo?.updatedAt ?? "none"}`}
                  slot={slot}
                  onChanged={reload}
                />
              ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
