/** PUTs bytes to a presigned URL with progress: XHR upload events in pages and workers, node:http in Node. */
export async function putWithProgress(
  url: string,
  body: Blob,
  contentType: string,
  onProgress: (fraction: number) => void,
): Promise<void> {
  if (typeof XMLHttpRequest !== 'undefined') return xhrPut(url, body, contentType, onProgress);
  const g = globalThis as { process?: { versions?: { node?: string } } };
  if (g.process?.versions?.node) return nodePut(url, body, contentType, onProgress);
  const res = await fetch(url, { method: 'PUT', body, headers: { 'Content-Type': contentType } });
  if (!res.ok) throw new Error(await failureText(res.status, await res.text()));
  onProgress(1);
}

/** The API's message of a refused PUT (its envelope's msg), else the status. */
function failureText(status: number, text: string): string {
  try {
    const parsed = JSON.parse(text) as { msg?: unknown };
    if (typeof parsed.msg === 'string') return `${parsed.msg} (HTTP ${status})`;
  } catch {
    // Not JSON: a bucket's XML error or a proxy's page.
  }
  return `HTTP ${status}`;
}

function xhrPut(
  url: string,
  body: Blob,
  contentType: string,
  onProgress: (f: number) => void,
): Promise<void> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('PUT', url);
    xhr.setRequestHeader('Content-Type', contentType);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress(1);
        resolve();
      } else reject(new Error(failureText(xhr.status, xhr.responseText)));
    };
    xhr.onerror = () => reject(new Error('network error'));
    xhr.ontimeout = () => reject(new Error('timeout'));
    xhr.send(body);
  });
}

interface NodeHttp {
  request(
    url: URL,
    options: { method: string; headers: Record<string, string | number> },
    callback: (res: NodeResponse) => void,
  ): NodeRequest;
}
interface NodeResponse {
  statusCode?: number;
  on(event: 'data', fn: (chunk: Uint8Array) => void): void;
  on(event: 'end', fn: () => void): void;
}
interface NodeRequest {
  on(event: 'error', fn: (error: Error) => void): void;
  write(chunk: Uint8Array, callback: () => void): boolean;
  end(): void;
}

const CHUNK = 256 * 1024;

async function nodePut(
  url: string,
  body: Blob,
  contentType: string,
  onProgress: (f: number) => void,
): Promise<void> {
  const target = new URL(url);
  // A computed specifier, so browser bundlers never try to bundle node:http.
  const specifier = ['node', target.protocol === 'https:' ? 'https' : 'http'].join(':');
  const http = (await import(/* @vite-ignore */ specifier)) as NodeHttp;
  const bytes = new Uint8Array(await body.arrayBuffer());
  await new Promise<void>((resolve, reject) => {
    const req = http.request(
      target,
      { method: 'PUT', headers: { 'Content-Type': contentType, 'Content-Length': bytes.length } },
      (res) => {
        let text = '';
        res.on('data', (chunk) => (text += new TextDecoder().decode(chunk)));
        res.on('end', () => {
          const status = res.statusCode ?? 0;
          if (status >= 200 && status < 300) resolve();
          else reject(new Error(failureText(status, text)));
        });
      },
    );
    req.on('error', reject);
    let sent = 0;
    const next = () => {
      if (sent >= bytes.length) {
        req.end();
        return;
      }
      const chunk = bytes.subarray(sent, sent + CHUNK);
      sent += chunk.length;
      // Progress as the socket takes each chunk: a fair reading of what has left this process.
      req.write(chunk, () => {
        onProgress(sent / bytes.length);
        next();
      });
    };
    next();
  });
}
