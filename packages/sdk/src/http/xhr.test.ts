import { describe, expect, it } from 'vitest';
import { sendWithXhr, type XhrLike } from './xhr.js';

type Progress = { loaded: number; total: number; lengthComputable: boolean };

/** An XMLHttpRequest that uploads in four steps, then answers `status` with `body`. */
function fakeXhr(status: number, body: string) {
  const opened: Array<{ method: string; url: string; headers: Record<string, string> }> = [];
  class FakeXhr implements XhrLike {
    responseType = '';
    response: unknown = null;
    status = 0;
    upload: { onprogress: ((event: Progress) => void) | null } = { onprogress: null };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    ontimeout: (() => void) | null = null;
    private headers: Record<string, string> = {};
    open(method: string, url: string) {
      opened.push({ method, url, headers: this.headers });
    }
    setRequestHeader(name: string, value: string) {
      this.headers[name] = value;
    }
    getAllResponseHeaders() {
      return 'content-type: application/json\r\nx-test: yes\r\n';
    }
    abort() {}
    send() {
      queueMicrotask(() => {
        for (const loaded of [25, 50, 75, 100]) {
          this.upload.onprogress?.({ loaded, total: 100, lengthComputable: true });
        }
        this.status = status;
        if (status === 0) {
          this.onerror?.();
          return;
        }
        this.response = new Blob([body]);
        this.onload?.();
      });
    }
  }
  return { FakeXhr, opened };
}

describe('sendWithXhr (upload progress in browsers)', () => {
  it('reports 0, each step, then 100, and answers a Response', async () => {
    const { FakeXhr, opened } = fakeXhr(200, '{"ok":true}');
    const progress: number[] = [];
    const response = await sendWithXhr(FakeXhr, {
      method: 'POST',
      url: 'http://localhost:8000/api/user/1/avatar',
      headers: { Authorization: 'Bearer t' },
      body: new FormData(),
      onProgress: (percent) => progress.push(percent),
    });
    expect(progress).toEqual([0, 25, 50, 75, 99, 100]);
    expect(await response.json()).toEqual({ ok: true });
    expect(response.headers.get('x-test')).toBe('yes');
    expect(opened[0]).toMatchObject({ method: 'POST', headers: { Authorization: 'Bearer t' } });
  });

  it('does not report 100 for a failure status, and rejects a network error', async () => {
    const failed = fakeXhr(413, '{"message":"Archivo demasiado grande."}');
    const progress: number[] = [];
    const response = await sendWithXhr(failed.FakeXhr, {
      method: 'POST',
      url: 'http://x/api/photo',
      headers: {},
      body: new FormData(),
      onProgress: (percent) => progress.push(percent),
    });
    expect(response.status).toBe(413);
    expect(progress.at(-1)).toBe(99);

    const down = fakeXhr(0, '');
    await expect(
      sendWithXhr(down.FakeXhr, {
        method: 'POST',
        url: 'http://x/api/photo',
        headers: {},
        body: new FormData(),
        onProgress: () => {},
      }),
    ).rejects.toThrow(TypeError);
  });

  it('rejects at once when already cancelled', async () => {
    const { FakeXhr } = fakeXhr(200, '{}');
    const controller = new AbortController();
    controller.abort(new Error('cancelled'));
    await expect(
      sendWithXhr(FakeXhr, {
        method: 'POST',
        url: 'http://x',
        headers: {},
        body: new FormData(),
        onProgress: () => {},
        signal: controller.signal,
      }),
    ).rejects.toThrow('cancelled');
  });
});
