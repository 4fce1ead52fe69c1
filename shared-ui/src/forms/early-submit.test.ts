import { earlySubmitHoldSource, takeHeldSubmit } from './early-submit';

function submit(form: HTMLFormElement): boolean {
  const event = new Event('submit', { bubbles: true, cancelable: true });
  form.dispatchEvent(event);
  return event.defaultPrevented;
}

/** The host page as served: #root, pre-rendered or not, with a form inside. */
function page({ prerendered }: { prerendered: boolean }) {
  const root = document.createElement('div');
  root.id = 'root';
  if (prerendered) root.dataset.prerendered = '/user-login';
  const form = document.createElement('form');
  root.append(form);
  document.body.append(root);
  // As the start script runs it, before any of the app's code.
  new Function(earlySubmitHoldSource())();
  return { root, form };
}

describe('early submits of a pre-rendered form', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('are held until the form is interactive, then handed to it once', () => {
    const { form } = page({ prerendered: true });

    expect(submit(form)).toBe(true);
    expect(takeHeldSubmit(form)).toBe(true);
    expect(takeHeldSubmit(form)).toBe(false);
    // Interactive now: its submits are its own.
    expect(submit(form)).toBe(false);
  });

  it('leave a form alone that nobody submitted', () => {
    const { form } = page({ prerendered: true });
    expect(takeHeldSubmit(form)).toBe(false);
    expect(submit(form)).toBe(false);
  });

  it('are not held on a page that was not pre-rendered', () => {
    const { form } = page({ prerendered: false });
    expect(submit(form)).toBe(false);
    expect(takeHeldSubmit(form)).toBe(false);
  });

  it('stop being held once the app renders afresh instead of hydrating', () => {
    const { root, form } = page({ prerendered: true });
    delete root.dataset.prerendered;
    expect(submit(form)).toBe(false);
    expect(takeHeldSubmit(form)).toBe(false);
  });
});
