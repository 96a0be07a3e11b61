// @vitest-environment jsdom
import { UiTextProvider } from '@org/ui';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { emailStepSchema, type EmailStepValues } from '../schemas/signIn';
import { TextFormField } from './TextFormField';
import { useSchemaForm } from './useSchemaForm';

function EmailForm({ onValid }: { onValid: (values: EmailStepValues) => void }) {
  const form = useSchemaForm(emailStepSchema, { defaultValues: { email: '' } });
  return (
    <form onSubmit={form.handleSubmit((values) => onValid(values as EmailStepValues))} noValidate>
      <TextFormField control={form.control} name="email" label="Email" type="email" />
      <button type="submit">Send</button>
    </form>
  );
}

describe('TextFormField', () => {
  it('shows the schema message under the field and marks it invalid', async () => {
    const onValid = vi.fn();
    render(<EmailForm onValid={onValid} />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Email' }), 'not-an-email');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    const field = screen.getByRole('textbox', { name: 'Email' });
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription('Invalid email');
    expect(onValid).not.toHaveBeenCalled();
  });

  it('shows the message in the active locale', async () => {
    render(
      <UiTextProvider locale="fr">
        <EmailForm onValid={vi.fn()} />
      </UiTextProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.getByRole('alert')).toHaveTextContent("L'adresse e-mail est obligatoire");
  });

  it('submits the value the schema produced', async () => {
    const onValid = vi.fn();
    render(<EmailForm onValid={onValid} />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Email' }), ' Nurse@Clinic.TEST ');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(onValid).toHaveBeenCalledWith({ email: 'nurse@clinic.test' });
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
