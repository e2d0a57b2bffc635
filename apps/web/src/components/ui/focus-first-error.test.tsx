import { render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { useState, type FormEvent } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Field } from './field';
import { FORM_ERROR_ATTRIBUTE, focusFirstNamedControl, useFocusFirstError } from './focus-first-error';
import { Input } from './input';

const scrolled: Element[] = [];

beforeEach(() => {
  // jsdom has no layout: record what was asked to scroll into view.
  Element.prototype.scrollIntoView = vi.fn(function (this: Element) {
    scrolled.push(this);
  });
});
afterEach(() => {
  scrolled.length = 0;
  delete (Element.prototype as Partial<Element>).scrollIntoView;
});

function TwoFields({ formError }: { formError?: string }) {
  const [errors, setErrors] = useState<{ name?: string; city?: string }>({});
  const [shownFormError, setShownFormError] = useState<string>();
  const { containerRef, focusFirstError } = useFocusFirstError();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (formError) setShownFormError(formError);
    else setErrors({ city: 'Ville requise.' });
    focusFirstError();
  };
  return (
    <form ref={containerRef} onSubmit={submit}>
      {shownFormError && (
        <p role="alert" tabIndex={-1} {...{ [FORM_ERROR_ATTRIBUTE]: '' }}>
          {shownFormError}
        </p>
      )}
      <Field label="Nom" error={errors.name}>
        <Input />
      </Field>
      <Field label="Ville" error={errors.city}>
        <Input />
      </Field>
      <button type="submit">Envoyer</button>
    </form>
  );
}

describe('useFocusFirstError', () => {
  it('focuses the first invalid control once it is rendered and scrolls its whole field into view', async () => {
    const user = userEvent.setup();
    render(<TwoFields />);
    await user.click(screen.getByRole('button', { name: 'Envoyer' }));
    const city = screen.getByRole('textbox', { name: 'Ville' });
    expect(city).toHaveFocus();
    expect(scrolled).toEqual([city.closest('[data-field]')]);
  });

  it('focuses a form-level error when no control is invalid', async () => {
    const user = userEvent.setup();
    render(<TwoFields formError="Email ou mot de passe incorrect." />);
    await user.click(screen.getByRole('button', { name: 'Envoyer' }));
    expect(screen.getByRole('alert')).toHaveFocus();
  });

  it('focuses the named control that comes first in the document, whatever the order of the names', () => {
    const { container } = render(
      <form>
        <Field label="Nom">
          <Input name="name" />
        </Field>
        <Field label="Ville">
          <Input name="city" />
        </Field>
      </form>,
    );
    expect(focusFirstNamedControl(container, ['city', 'name'])).toBe(screen.getByRole('textbox', { name: 'Nom' }));
    expect(screen.getByRole('textbox', { name: 'Nom' })).toHaveFocus();
    expect(scrolled).toEqual([screen.getByRole('textbox', { name: 'Nom' }).closest('[data-field]')]);
  });

  it('leaves the focus alone when one of the names has no control', () => {
    const { container } = render(
      <form>
        <Field label="Ville">
          <Input name="city" />
        </Field>
      </form>,
    );
    expect(focusFirstNamedControl(container, ['country', 'city'])).toBeNull();
    expect(screen.getByRole('textbox', { name: 'Ville' })).not.toHaveFocus();
  });
});
