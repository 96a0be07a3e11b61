import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { Switch } from './Switch';

describe('Switch', () => {
  it('is a native checkbox with the switch role, named by its label', () => {
    render(<Switch label="Dark mode" />);
    const toggle = screen.getByRole('switch', { name: 'Dark mode' });
    expect(toggle).toHaveAttribute('type', 'checkbox');
    expect(toggle).not.toBeChecked();
  });

  it('turns on and off by click, by its label and with the Space key', async () => {
    render(<Switch label="Dark mode" />);
    const toggle = screen.getByRole('switch', { name: 'Dark mode' });
    await userEvent.click(toggle);
    expect(toggle).toBeChecked();
    await userEvent.click(screen.getByText('Dark mode'));
    expect(toggle).not.toBeChecked();
    await userEvent.keyboard(' ');
    expect(toggle).toBeChecked();
  });

  it('announces its hint and error and marks itself invalid', () => {
    render(
      <Switch label="Maintenance mode" hint="Shows the message to everyone" error="Not allowed" />,
    );
    const toggle = screen.getByRole('switch', { name: 'Maintenance mode' });
    expect(toggle).toHaveAttribute('aria-invalid', 'true');
    expect(toggle).toHaveAccessibleDescription('Shows the message to everyone Not allowed');
    expect(screen.getByRole('alert')).toHaveTextContent('Not allowed');
  });

  it('cannot be switched when disabled', async () => {
    render(<Switch label="Dark mode" disabled />);
    const toggle = screen.getByRole('switch', { name: 'Dark mode' });
    expect(toggle).toBeDisabled();
    await userEvent.click(toggle);
    expect(toggle).not.toBeChecked();
  });

  it('works controlled', async () => {
    function Controlled() {
      const [on, setOn] = useState(true);
      return (
        <>
          <Switch
            label="Dark mode"
            checked={on}
            onChange={(event) => setOn(event.target.checked)}
          />
          <output>{on ? 'on' : 'off'}</output>
        </>
      );
    }
    render(<Controlled />);
    await userEvent.click(screen.getByRole('switch', { name: 'Dark mode' }));
    expect(screen.getByRole('status')).toHaveTextContent('off');
  });

  it('submits its state through react-hook-form', async () => {
    const onSubmit = vi.fn();
    function SettingsForm() {
      const { register, handleSubmit } = useForm({ defaultValues: { darkMode: true } });
      return (
        <form onSubmit={(event) => void handleSubmit((values) => onSubmit(values))(event)}>
          <Switch label="Dark mode" {...register('darkMode')} />
          <button type="submit">Save</button>
        </form>
      );
    }
    render(<SettingsForm />);
    const toggle = screen.getByRole('switch', { name: 'Dark mode' });
    expect(toggle).toBeChecked();
    await userEvent.click(toggle);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).toHaveBeenCalledWith({ darkMode: false });
  });
});
