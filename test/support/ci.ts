// Whether the tests run under CI. CI services set CI to different values (GitHub and GitLab
// "true", others "1" or "yes"), so any value counts except an explicit "false" or "0".
export function isCI(env: Record<string, string | undefined> = process.env): boolean {
  const value = env.CI?.trim().toLowerCase();
  return Boolean(value) && value !== "false" && value !== "0";
}
