// What the signed-in person may do, for the screens' buttons (docs/decisions/0100-team-and-roles.md).
// The layout's loader reads the role from the same verifier as the API; the API refuses the rest.
import { createContext, useContext } from "react";
import type { Capability } from "~/lib/team";

// Outside a signed-in layout, only the day's work: a button never shows by mistake.
const CapabilitiesContext = createContext<readonly Capability[]>(["work"]);

export const CapabilitiesProvider = CapabilitiesContext.Provider;

/** Whether the signed-in person may do this (a Refund button, Export and Delete). */
export function useCan(): (capability: Capability) => boolean {
  const can = useContext(CapabilitiesContext);
  return (capability) => can.includes(capability);
}
