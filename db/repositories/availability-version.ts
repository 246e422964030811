import { eq } from "drizzle-orm";
import type { Database } from "../client";
import { availabilityVersion } from "../schema";

/** The free-times version (changed by triggers on every booking or settings write). */
export async function readAvailabilityVersion(db: Database): Promise<number> {
  const [row] = await db
    .select({ version: availabilityVersion.version })
    .from(availabilityVersion)
    .where(eq(availabilityVersion.id, 1));
  return row?.version ?? 0;
}
