import { render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { recordScrollIntoView } from '../../testing/scroll-into-view';
import { FormField } from './form-field';
import { Input } from './input';
import { useFormSubmit, type ServerFieldErrors } from './use-form-submit';

interface Values {
  name: string;
  city: string;
}

recordScrollIntoView();

/** A form whose valid submit hands `serverErrors` to showServerErrors, as a failed request would. */
function ServerRefusal({
  serverErrors,
  onShown,
}: {
  serverErrors: ServerFieldErrors<Values>;
  onShown: (shown: boolean) => void;
}) {
  const form = useForm<Values>({ defaultValues: { name: 'Ada', city: 'Lyon' }, shouldFocusError: false });
  const { containerRef, onSubmit } = useFormSubmit(form, (_values, { showServerErrors }) =>
    onShown(showServerErrors(serverErrors)),
  );
  return (
    <form ref={containerRef} noValidate onSubmit={onSubmit}>
      <FormField control={form.control} name="name" label="Nom">
        <Input {...form.register('name')} />
      </FormField>
      <FormField control={form.control} name="city" label="Ville">
        <Input {...form.register('city')} />
      </FormField>
      <button type="submit">Envoyer</button>
    </form>
  );
}

async function submitWith(serverErrors: ServerFieldErrors<Values>) {
  const shown: boolean[] = [];
  render(<ServerRefusal serverErrors={serverErrors} onShown={(value) => shown.push(value)} />);
  await userEvent.setup().click(screen.getByRole('button', { name: 'Envoyer' }));
  return shown;
}

describe('useFormSubmit: showServerErrors', () => {
  it('shows each server message under its field, focuses the first field in error and says it showed some', async () => {
    const shown = await submitWith({ city: 'Ville inconnue.', name: 'Nom déjà pris.' });
    expect(shown).toEqual([true]);
    const name = screen.getByRole('textbox', { name: 'Nom' });
    expect(name).toHaveAccessibleDescription('Nom déjà pris.');
    expect(screen.getByRole('textbox', { name: 'Ville' })).toHaveAccessibleDescription('Ville inconnue.');
    expect(name).toHaveFocus();
  });

  it('passes over an empty message, and says it showed none when none is left', async () => {
    const shown = await submitWith({ name: undefined, city: '' });
    expect(shown).toEqual([false]);
    expect(screen.getByRole('textbox', { name: 'Nom' })).not.toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('textbox', { name: 'Ville' })).not.toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('button', { name: 'Envoyer' })).toHaveFocus();
  });
});
