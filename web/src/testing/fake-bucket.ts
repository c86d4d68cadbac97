/** A file bucket's end of a presigned POST, for the upload tests of the site (CV, logo). */

/**
 * The bucket's end of the presigned POST (jsdom has no S3): answers `status`, reports progress, keeps what was
 * sent. The browser's XMLHttpRequest is the boundary here as fetch is for the API.
 */
export function fakeBucket(status = 204, responseText = '') {
  const sent: { url: string; form: FormData }[] = [];
  class FakeXhr {
    status = 0;
    responseText = '';
    upload: { onprogress?: (event: ProgressEvent) => void } = {};
    onload?: () => void;
    onerror?: () => void;
    private url = '';
    open(_method: string, url: string) {
      this.url = url;
    }
    send(form: FormData) {
      sent.push({ url: this.url, form });
      queueMicrotask(() => {
        this.upload.onprogress?.({ lengthComputable: true, loaded: 5, total: 10 } as ProgressEvent);
        this.status = status;
        this.responseText = responseText;
        this.onload?.();
      });
    }
  }
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  return sent;
}
