// Every browser entry's file and the files it imports, for the Worker
// (app/page-delivery/server/browser-modules-plugin.ts): the built files in a production build, the
// source files Vite's dev server serves without one (`npm run dev`, the api tests).
declare module "virtual:browser-modules" {
  const modules: Record<string, { file: string; imports: string[] }>;
  export default modules;
}
