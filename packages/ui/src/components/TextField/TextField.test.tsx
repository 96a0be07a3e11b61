import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { TextField } from './TextField';

describe('TextField', () => {
  it('is labelled and can be typed into', async () => {
    render(<TextField label="Email" />);
    const input = screen.getByRole('textbox', { name: 'Email' });
    await userEvent.type(input, 'admin@clinic.test');
    expect(input).toHaveValue('admin@clinic.test');
  });

  it('announces its error and hint with the field', () => {
    render(<TextField label="Email" hint="Work address" error="Invalid email" />);
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Work address Invalid email');
    expect(screen.getByRole('alert')).toHaveTextContent('Invalid email');
  });

  it('marks a required field as every field kind does: an asterisk for the eye, aria-required for the rest', () => {
    const { rerender } = render(<TextField label="Clinic name" required />);
    const input = screen.getByRole('textbox', { name: 'Clinic name' });
    expect(input).toBeRequired();
    expect(screen.getByText('*')).toHaveAttribute('aria-hidden', 'true');
    rerender(<TextField label="Clinic name" />);
    expect(input).not.toBeRequired();
    expect(screen.queryByText('*')).toBeNull();
  });

  it('is valid without an error', () => {
    render(<TextField label="Email" />);
    expect(screen.getByRole('textbox')).not.toHaveAttribute('aria-invalid');
  });
});
