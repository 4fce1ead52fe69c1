// A scriptable XMLHttpRequest for upload tests (uploads go through XHR for progress; a jsdom
// FormData cannot travel through Node's fetch).
export class FakeXhr {
  static all: FakeXhr[] = [];
  static get last(): FakeXhr {
    const last = FakeXhr.all.at(-1);
    if (!last) throw new Error('no XHR was opened');
    return last;
  }
  method = '';
  url = '';
  withCredentials = false;
  status = 0;
  responseText = '';
  sent: FormData | null = null;
  upload: { onprogress: ((e: ProgressEvent) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  ontimeout: (() => void) | null = null;
  onabort: (() => void) | null = null;
  constructor() {
    FakeXhr.all.push(this);
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader() {}
  getResponseHeader() {
    return null;
  }
  send(body: FormData) {
    this.sent = body;
  }
  abort() {
    this.onabort?.();
  }
  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ lengthComputable: true, loaded, total } as ProgressEvent);
  }
  respond(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.onload?.();
  }
}

/** Replaces window.XMLHttpRequest for the current test. */
export function installFakeXhr() {
  FakeXhr.all = [];
  jest.spyOn(window, 'XMLHttpRequest').mockImplementation(() => new FakeXhr() as never);
}

export function png(name: string, bytes = 1000): File {
  return new File([new Uint8Array(bytes)], name, { type: 'image/png' });
}
