import { takeHeldSubmit } from '../../src/forms/early-submit';
import { START_FALLBACK_MS, startScriptSource } from './start-after-paint';

type PaintCallback = (list: unknown, observer: { disconnect(): void }) => void;

describe('the start script (entry loaded after the first paint)', () => {
  let frames: FrameRequestCallback[];
  let visibility: DocumentVisibilityState;
  let paintObservers: {
    callback: PaintCallback;
    options: unknown;
    disconnected: boolean;
    observer: { disconnect(): void };
  }[];
  const originalObserver = window.PerformanceObserver;

  /** A PerformanceObserver that reports paint only when the test says the frame is on screen. */
  function withPaintTiming(supported: boolean) {
    class FakeObserver {
      static supportedEntryTypes = supported ? ['paint', 'largest-contentful-paint'] : ['mark'];
      private readonly record: (typeof paintObservers)[number];
      constructor(callback: PaintCallback) {
        this.record = { callback, options: null, disconnected: false, observer: this };
        paintObservers.push(this.record);
      }
      observe(options: unknown) {
        this.record.options = options;
      }
      disconnect() {
        this.record.disconnected = true;
      }
    }
    Object.defineProperty(window, 'PerformanceObserver', {
      value: FakeObserver,
      configurable: true,
      writable: true,
    });
  }

  const reportPaint = () =>
    paintObservers.forEach((record) => {
      if (!record.disconnected) record.callback([], record.observer);
    });

  /** Runs the emitted file as the browser would, from a <script data-app> element. */
  function runStartScript(dataApp: string | null) {
    const script = document.createElement('script');
    if (dataApp !== null) script.setAttribute('data-app', dataApp);
    jest.spyOn(document, 'currentScript', 'get').mockReturnValue(script);
    new Function(startScriptSource())();
  }

  const entryScripts = () =>
    [...document.head.querySelectorAll('script')].map((script) => script.getAttribute('src'));

  beforeEach(() => {
    jest.useFakeTimers();
    document.head.replaceChildren();
    frames = [];
    paintObservers = [];
    visibility = 'visible';
    jest.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => {
      frames.push(callback);
      return frames.length;
    });
    jest.spyOn(document, 'visibilityState', 'get').mockImplementation(() => visibility);
    withPaintTiming(true);
  });

  afterEach(() => {
    Object.defineProperty(window, 'PerformanceObserver', {
      value: originalObserver,
      configurable: true,
      writable: true,
    });
    jest.restoreAllMocks();
    jest.useRealTimers();
  });

  it('adds the entry script once the first paint is reported, not before', () => {
    runStartScript('/main.0123456789.js');
    expect(paintObservers[0]?.options).toEqual({ type: 'paint', buffered: true });
    frames.forEach((frame) => frame(0));
    jest.advanceTimersByTime(START_FALLBACK_MS - 1);
    expect(entryScripts()).toEqual([]);

    reportPaint();
    expect(entryScripts()).toEqual(['/main.0123456789.js']);
    expect(paintObservers[0]?.disconnected).toBe(true);
    // The fallback timer does not add it a second time.
    jest.runAllTimers();
    expect(entryScripts()).toEqual(['/main.0123456789.js']);
  });

  it('adds it anyway when no paint is reported in time', () => {
    runStartScript('/main.0123456789.js');
    jest.advanceTimersByTime(START_FALLBACK_MS - 1);
    expect(entryScripts()).toEqual([]);
    jest.advanceTimersByTime(1);
    expect(entryScripts()).toEqual(['/main.0123456789.js']);
    reportPaint();
    expect(entryScripts()).toHaveLength(1);
  });

  it('without paint timing, adds it in a task after the next frame', () => {
    withPaintTiming(false);
    runStartScript('/main.0123456789.js');
    jest.runAllTimers();
    expect(entryScripts()).toEqual([]);
    // A frame's callbacks run before its paint: still too early.
    frames.forEach((frame) => frame(0));
    expect(entryScripts()).toEqual([]);
    jest.runAllTimers();
    expect(entryScripts()).toEqual(['/main.0123456789.js']);
  });

  it('adds it at once in a hidden tab, which paints nothing', () => {
    visibility = 'hidden';
    runStartScript('/main.0123456789.js');
    expect(entryScripts()).toEqual(['/main.0123456789.js']);
    expect(paintObservers).toHaveLength(0);
  });

  it('holds a submit of the pre-rendered form from its first line, before the entry is added', () => {
    const root = document.createElement('div');
    root.id = 'root';
    root.dataset.prerendered = '/user-login';
    const form = document.createElement('form');
    root.append(form);
    document.body.append(root);
    runStartScript('/main.0123456789.js');
    expect(entryScripts()).toEqual([]);

    const early = new Event('submit', { bubbles: true, cancelable: true });
    form.dispatchEvent(early);
    // The browser does not post the page; the form gets the submit once it is interactive.
    expect(early.defaultPrevented).toBe(true);
    expect(takeHeldSubmit(form)).toBe(true);
    root.remove();
  });

  it('does nothing without an entry to load', () => {
    runStartScript(null);
    reportPaint();
    frames.forEach((frame) => frame(0));
    jest.runAllTimers();
    expect(entryScripts()).toEqual([]);
  });
});
