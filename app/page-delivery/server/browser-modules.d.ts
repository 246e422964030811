// The island entries' built files, for the Worker (app/page-delivery/server/browser-modules-plugin.ts): empty without a
// production browser build (`npm run dev`, the api tests), where island pages hydrate whole.
declare module "virtual:islands" {
  const islands: Record<string, { file: string; imports: string[] }>;
  export default islands;
}
