// The frame catalogue screen (issue 20): the price table with a live example estimate, and the
// mouldings, mats and glazing the frame designer offers. Quotes already sent never change.
import { adminApi, answerOf } from "~/lib/admin-api";
import { ButtonAnchor } from "../ui/button";
import { LoadError } from "./AdminList";
import { EntrySection } from "./catalogue/EntrySection";
import { PriceTableForm } from "./catalogue/PriceTableForm";
import { useAdminQuery } from "./useAdminQuery";

export function CatalogueScreen() {
  const { data, error, loading, reload } = useAdminQuery("frames", () =>
    answerOf(adminApi.admin.frames.$get()),
  );
  if (error)
    return <LoadError title="The frame catalogue failed to load" error={error} onRetry={reload} />;
  if (loading && !data)
    return (
      <p className="text-muted" role="status">
        Loading the frame catalogue...
      </p>
    );
  if (!data) return null;
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="max-w-2xl text-sm text-muted">
          What the frame designer offers and how it prices. Changes show on the designer at once;
          quotes already sent keep the design and estimate their visitor saw.
        </p>
        <ButtonAnchor
          variant="secondary"
          size="sm"
          href="/frame-designer"
          target="_blank"
          rel="noopener"
        >
          Open frame designer
        </ButtonAnchor>
      </div>
      <PriceTableForm key={data.prices.updatedAt} catalogue={data} onSaved={reload} />
      <EntrySection kind="mouldings" catalogue={data} onChanged={reload} />
      <EntrySection kind="mats" catalogue={data} onChanged={reload} />
      <EntrySection kind="glazing" catalogue={data} onChanged={reload} />
    </div>
  );
}
