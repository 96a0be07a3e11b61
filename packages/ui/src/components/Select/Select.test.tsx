import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { Select } from './Select';
import type { SelectOption } from './selectOptions';

const roles: SelectOption[] = [
  { value: 'SYSTEM_ADMIN', label: 'System administrator' },
  { value: 'CLINIC_MANAGER', label: 'Clinic manager' },
  { value: 'DOCTOR', label: 'Doctor' },
  { value: 'NURSE', label: 'Nurse', disabled: true },
];

describe('Select', () => {
  it('is a labelled native select listing its options', () => {
    render(<Select label="Role" options={roles} />);
    const select = screen.getByRole('combobox', { name: 'Role' });
    expect(select.tagName).toBe('SELECT');
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['System administrator', 'Clinic manager', 'Doctor', 'Nurse']);
  });

  it('starts on an empty placeholder option when given one', () => {
    render(<Select label="Role" options={roles} placeholder="Choose a role" />);
    const select = screen.getByRole('combobox', { name: 'Role' });
    expect(select).toHaveValue('');
    expect(within(select).getAllByRole('option')[0]).toHaveTextContent('Choose a role');
  });

  it('cannot choose a disabled option', () => {
    render(<Select label="Role" options={roles} />);
    expect(screen.getByRole('option', { name: 'Nurse' })).toBeDisabled();
  });

  it('announces its hint and error with the field and marks it invalid', () => {
    render(
      <Select
        label="Role"
        options={roles}
        hint="Decides which pages they see"
        error="Role is required"
        required
      />,
    );
    const select = screen.getByRole('combobox', { name: 'Role' });
    expect(select).toHaveAttribute('aria-invalid', 'true');
    expect(select).toHaveAttribute('aria-required', 'true');
    expect(select).toHaveAccessibleDescription('Decides which pages they see Role is required');
    expect(screen.getByRole('alert')).toHaveTextContent('Role is required');
  });

  it('can be disabled', () => {
    render(<Select label="Role" options={roles} disabled />);
    expect(screen.getByRole('combobox', { name: 'Role' })).toBeDisabled();
  });

  it('works controlled', async () => {
    function Controlled() {
      const [role, setRole] = useState('DOCTOR');
      return (
        <>
          <Select
            label="Role"
            options={roles}
            value={role}
            onChange={(e) => setRole(e.target.value)}
          />
          <output>{role}</output>
        </>
      );
    }
    render(<Controlled />);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Role' }), 'Clinic manager');
    expect(screen.getByRole('status')).toHaveTextContent('CLINIC_MANAGER');
  });

  it('submits the chosen value through react-hook-form', async () => {
    const onSubmit = vi.fn();
    function StaffForm() {
      const { register, handleSubmit } = useForm<{ role: string }>();
      return (
        <form onSubmit={(event) => void handleSubmit((values) => onSubmit(values))(event)}>
          <Select label="Role" options={roles} placeholder="Choose a role" {...register('role')} />
          <button type="submit">Save</button>
        </form>
      );
    }
    render(<StaffForm />);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Role' }), 'DOCTOR');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).toHaveBeenCalledWith({ role: 'DOCTOR' });
  });
});
