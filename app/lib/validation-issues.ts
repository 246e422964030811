// A validation failure as the API sends it and the forms show it: one `{ path, message }` per
// problem. Here rather than in the API so services and forms can speak it without HTTP.
import type { z } from "zod";

export interface ValidationIssue {
  path: string;
  message: string;
}

export function toIssues(error: z.core.$ZodError): ValidationIssue[] {
  return error.issues.map((issue) => ({
    path: issue.path.map(String).join("."),
    message: issue.message,
  }));
}
