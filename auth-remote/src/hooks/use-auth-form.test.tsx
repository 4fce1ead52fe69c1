import { act } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { earlySubmitHoldSource } from '@peworld/shared-ui';
import { useAuthForm } from './use-auth-form';

interface Values extends Record<string, string> {
  email: string;
  password: string;
}

function TestForm({ onSubmit }: { onSubmit: (values: Values) => Promise<void> }) {
  const { field, handleSubmit, formRef } = useAuthForm<Values>({
    initialValues: { email: '', password: '' },
    validate: (values) =>
      values.email === '' ? { email: { id: 'auth.check.emailRequired' } } : {},
    submit: onSubmit,
  });
  const email = field('email');
  const password = field('password');
  return (
    <form ref={formRef} onSubmit={handleSubmit} aria-label="Log in">
      <input aria-label="Email" name={email.name} value={email.value} onChange={email.onChange} />
      <input
        aria-label="Password"
        name={password.name}
        type="password"
        value={password.value}
        onChange={password.onChange}
      />
      <button type="submit">Log in</button>
    </form>
  );
}

/** The form's server HTML in the page, with what the visitor typed before the scripts ran. */
function preRenderedFormWithTypedValues(onSubmit: (values: Values) => Promise<void>) {
  // The host page's #root as served: pre-rendered HTML, marked as such.
  const container = document.createElement('div');
  container.id = 'root';
  container.dataset.prerendered = '/user-login';
  container.innerHTML = renderToString(<TestForm onSubmit={onSubmit} />);
  document.body.append(container);
  const form = container.querySelector('form');
  const email = container.querySelector<HTMLInputElement>('input[name="email"]');
  const password = container.querySelector<HTMLInputElement>('input[name="password"]');
  if (!form || !email || !password) throw new Error('pre-rendered form missing');
  email.value = 'ana@example.com';
  password.value = 'correct horse';
  return { container, form, email };
}

describe('useAuthForm on a pre-rendered page', () => {
  let root: Root | undefined;
  afterEach(() => {
    act(() => root?.unmount());
    document.body.innerHTML = '';
  });

  it('keeps what was typed before hydration and submits it', async () => {
    const submitted: Values[] = [];
    const onSubmit = async (values: Values) => {
      submitted.push(values);
    };
    // The visitor types into the server's HTML while the scripts are still loading.
    const { container, email } = preRenderedFormWithTypedValues(onSubmit);

    await act(async () => {
      root = hydrateRoot(container, <TestForm onSubmit={onSubmit} />);
    });
    await act(async () => {
      container.querySelector('form')?.requestSubmit();
    });

    expect(submitted).toEqual([{ email: 'ana@example.com', password: 'correct horse' }]);
    expect(email.value).toBe('ana@example.com');
  });

  it('sends a submit that was clicked before hydration once hydrated, with the typed values', async () => {
    const submitted: Values[] = [];
    const onSubmit = async (values: Values) => {
      submitted.push(values);
    };
    const { container, form } = preRenderedFormWithTypedValues(onSubmit);
    // The host page's start script, which runs before any of the app's code.
    new Function(earlySubmitHoldSource())();
    const early = new Event('submit', { bubbles: true, cancelable: true });
    form.dispatchEvent(early);
    // Held by the start script: the browser does not post the page.
    expect(early.defaultPrevented).toBe(true);
    expect(submitted).toEqual([]);

    await act(async () => {
      root = hydrateRoot(container, <TestForm onSubmit={onSubmit} />);
    });

    expect(submitted).toEqual([{ email: 'ana@example.com', password: 'correct horse' }]);
  });
});
