import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '../../lib/i18n';
import { Field } from './field';
import { PasswordInput } from './password-input';

describe('PasswordInput', () => {
  afterEach(async () => {
    await i18n.changeLanguage('fr');
  });

  it('hides the password until the toggle shows it, and hides it again', async () => {
    const user = userEvent.setup();
    render(
      <Field label="Mot de passe">
        <PasswordInput />
      </Field>,
    );
    const input = screen.getByLabelText('Mot de passe');
    await user.type(input, 'Secret123');
    expect(input).toHaveAttribute('type', 'password');

    await user.click(screen.getByRole('button', { name: 'Afficher le mot de passe' }));
    expect(input).toHaveAttribute('type', 'text');
    expect(input).toHaveValue('Secret123');

    await user.click(screen.getByRole('button', { name: 'Masquer le mot de passe' }));
    expect(input).toHaveAttribute('type', 'password');
  });

  it('names the toggle in English when the language is English', async () => {
    await i18n.changeLanguage('en');
    render(<PasswordInput aria-label="Password" />);
    expect(screen.getByRole('button', { name: 'Show password' })).toHaveAttribute(
      'aria-controls',
      screen.getByLabelText('Password').id,
    );
  });
});
