// `npm run email:last`: the last email the local dev server "sent". Locally the send_email binding
// sends nothing; miniflare writes each email's text and HTML to files (and logs their paths). This
// finds the newest, prints its text part and the paths of both parts (open the .html in a browser).
import { readdirSync, readFileSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

const roots = [join(".wrangler", "tmp")];
try {
  for (const name of readdirSync(tmpdir()))
    if (name.startsWith("miniflare-")) roots.push(join(tmpdir(), name));
} catch {}

// Every file under a directory named email-text or email-html, at any depth.
function emailFiles(dir, depth = 0, found = []) {
  let entries = [];
  try {
    entries = readdirSync(dir, { withFileTypes: true });
  } catch {
    return found;
  }
  for (const e of entries) {
    const path = join(dir, e.name);
    if (e.isDirectory() && depth < 6) emailFiles(path, depth + 1, found);
    else if (e.isFile() && /(^|[\\/])email-(text|html)$/.test(dir))
      found.push({ path, mtime: statSync(path).mtimeMs });
  }
  return found;
}

const files = roots.flatMap((r) => emailFiles(r)).sort((a, b) => b.mtime - a.mtime);
if (files.length === 0) {
  console.log("No local emails yet. Start `npm run dev`, send a form, then run this again.");
  process.exit(0);
}
const id = files[0].path.replace(/^.*[\\/]/, "").replace(/\.(txt|html)$/, "");
const parts = files.filter((f) => f.path.replace(/^.*[\\/]/, "").startsWith(`${id}.`));
const text = parts.find((f) => f.path.endsWith(".txt"));
const html = parts.find((f) => f.path.endsWith(".html"));
if (text) console.log(readFileSync(text.path, "utf8"));
console.log("");
if (text) console.log(`Text: ${text.path}`);
if (html) console.log(`HTML: ${html.path}  (open it in a browser to see the email as sent)`);
