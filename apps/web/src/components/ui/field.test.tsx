import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Field } from './field';
import { Input } from './input';
import { Textarea } from './textarea';

describe('Field', () => {
  it('labels its control and describes it with the hint', () => {
    render(
      <Field label="Sujet" hint="50 caractères maximum">
        <Input />
      </Field>,
    );
    const input = screen.getByLabelText('Sujet');
    expect(input).toHaveAccessibleDescription('50 caractères maximum');
    expect(input).not.toHaveAttribute('aria-invalid');
  });

  it('marks the control invalid and shows the error instead of the hint', () => {
    render(
      <Field label="Email" hint="Nous vous répondrons ici." error="Le format de l'email est incorrect." required>
        <Input type="email" />
      </Field>,
    );
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAttribute('aria-required', 'true');
    expect(input).toHaveAccessibleDescription("Le format de l'email est incorrect.");
    expect(screen.queryByText('Nous vous répondrons ici.')).not.toBeInTheDocument();
    expect(screen.getByText('*')).toHaveAttribute('aria-hidden', 'true');
  });

  it('adds the character counter to the description', async () => {
    render(
      <Field label="Message" hint="500 caractères maximum">
        <Textarea maxLength={500} showCount defaultValue="Bonjour" />
      </Field>,
    );
    const textarea = screen.getByLabelText('Message');
    expect(textarea).toHaveAccessibleDescription('500 caractères maximum 7 / 500 caractères');
  });
});
