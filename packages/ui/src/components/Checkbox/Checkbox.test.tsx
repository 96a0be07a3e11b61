import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { Checkbox } from './Checkbox';

describe('Checkbox', () => {
  it('is a native checkbox named by the label beside it', () => {
    render(<Checkbox label="Active clinic" />);
    const checkbox = screen.getByRole('checkbox', { name: 'Active clinic' });
    expect(checkbox).toHaveAttribute('type', 'checkbox');
  });

  it('toggles by clicking its label and with the Space key', async () => {
    render(<Checkbox label="Active clinic" />);
    const checkbox = screen.getByRole('checkbox', { name: 'Active clinic' });
    await userEvent.click(screen.getByText('Active clinic'));
    expect(checkbox).toBeChecked();
    await userEvent.keyboard(' ');
    expect(checkbox).not.toBeChecked();
  });

  it('announces its hint and error and marks itself invalid and required', () => {
    render(
      <Checkbox
        label="I accept the data protection terms"
        hint="Required by the ministry"
        error="Acceptance is required"
        required
      />,
    );
    const checkbox = screen.getByRole('checkbox', { name: 'I accept the data protection terms' });
    expect(checkbox).toHaveAttribute('aria-invalid', 'true');
    expect(checkbox).toHaveAttribute('aria-required', 'true');
    expect(checkbox).toHaveAccessibleDescription('Required by the ministry Acceptance is required');
    expect(screen.getByRole('alert')).toHaveTextContent('Acceptance is required');
  });

  it('cannot be toggled when disabled', async () => {
    render(<Checkbox label="Active clinic" disabled defaultChecked />);
    const checkbox = screen.getByRole('checkbox', { name: 'Active clinic' });
    await userEvent.click(checkbox);
    expect(checkbox).toBeChecked();
  });

  it('works controlled', async () => {
    function Controlled() {
      const [checked, setChecked] = useState(false);
      return (
        <>
          <Checkbox
            label="Active clinic"
            checked={checked}
            onChange={(event) => setChecked(event.target.checked)}
          />
          <output>{checked ? 'on' : 'off'}</output>
        </>
      );
    }
    render(<Controlled />);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Active clinic' }));
    expect(screen.getByRole('status')).toHaveTextContent('on');
  });

  it('submits its checked state through react-hook-form', async () => {
    const onSubmit = vi.fn();
    function ClinicForm() {
      const { register, handleSubmit } = useForm({ defaultValues: { active: false } });
      return (
        <form onSubmit={(event) => void handleSubmit((values) => onSubmit(values))(event)}>
          <Checkbox label="Active clinic" {...register('active')} />
          <button type="submit">Save</button>
        </form>
      );
    }
    render(<ClinicForm />);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Active clinic' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).toHaveBeenCalledWith({ active: true });
  });
});
