import { screenHandle, screenMeta } from "~/components/admin/shell/screen";
import { WordsScreen } from "~/components/admin/words/WordsScreen";

// Signed-in owners only: ./layout.tsx guards this page.
export const handle = screenHandle("words");
export const meta = () => screenMeta("words");

export default function Words() {
  return <WordsScreen />;
}
