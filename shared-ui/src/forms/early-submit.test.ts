import { holdEarlySubmits, takeHeldSubmit } from './early-submit';

function submit(form: HTMLFormElement): boolean {
  const event = new Event('submit', { bubbles: true, cancelable: true });
  form.dispatchEvent(event);
  return event.defaultPrevented;
}

describe('early submits of a pre-rendered form', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('are held until the form is interactive, then handed to it once', () => {
    const form = document.createElement('form');
    document.body.append(form);
    const stop = holdEarlySubmits(document.body);

    expect(submit(form)).toBe(true);
    expect(takeHeldSubmit(form)).toBe(true);
    expect(takeHeldSubmit(form)).toBe(false);
    // Interactive now: its submits are its own.
    expect(submit(form)).toBe(false);
    stop();
  });

  it('leave a form alone that nobody submitted, and stop holding when asked', () => {
    const form = document.createElement('form');
    document.body.append(form);
    const stop = holdEarlySubmits(document.body);
    stop();
    expect(submit(form)).toBe(false);
    expect(takeHeldSubmit(form)).toBe(false);
  });
});
