import { ApiError, type Api, type ApiClient } from './api-client.ts';

/** Progress of a transfer, 0–1, or null while the size is unknown. */
export type Progress = (fraction: number | null) => void;

/**
 * Uploads a form through XMLHttpRequest, the one browser API that reports upload progress, with the
 * client's nonce. Answers the parsed JSON; a refusal becomes an {@link ApiError} as everywhere else.
 */
export function uploadWithProgress<T = any>(client: ApiClient, api: Api, path: string, form: FormData, onProgress: Progress): Promise<T> {
  return client.ensureNonce().then(
    (value) =>
      new Promise<T>((resolve, reject) => {
        const xhr = new XMLHttpRequest();
        xhr.open('POST', client.url(api, path));
        xhr.setRequestHeader('x-wp-nonce', value);
        xhr.setRequestHeader('accept', 'application/json');
        xhr.upload.onprogress = (event) => onProgress(event.lengthComputable ? event.loaded / event.total : null);
        xhr.onerror = () => reject(new ApiError(0, 'network_error', 'The connection failed.'));
        xhr.onload = () => {
          const fresh = xhr.getResponseHeader('x-wp-nonce');
          if (fresh) client.setNonce(fresh);
          let body: any = null;
          try {
            body = JSON.parse(xhr.responseText);
          } catch {
            body = null;
          }
          if (xhr.status >= 200 && xhr.status < 300) return resolve(body as T);
          reject(new ApiError(xhr.status, body?.code ?? `http_${xhr.status}`, body?.message ?? xhr.statusText, body?.data ?? {}));
        };
        xhr.send(form);
      }),
  );
}

/**
 * Fetches a file and hands it to the browser as a download, reporting progress from `Content-Length`
 * (the bulk ZIP always announces its size).
 */
export async function downloadWithProgress(client: ApiClient, method: 'GET' | 'POST', api: Api, path: string, body: unknown, onProgress: Progress): Promise<string> {
  const response = await client.raw(method, api, path, body === undefined ? {} : { body });
  const total = Number(response.headers.get('content-length') ?? 0);
  const name = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? 'download';
  const reader = response.body!.getReader();
  const chunks: Uint8Array[] = [];
  let received = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    received += value.byteLength;
    onProgress(total > 0 ? received / total : null);
  }
  const blob = new Blob(chunks as BlobPart[], { type: response.headers.get('content-type') ?? 'application/octet-stream' });
  const link = document.createElement('a');
  link.href = URL.createObjectURL(blob);
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(link.href), 10_000);
  return name;
}
