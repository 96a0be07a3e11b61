import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { FormField } from './FormField';

describe('FormField', () => {
  it('names the control with its label', () => {
    render(
      <FormField label="Full name">
        <input />
      </FormField>,
    );
    expect(screen.getByRole('textbox', { name: 'Full name' })).toBeInTheDocument();
  });

  it('describes the control with its hint, then its error, and marks it invalid', () => {
    render(
      <FormField label="Full name" hint="As on the ID card" error="Full name is required">
        <input />
      </FormField>,
    );
    const input = screen.getByRole('textbox', { name: 'Full name' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('As on the ID card Full name is required');
    expect(screen.getByRole('alert')).toHaveTextContent('Full name is required');
  });

  it('is valid and undescribed without hint or error', () => {
    render(
      <FormField label="Full name">
        <input />
      </FormField>,
    );
    const input = screen.getByRole('textbox');
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).not.toHaveAttribute('aria-describedby');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('keeps descriptions the control already has, after its own', () => {
    render(
      <FormField label="Address" hint="Street and number">
        <input aria-describedby="extra" />
      </FormField>,
    );
    expect(screen.getByRole('textbox').getAttribute('aria-describedby')).toMatch(/-hint extra$/);
  });

  it('marks a required control with aria-required and a star hidden from screen readers', () => {
    render(
      <FormField label="Email" required>
        <input />
      </FormField>,
    );
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input).toHaveAttribute('aria-required', 'true');
    expect(screen.getByText('*')).toHaveAttribute('aria-hidden', 'true');
  });

  it('uses the given id, or makes one', () => {
    render(
      <>
        <FormField label="Given" id="given-id">
          <input />
        </FormField>
        <FormField label="Generated">
          <input />
        </FormField>
      </>,
    );
    expect(screen.getByRole('textbox', { name: 'Given' })).toHaveAttribute('id', 'given-id');
    expect(screen.getByRole('textbox', { name: 'Generated' }).id).not.toBe('');
  });

  it('hands the wiring to a render function', () => {
    render(
      <FormField label="Role" hint="Decides what they see" required>
        {({ controlProps, invalid, required }) => (
          <select {...controlProps} data-invalid={invalid} data-required={required}>
            <option>Doctor</option>
          </select>
        )}
      </FormField>,
    );
    const select = screen.getByRole('combobox', { name: 'Role' });
    expect(select).toHaveAccessibleDescription('Decides what they see');
    expect(select).toHaveAttribute('data-required', 'true');
    expect(select).toHaveAttribute('data-invalid', 'false');
  });

  it('names a composite control with aria-labelledby and says "required" in words', () => {
    render(
      <FormField label="Phone number" control="composite" required>
        {({ controlProps }) => (
          <div role="group" aria-labelledby={controlProps['aria-labelledby']}>
            <input aria-label="Number" />
          </div>
        )}
      </FormField>,
    );
    const group = screen.getByRole('group', { name: /^Phone number\s*\(required\)$/ });
    expect(group).not.toHaveAttribute('aria-required');
  });

  it('puts the control before its label in the inline layout', () => {
    render(
      <FormField label="Active" layout="inline">
        <input type="checkbox" />
      </FormField>,
    );
    const checkbox = screen.getByRole('checkbox', { name: 'Active' });
    const label = screen.getByText('Active');
    expect(checkbox.compareDocumentPosition(label) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('falls back to the stacked layout for an unknown value, with a warning', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    render(
      // @ts-expect-error — an unknown layout from untyped callers
      <FormField label="Name" layout="diagonal">
        <input />
      </FormField>,
    );
    expect(screen.getByRole('textbox', { name: 'Name' })).toBeInTheDocument();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('unknown layout "diagonal"'));
    warn.mockRestore();
  });

  it('passes what the user typed to react-hook-form through a registered input', async () => {
    const onSubmit = vi.fn();
    function StaffForm() {
      const { register, handleSubmit } = useForm<{ fullName: string }>();
      return (
        <form onSubmit={(event) => void handleSubmit((values) => onSubmit(values))(event)}>
          <FormField label="Full name">
            <input {...register('fullName')} />
          </FormField>
          <button type="submit">Save</button>
        </form>
      );
    }
    render(<StaffForm />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Full name' }), 'Ana Souza');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).toHaveBeenCalledWith({ fullName: 'Ana Souza' });
  });
});
