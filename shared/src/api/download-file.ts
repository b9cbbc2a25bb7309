// A file the API answers (a CSV export), fetched with the session's token and handed to the browser as
// a download. The session is a bearer token in the page, not a cookie, so a plain link cannot carry it
// (decision 0026). Bundled by the areas that use it, outside the @ceylon/shared singleton: it takes the
// one API client from '@ceylon/shared'.
import { parse } from 'content-disposition';
import { apiClient, isApiError } from '@ceylon/shared';

/** The file name a Content-Disposition header gives (`filename*` first, as RFC 6266 says), else `fallback`. */
export function fileNameOf(header: unknown, fallback: string): string {
  if (typeof header !== 'string') return fallback;
  try {
    return parse(header).parameters.filename || fallback;
  } catch {
    return fallback;
  }
}

/**
 * An error answered to a `responseType: 'blob'` request has its JSON body as a Blob too; read, it is
 * `{ message, field }` again, so `errorMessage` and `fieldProblem` read it as for any other request.
 */
async function withJsonBody(error: unknown): Promise<unknown> {
  const data: unknown = isApiError(error) ? error.response?.data : undefined;
  if (!isApiError(error) || !error.response || !(data instanceof Blob)) return error;
  try {
    error.response.data = JSON.parse(await data.text()) as unknown;
  } catch {
    error.response.data = {};
  }
  return error;
}

/** Has the browser save `blob` as `name`, through an object URL given back once the click is handled. */
function saveBlob(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.hidden = true;
  document.body.append(link);
  try {
    link.click();
  } finally {
    link.remove();
    // Not in the same task: a browser may still be reading the URL for the download it began.
    setTimeout(() => URL.revokeObjectURL(url), 0);
  }
}

/**
 * GET `path` (under /api) with `params` and hand the body to the browser as a download named as the
 * server names it (`fallbackName` if it does not). Resolves to that name; rejects with the API
 * client's error, its JSON body read.
 */
export async function downloadFile(path: string, params: Record<string, string>, fallbackName: string): Promise<string> {
  let response;
  try {
    response = await apiClient.get<Blob>(path, { params, responseType: 'blob' });
  } catch (error) {
    throw await withJsonBody(error);
  }
  const name = fileNameOf(response.headers['content-disposition'], fallbackName);
  saveBlob(response.data, name);
  return name;
}
