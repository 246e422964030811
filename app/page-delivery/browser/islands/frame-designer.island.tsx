// /frame-designer's island entry (docs/decisions/0095-islands.md): the tool hydrates with React
// alone; the rest of the page is plain server-rendered markup.
import {
  FRAME_DESIGNER_ISLAND,
  FrameDesignerTool,
} from "~/components/frame-designer/FrameDesignerTool";
import { hydrateIslands } from "~/page-delivery/browser/island";

hydrateIslands({ [FRAME_DESIGNER_ISLAND]: FrameDesignerTool });
