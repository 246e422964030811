// Browser side of an image upload (portfolio works and blog images): early checks with the
// server's own rules, then the original alone is sent with upload progress. The Worker makes the
// web-sized copies (docs/decisions/0012-worker-image-copies.md), so nothing is decoded or re-encoded here.
import { ApiRequestError, adminApi } from "~/lib/admin-api";
import { ACCEPTED_FORMATS_TEXT, detectImageFormat } from "~/lib/image-format";
import { formatMegabytes, MAX_IMAGE_BYTES } from "~/lib/portfolio";

/** Why this file cannot be uploaded, before sending anything; null when it may be. */
export async function refusalBeforeUpload(file: File): Promise<string | null> {
  if (file.size === 0) return "The file is empty.";
  if (file.size > MAX_IMAGE_BYTES)
    return `The file is ${formatMegabytes(file.size)}; the limit is ${formatMegabytes(MAX_IMAGE_BYTES)}.`;
  const head = new Uint8Array(await file.slice(0, 64).arrayBuffer());
  if (!detectImageFormat(head)) return `This is not a ${ACCEPTED_FORMATS_TEXT} image.`;
  return null;
}

function parseBody(text: string): unknown {
  try {
    return text ? JSON.parse(text) : null;
  } catch {
    return text;
  }
}

// An upload route of the typed admin client, so its path comes from the API itself.
type UploadRoute = { $path: () => string };

export const PORTFOLIO_UPLOAD = adminApi.uploads.upload;
export const BLOG_IMAGE_UPLOAD = adminApi.uploads["blog-images"];

/**
 * POSTs the original (field `image`) to the route. XMLHttpRequest, not the typed client's fetch:
 * only it reports upload progress. `onSent` fires when every byte is out and the Worker starts
 * making the copies. Errors are ApiRequestError with the server's message, like answerOf's.
 */
export function sendImage<T>(
  route: UploadRoute,
  file: File,
  progress: { onProgress?: (fraction: number) => void; onSent?: () => void } = {},
): Promise<T> {
  // The client's base is /api; $path() answers the route's path below it.
  const path = `/api${route.$path()}`;
  const form = new FormData();
  form.set("image", file, file.name);
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open("POST", path);
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) progress.onProgress?.(e.loaded / e.total);
    };
    xhr.upload.onload = () => progress.onSent?.();
    xhr.onload = () => {
      const body = parseBody(xhr.responseText);
      if (xhr.status >= 200 && xhr.status < 300) return resolve(body as T);
      const error =
        body && typeof body === "object" && "error" in body && typeof body.error === "string"
          ? body.error
          : xhr.statusText;
      reject(new ApiRequestError(xhr.status, body, `${xhr.status}: ${error}`));
    };
    xhr.onerror = () =>
      reject(new Error("The upload was interrupted. Check the connection and try again."));
    xhr.send(form);
  });
}
